// PDF benchmark (issue 5): time to render each PDF type with pdfkit (no browser), server side,
// for the Paris + Rome fixture (8 days, 2 cities): a quotation, a package detail and a package list
// of 6 options. Prints a Markdown table (p50/p95 in ms, size in KB) and writes bench/planner/pdf-last.json.
//   node --import tsx bench/planner/pdf.ts            (RUNS=30 by default)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_BRAND, FIXTURE_SEARCH, FIXTURE_VARIANT, fixtureVariant } from '@/lib/backend/pdf/fixtures';
import { renderPackageDetailPdf, renderPackageListPdf, renderQuotationPdf } from '@/lib/backend/pdf/render';

const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = 5;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const quotation = {
  opp_id: 'OPP-1001-000042',
  created_at: '2027-04-01T10:00:00.000Z',
  trip_url: 'http://demo.localhost:3000/detail/ABCDEF123456?index=0',
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', mobile_number: '+44 7700 900123' },
};
const variants = Array.from({ length: 6 }, (_, i) => fixtureVariant(i));

const cases: [string, () => Promise<Buffer>][] = [
  [
    'quotation',
    () =>
      renderQuotationPdf({
        brand: FIXTURE_BRAND,
        variant: FIXTURE_VARIANT,
        search: FIXTURE_SEARCH,
        quotation,
      }),
  ],
  [
    'package_detail',
    () =>
      renderPackageDetailPdf({
        brand: FIXTURE_BRAND,
        variant: FIXTURE_VARIANT,
        search: FIXTURE_SEARCH,
        packageId: 'ABCDEF123456',
      }),
  ],
  [
    'package_list (6 options)',
    () =>
      renderPackageListPdf({
        brand: FIXTURE_BRAND,
        packageId: 'ABCDEF123456',
        search: FIXTURE_SEARCH,
        variants,
      }),
  ],
];

async function main() {
  const rows = [];
  for (const [name, render] of cases) {
    let bytes = 0;
    for (let i = 0; i < WARMUP; i++) bytes = (await render()).length;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      bytes = (await render()).length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    rows.push({
      type: name,
      runs: RUNS,
      p50_ms: +pct(times, 50).toFixed(1),
      p95_ms: +pct(times, 95).toFixed(1),
      kb: +(bytes / 1024).toFixed(1),
    });
  }

  console.log(`PDF rendering, ${RUNS} runs each (Node ${process.version})\n`);
  console.log('| PDF | p50 ms | p95 ms | size KB |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.type} | ${r.p50_ms} | ${r.p95_ms} | ${r.kb} |`);
  writeFileSync(
    path.join(process.cwd(), 'bench/planner/pdf-last.json'),
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`,
  );
}

void main();
