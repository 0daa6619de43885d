#!/usr/bin/env node
// Autocomplete benchmark (issues 4 and 16): the engine over the full world index against
// FlexSearch, MiniSearch and Fuse.js loaded with the same places (p50/p95 per query, how many hand
// queries each puts the right place first, index memory), then the real endpoint over HTTP at 50
// connections beside the trivial route (/robots.txt, through the same proxy) and the static file,
// with ratios and the server's memory (bench/lib/load.mjs). The HTTP part uses the production build
// in NEXT_DIST_DIR (default .next-bench, built when missing or stale, shared with bench:ssr).
// Writes bench/autocomplete/last.json and prints Markdown tables.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  ensureBuild,
  machine,
  measure,
  ratiosOf,
  STATIC_FILE,
  startServer,
  TRIVIAL_ROUTE,
  table,
  waitUntilServed,
  writeResult,
} from '../lib/load.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.PORT ?? 3303);
const DIST = process.env.NEXT_DIST_DIR ?? '.next-bench';
const DURATION = Number(process.env.BENCH_DURATION || 15);
const HOST = `demo.localhost:${PORT}`;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const QUERY_PATH = '/api/auto_complete?text=par&mode=1';

function engineRun() {
  const out = spawnSync(
    process.execPath,
    ['--expose-gc', '--conditions=react-server', '--import', 'tsx', 'bench/autocomplete/engine.ts'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  if (out.status !== 0) throw new Error(`engine bench failed:\n${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').at(-1));
}

async function httpRun() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  ensureBuild(DIST);
  const run = startServer({ distDir: DIST, port: PORT });
  try {
    const first = Date.now();
    const sample = await waitUntilServed(run.server, ORIGIN, HOST, QUERY_PATH);
    const coldMs = Date.now() - first;
    const items = JSON.parse(sample.body).data;
    const queries = ['par', 'lon', 'zur', 'san%20fr', 'goa', 'muenchen', 'bali', 'jfk'].map((t, i) => ({
      method: 'GET',
      path: `/api/auto_complete?text=${t}&mode=${i === 7 ? 2 : 1}`,
      headers: { host: HOST },
    }));
    const base = { origin: ORIGIN, host: HOST, connections: 50, memory: run.samples };
    // Warm every target, then one measured run each, the subject first.
    for (const t of [TRIVIAL_ROUTE, STATIC_FILE])
      await measure({ ...base, ...t, duration: 3, memory: undefined });
    await measure({ ...base, name: 'autocomplete', requests: queries, duration: 3, memory: undefined });
    const rows = [await measure({ ...base, name: 'autocomplete', requests: queries, duration: DURATION })];
    for (const t of [TRIVIAL_ROUTE, STATIC_FILE])
      rows.push(await measure({ ...base, ...t, duration: DURATION }));
    return {
      first_item: items[0]?.name,
      ready_after_ms: coldMs,
      machine: machine(run.pinned, loadAtStart),
      rows: rows.map((r) => ({ ...r, ratios: ratiosOf(r, rows) })),
    };
  } finally {
    await run.stop();
  }
}

const engine = engineRun();
const httpResult = await httpRun();
const out = {
  date: new Date().toISOString().slice(0, 10),
  node: process.version,
  ...engine,
  http: httpResult,
};
writeResult(path.join(ROOT, 'bench/autocomplete/last.json'), out);

const itinera = engine.engines.itinera;
console.log(
  `| engine | build ms | p50 µs | p95 µs | p50 vs Itinera | right first (of ${engine.hand_queries}) |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, e] of Object.entries(engine.engines)) {
  console.log(
    `| ${name} | ${e.build_ms} | ${e.p50_us.toFixed(1)} | ${e.p95_us.toFixed(1)} | ×${(e.p50_us / itinera.p50_us).toFixed(2)} | ${e.first_right} |`,
  );
}
console.log(
  `\nindex: ${engine.places} places, ${engine.keys} keys, ${engine.index_heap_mb} MB heap + ${engine.index_array_buffers_mb} MB typed arrays, built in ${engine.index_build_ms} ms`,
);
console.log('\n| locale | queries | p50 µs | p95 µs |\n| --- | ---: | ---: | ---: |');
for (const [locale, r] of Object.entries(engine.by_locale ?? {}))
  console.log(`| ${locale} | ${r.queries} | ${r.p50_us.toFixed(1)} | ${r.p95_us.toFixed(1)} |`);
console.log(`\n${table(httpResult.rows)}`);
