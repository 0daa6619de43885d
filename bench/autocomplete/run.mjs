#!/usr/bin/env node
// Autocomplete benchmark (issue 4): the engine over the full world index against FlexSearch,
// MiniSearch and Fuse.js loaded with the same places (p50/p95 per query, how many hand queries each
// puts the right place first, index memory), then HTTP p95 of the real endpoint under autocannon at
// 50 connections. The HTTP part needs a production build: it starts `next start` from
// NEXT_DIST_DIR (default .next-ac) with a fresh data folder, or uses BENCH_URL if given.
// Writes bench/autocomplete/last.json and prints a Markdown table.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.PORT ?? 3303);
const DIST = process.env.NEXT_DIST_DIR ?? '.next-ac';
const HOST = `demo.localhost:${PORT}`;
const ORIGIN = process.env.BENCH_URL ?? `http://127.0.0.1:${PORT}`;
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

const get = (pathname) =>
  new Promise((resolve, reject) => {
    const req = http.get(`${ORIGIN}${pathname}`, { headers: { host: HOST } }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
  });

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      const r = await get(QUERY_PATH);
      if (r.status === 200) return r;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not answer');
}

async function httpRun() {
  let server = null;
  let dataDir = null;
  if (!process.env.BENCH_URL) {
    if (!existsSync(path.join(ROOT, DIST, 'BUILD_ID')))
      return { skipped: `no build in ${DIST} (build with NEXT_DIST_DIR=${DIST})` };
    dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-ac-bench-'));
    server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
      cwd: ROOT,
      env: { ...process.env, NEXT_DIST_DIR: DIST, DATA_DIR: dataDir, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
  }
  try {
    const first = Date.now();
    const sample = await waitUp();
    const coldMs = Date.now() - first;
    const items = JSON.parse(sample.body).data;
    const queries = ['par', 'lon', 'zur', 'san%20fr', 'goa', 'muenchen', 'bali', 'jfk'].map((t, i) => ({
      method: 'GET',
      path: `/api/auto_complete?text=${t}&mode=${i === 7 ? 2 : 1}`,
      headers: { host: HOST },
    }));
    // autocannon's summary has no p95; collect every response time and take it exactly.
    const times = [];
    const result = await new Promise((resolve, reject) => {
      const run = autocannon({ url: ORIGIN, connections: 50, duration: 15, requests: queries }, (err, r) =>
        err ? reject(err) : resolve(r),
      );
      run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)] ?? null;
    return {
      first_item: items[0]?.name,
      ready_after_ms: coldMs,
      connections: 50,
      requests_per_s: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p95_ms: p95 === null ? null : Math.round(p95 * 10) / 10,
      p99_ms: result.latency.p99,
      non_2xx: result.non2xx,
    };
  } finally {
    if (server) server.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
writeFileSync(path.join(ROOT, 'bench/autocomplete/last.json'), `${JSON.stringify(out, null, 2)}\n`);

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
  `\nindex: ${engine.places} places, ${engine.keys} keys, ${engine.index_heap_mb} MB heap, built in ${engine.index_build_ms} ms`,
);
console.log('http:', JSON.stringify(httpResult));
