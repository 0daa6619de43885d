// Planner benchmark (issue 5): planPackage latency for 1, 3, 5 and 9 cities over a synthetic,
// deterministic inventory with at least 500 candidate activities in total (lib/planner/fixtures
// `scenario`), 12 hotels with 3 room types per city, transfers, flights and trains between all
// cities. Prints a Markdown table and writes bench/planner/plan.last.json.
//   node --import tsx bench/planner/plan.ts            (RUNS=300 by default)
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { planPackage } from '@/lib/planner';
import { scenario, testPrice } from '@/lib/planner/fixtures';

const RUNS = Number(process.env.RUNS ?? 300);
const WARMUP = 30;
const MIN_ACTIVITIES = 500;
const price = testPrice('EUR');

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const rows = [];
for (const cities of [1, 3, 5, 9]) {
  const activitiesPerCity = Math.ceil(MIN_ACTIVITIES / cities);
  const { search, inventory } = scenario(42 + cities, {
    cities,
    activitiesPerCity,
    hotelsPerCity: 12,
    nightsPerCity: Array.from({ length: cities }, () => 2),
  });
  let variants = 0;
  for (let i = 0; i < WARMUP; i++) variants = planPackage(search, inventory, { price }).length;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    planPackage(search, inventory, { price });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  rows.push({
    cities,
    nights: cities * 2,
    activities: activitiesPerCity * cities,
    hotels: 12 * cities,
    legs: inventory.legs.length,
    variants,
    p50_ms: Number(pct(times, 50).toFixed(2)),
    p95_ms: Number(pct(times, 95).toFixed(2)),
    max_ms: Number((times.at(-1) ?? 0).toFixed(2)),
  });
}

console.log(
  `Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg()[0]?.toFixed(2)}, ${RUNS} runs per size\n`,
);
console.log('| cities | nights | activities | hotels | legs | variants | p50 ms | p95 ms | max ms |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.cities} | ${r.nights} | ${r.activities} | ${r.hotels} | ${r.legs} | ${r.variants} | ${r.p50_ms} | ${r.p95_ms} | ${r.max_ms} |`,
  );
const out = {
  node: process.version,
  runs: RUNS,
  cpus: availableParallelism(),
  loadavg: loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
  rows,
};
writeFileSync(path.join(import.meta.dirname, 'plan.last.json'), `${JSON.stringify(out, null, 2)}\n`);
