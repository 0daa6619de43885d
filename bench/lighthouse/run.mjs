#!/usr/bin/env node
// Lighthouse (issue 16): the demo home, a planned trip's list and its detail page, mobile, simulated
// throttling (Lighthouse's defaults), in Debian's Chromium, against a production build.
//
//   npm run bench:lighthouse      (BENCH_PORT=3260, BENCH_DIST_DIR=.next-bench)
//
// Lighthouse is fetched by npx on first use, pinned to 12.2.3 (13 wants Node 22), so it weighs
// nothing on `npm install`. Prints each page's category scores and Core Web Vitals (LCP, TBT, CLS,
// FCP, Speed Index) and writes bench/lighthouse/last.json. Each page is audited LIGHTHOUSE_RUNS times
// (default 5) and the median run by performance score is reported, with every run's score.
// LIGHTHOUSE_PAGES=list,detail audits only those pages (last.json then holds those alone);
// LIGHTHOUSE_KEEP=<dir> keeps every run's report there (<page>-<run>.json: mainthread-work-breakdown,
// bootup-time, long-tasks, network-requests…). The empty App Router app of bench:floor is audited
// the same way in the same run, first (issue 33: each page's metrics beside the framework's own;
// BENCH_FLOOR_PORT, default BENCH_PORT + 1; LIGHTHOUSE_PAGES may name it `empty app`).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { FLOOR_PAGES, withFloorApp } from '../lib/floor-app.mjs';
import {
  ensureBuild,
  machine,
  plannedTrip,
  send,
  startServer,
  waitUntilServed,
  writeResult,
} from '../lib/load.mjs';

const PORT = Number(process.env.BENCH_PORT || 3260);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT || PORT + 1);
const FLOOR = 'empty app';
const DIST = process.env.BENCH_DIST_DIR || '.next-bench';
const LIGHTHOUSE = 'lighthouse@12.2.3';
/** Lighthouse runs per page; the median by performance score is reported (one run swings ±10 points). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 5));
const CHROMIUM = process.env.CHROMIUM_PATH || CHROMIUM_PATH;
const HOST = `demo.localhost:${PORT}`;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = CHROMIUM_FLAGS.join(' ');
const ONLY = (process.env.LIGHTHOUSE_PAGES || '').split(',').filter(Boolean);
const KEEP = process.env.LIGHTHOUSE_KEEP ? path.resolve(process.env.LIGHTHOUSE_KEEP) : null;

function audit(url, outDir, name) {
  const out = path.join(outDir, `${name}.json`);
  const r = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${out}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  if (r.status !== 0) throw new Error(`lighthouse exited with ${r.status} on ${url}`);
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const failed = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    page: name,
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: ms('largest-contentful-paint'),
    tbt_ms: ms('total-blocking-time'),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    fcp_ms: ms('first-contentful-paint'),
    speed_index_ms: ms('speed-index'),
    // Lighthouse's own measure of the host's CPU speed: the simulated throttling multiplies the
    // page's tasks as this machine runs them, so scores from hosts of different speed do not compare.
    benchmark_index: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    chromium: (lhr.environment?.hostUserAgent ?? '').match(/Chrome\/([\d.]+)/)?.[1] ?? null,
    below_full_marks: {
      performance: failed('performance'),
      accessibility: failed('accessibility'),
      best_practices: failed('best-practices'),
      seo: failed('seo'),
    },
  };
}

/** LIGHTHOUSE_RUNS audits of one page; the median run by performance score, with every run's score. */
function auditPage(name, url, outDir) {
  process.stdout.write(`${name}… `);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(audit(url, outDir, name));
    if (KEEP) copyFileSync(path.join(outDir, `${name}.json`), path.join(KEEP, `${name}-${i + 1}.json`));
  }
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const r = {
    ...byScore[Math.floor((byScore.length - 1) / 2)],
    performance_runs: runs.map((x) => x.performance),
  };
  console.log(
    `performance ${r.performance} (runs ${r.performance_runs.join(', ')}), LCP ${r.lcp_ms} ms, TBT ${r.tbt_ms} ms, host benchmark index ${r.benchmark_index}`,
  );
  return r;
}

/** The empty app audited alone, before the site's server starts (its build would share the CPU). */
async function auditFloor(outDir) {
  if (ONLY.length > 0 && !ONLY.includes(FLOOR)) return [];
  return withFloorApp({ port: FLOOR_PORT }, async (app) => [
    auditPage(FLOOR, `${app.origin}${FLOOR_PAGES.empty}`, outDir),
  ]);
}

async function main() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  ensureBuild(DIST);
  // Not pinned unless asked (BENCH_PIN=1): pinning puts this process, and so Lighthouse and the
  // browser it starts, on one core beside nothing else, which a phone's browser never shares with
  // the site's server; its tasks then run up to 4× longer than unpinned and Lighthouse multiplies
  // them again. The server only serves cached pages and files while a page loads.
  process.env.BENCH_PIN ??= '0';
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'itinera-lighthouse-'));
  if (KEEP) mkdirSync(KEEP, { recursive: true });
  let run = null;
  try {
    const floorResults = await auditFloor(outDir);
    run = startServer({ distDir: DIST, port: PORT, env: {} });
    await waitUntilServed(run.server, ORIGIN, HOST, '/search/trips');
    const id = await plannedTrip(ORIGIN, HOST);
    const site = `http://${HOST}`;
    const pages = [
      ['home', `${site}/search/trips`],
      ['list', `${site}/list/${id}`],
      ['detail', `${site}/detail/${id}?index=0`],
    ].filter(([name]) => ONLY.length === 0 || ONLY.includes(name));
    // One visit each first: the pages are rendered and cached before they are measured.
    for (const [, url] of pages) await send(ORIGIN, HOST, 'GET', new URL(url).pathname + new URL(url).search);
    const results = [...floorResults];
    for (const [name, url] of pages) results.push(auditPage(name, url, outDir));
    const result = {
      date: new Date().toISOString(),
      machine: machine(run.pinned, loadAtStart),
      lighthouse: LIGHTHOUSE,
      runs_per_page: RUNS,
      results,
    };
    writeResult(path.join(import.meta.dirname, 'last.json'), result);
    console.log(
      '\n| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | FCP ms | Speed Index ms |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results)
      console.log(
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.best_practices} | ${r.seo} | ${r.lcp_ms} | ${r.tbt_ms} | ${r.cls} | ${r.fcp_ms} | ${r.speed_index_ms} |`,
      );
    for (const r of results) console.log(`${r.page} below full marks: ${JSON.stringify(r.below_full_marks)}`);
  } finally {
    await run?.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`bench:lighthouse failed: ${err.message}`);
  process.exit(1);
});
