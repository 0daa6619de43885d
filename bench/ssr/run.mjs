#!/usr/bin/env node
// SSR benchmark: a tenant's home page against a trivial static page of the same server, same run.
//
//   npm run bench:ssr            (BENCH_DURATION=10 seconds per measurement, BENCH_PORT=3220)
//
// Builds into .next-bench when that build is missing or stale, starts `next start` on its own port
// with a fresh embedded database, warms up, then loads both pages with autocannon at 10 and 50
// connections. Prints a markdown table and writes bench/ssr/last.json. Also reports the home page's
// first-load JavaScript, gzipped, from the build output.
//
// The static reference is public/assets/bench/static.html: `/assets/` is outside the proxy's
// matcher and a public file is served straight from disk, so it is the floor this server can reach
// on this machine: no proxy, no React, no cache lookup. An app route cannot serve as the reference:
// every page path is rewritten by the proxy to /<tenant>/… and lands in the tenant's layout.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildApp, isBuildStale, nextBin, root } from '../../scripts/lib/next-build.mjs';

const PORT = Number(process.env.BENCH_PORT || 3220);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || '10,50').split(',').map(Number);
const DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';
const TENANT = process.env.BENCH_TENANT || 'demo';
// One core for the server, the load generator on the other, when the machine has two or more.
const PIN = process.env.BENCH_PIN !== '0' && os.availableParallelism() >= 2 && hasTaskset();

const HOST = `${TENANT}.localhost:${PORT}`;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TARGETS = [
  { name: 'tenant home', path: '/search/trips' },
  { name: 'static file', path: '/assets/bench/static.html' },
];

function hasTaskset() {
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** GET with the tenant's Host header (Node does not resolve *.localhost); resolves status + body. */
function get(pathname) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${ORIGIN}${pathname}`, { headers: { host: HOST } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
  });
}

async function waitUntilServed(server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const r = await get('/search/trips');
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not serve the home page within 120 s');
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One autocannon run; p95 is computed from every response time (autocannon reports p90/p97.5). */
async function measure(target, connections, duration) {
  const latencies = [];
  const instance = autocannon({
    url: ORIGIN + target.path,
    headers: { host: HOST },
    connections,
    duration,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    page: target.name,
    path: target.path,
    connections,
    durationS: duration,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    p50Ms: result.latency.p50,
    p95Ms: Number(percentile(latencies, 95)?.toFixed(1)),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * First-load JavaScript of a page: every client script its HTML references (script tags, preloads
 * and the RSC payload's chunk list), minus `noModule` polyfills modern browsers skip, read from the
 * build output and gzipped with zlib's default level, as a CDN would serve it.
 */
function firstLoadJs(html) {
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*\bnoModule\b[^>]*>/gi)].map((m) =>
      normaliseChunk(m[1]),
    ),
  );
  const refs = new Set(
    [...html.matchAll(/(?:\/_next\/)?static\/[A-Za-z0-9_./~-]+\.js/g)].map((m) => normaliseChunk(m[0])),
  );
  const files = [...refs].filter((r) => !noModule.has(r));
  let raw = 0;
  let gzip = 0;
  for (const rel of files) {
    const file = path.join(root, DIST_DIR, rel);
    if (!existsSync(file)) throw new Error(`referenced script missing from the build: ${rel}`);
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files: files.length, rawBytes: raw, gzipBytes: gzip };
}

function normaliseChunk(ref) {
  return ref.replace(/^\/_next\//, '');
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function table(rows, ratios, js) {
  const lines = [
    '| page | connections | req/s | p50 ms | p95 ms | p99 ms | bytes/response | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} \`${r.path}\` | ${r.connections} | ${r.rps} | ${r.p50Ms} | ${r.p95Ms} | ${r.p99Ms} | ${r.bytesPerResponse} | ${r.non2xx} |`,
    ),
    '',
    '| connections | home req/s ÷ static req/s | home p95 ÷ static p95 |',
    '|---:|---:|---:|',
    ...ratios.map((r) => `| ${r.connections} | ${r.rpsRatio} | ${r.p95Ratio} |`),
    '',
    `Home first-load JavaScript: ${kb(js.gzipBytes)} gzipped (${kb(js.rawBytes)} raw, ${js.files} files).`,
  ];
  return lines.join('\n');
}

async function main() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  if (isBuildStale(DIST_DIR) || process.env.BENCH_BUILD === '1') {
    console.log(`Building into ${DIST_DIR}…`);
    const status = buildApp(DIST_DIR);
    if (status !== 0) throw new Error(`next build exited with ${status}`);
  }
  rmSync(path.join(root, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'itinera-bench-'));
  const serverCmd = [nextBin, 'start', '-p', String(PORT)];
  // taskset execs node, so the PID held is the server's own (no -H 127.0.0.1: vercel/next.js#94745).
  const server = PIN
    ? spawn('taskset', ['-c', '0', process.execPath, ...serverCmd], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: serverEnv(dataDir),
      })
    : spawn(process.execPath, serverCmd, {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: serverEnv(dataDir),
      });
  if (PIN) spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

  try {
    await waitUntilServed(server);
    const home = await get('/search/trips');
    const js = firstLoadJs(home.body);
    for (const t of TARGETS) {
      const r = await get(t.path);
      if (r.status !== 200) throw new Error(`${t.path} answered ${r.status}`);
    }
    console.log('Warming up…');
    for (const t of TARGETS) await measure(t, 10, 3);

    const rows = [];
    for (const c of CONNECTIONS) {
      for (const t of TARGETS) {
        process.stdout.write(`${t.name} at ${c} connections for ${DURATION} s… `);
        const row = await measure(t, c, DURATION);
        console.log(`${row.rps} req/s, p95 ${row.p95Ms} ms`);
        rows.push(row);
      }
    }
    const ratios = CONNECTIONS.map((c) => {
      const [h, s] = TARGETS.map((t) => rows.find((r) => r.connections === c && r.path === t.path));
      return {
        connections: c,
        rpsRatio: Number((h.rps / s.rps).toFixed(3)),
        p95Ratio: Number((h.p95Ms / s.p95Ms).toFixed(2)),
      };
    });
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      pinned: PIN ? 'server on CPU 0, load generator on CPU 1' : 'not pinned',
      // Other work on the machine skews the figures: the load average when the run began says how much.
      loadAverageAtStart: loadAtStart,
    };
    const result = { date: new Date().toISOString(), machine, tenant: TENANT, rows, ratios, firstLoadJs: js };
    const lastJson = path.join(import.meta.dirname, 'last.json');
    writeFileSync(lastJson, `${JSON.stringify(result, null, 2)}\n`);
    // Committed with the README's figures: keep it in the repository's format so lint stays clean.
    spawnSync(path.join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', lastJson], {
      stdio: 'ignore',
    });
    console.log(`\n${table(rows, ratios, js)}\n`);
    console.log(
      `${result.date} · ${machine.cpus} × ${machine.cpuModel} · Node ${machine.node} · ${machine.pinned} · load average at start ${loadAtStart.join(' ')}`,
    );
    const failures = rows.filter((r) => r.non2xx || r.errors);
    if (failures.length)
      throw new Error(`non-2xx answers or errors in ${failures.length} run(s); see the table`);
  } finally {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function serverEnv(dataDir) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST_DIR,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    // The embedded default: built-in backend on PGlite, whatever the shell has set.
    DATABASE_URL: '',
    TRAVEL_API_URL: '',
    ROOT_DOMAIN: '',
  };
}

main().catch((err) => {
  console.error(`bench:ssr failed: ${err.message}`);
  process.exit(1);
});
