// What the HTTP benchmarks share: a production server of their own (pinned to one core when the
// machine has two), autocannon runs with exact percentiles, the server's memory read from the
// samples it writes (MEMORY_SAMPLE_FILE, lib/ops/memory-samples.ts), and ratios against the two
// references every run measures beside its subject:
//   - the static file public/assets/bench/static.html, served from disk outside the proxy: the
//     most this server can do on the machine;
//   - the trivial route /robots.txt: a per-tenant route through the same proxy and tenant lookup
//     as every page and API call, with almost no work of its own: the framework's floor.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp, isBuildStale, nextBin, root } from '../../scripts/lib/next-build.mjs';
import { serverRuntimeEnv } from '../../scripts/lib/server-runtime.mjs';

export const STATIC_FILE = { name: 'static file', path: '/assets/bench/static.html' };
export const TRIVIAL_ROUTE = { name: 'trivial route', path: '/robots.txt' };

function hasTaskset() {
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** GET with a tenant's Host header (Node does not resolve *.localhost); resolves status, headers, body. */
export const get = (origin, host, pathname, headers = {}) => send(origin, host, 'GET', pathname, { headers });

/**
 * A request (with a JSON body, if given) as the site's own pages send it: same origin. `agent` (an
 * http.Agent: keep-alive, a client address of its own) and `timeoutMs` (default 120 s) are optional.
 * It always settles: on an answer read to its end; else with an error — a connection closed before
 * the answer's end (a server killed mid-answer), or `timeoutMs` passed, counted from the call, so a
 * request still waiting for the agent's socket times out too.
 */
export function send(
  origin,
  host,
  method,
  pathname,
  { json, headers = {}, agent, timeoutMs = 120_000 } = {},
) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${pathname}`,
      {
        method,
        ...(agent ? { agent } : {}),
        headers: {
          host,
          origin: `http://${host}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        });
      },
    );
    function fail(err) {
      clearTimeout(timer);
      reject(err);
    }
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
    req.on('error', fail);
    req.end(body);
  });
}

/**
 * Builds into `distDir` when it holds no build, one older than the sources, or BENCH_BUILD=1;
 * BENCH_BUILD=0 measures the build found there as it is (e.g. one made by the other bundler).
 */
export function ensureBuild(distDir) {
  if (process.env.BENCH_BUILD === '0') return;
  if (!isBuildStale(distDir) && process.env.BENCH_BUILD !== '1') return;
  console.log(`Building into ${distDir}…`);
  const status = buildApp(distDir);
  if (status !== 0) throw new Error(`next build exited with ${status}`);
}

/**
 * Starts `next start` from a build, as `npm start` does, with a fresh embedded database and memory samples. Pinned (server
 * on CPU 0, this process on CPU 1) unless BENCH_PIN=0 or the machine has one core. `args` are added to
 * `next start`'s; with `keepLog` the server's output is kept (the last 256 kB, `log()`) instead of
 * dropped (stdout) and passed on (stderr).
 */
export function startServer({ distDir, port, env = {}, args: extraArgs = [], keepLog = false }) {
  const pin = process.env.BENCH_PIN !== '0' && os.availableParallelism() >= 2 && hasTaskset();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'itinera-bench-'));
  const samplesFile = path.join(dataDir, 'memory.jsonl');
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    // The embedded default: built-in backend on PGlite, whatever the shell has set.
    DATABASE_URL: '',
    TRAVEL_API_URL: '',
    ROOT_DOMAIN: '',
    MEMORY_SAMPLE_FILE: samplesFile,
    // The same memory rules as `npm start`.
    ...serverRuntimeEnv(process.env),
    ...env,
  };
  const args = [nextBin, 'start', '-p', String(port), ...extraArgs];
  const stdio = keepLog ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'];
  // taskset execs node, so the PID held is the server's own (no -H 127.0.0.1: vercel/next.js#94745).
  const server = pin
    ? spawn('taskset', ['-c', '0', process.execPath, ...args], { cwd: root, stdio, env: serverEnv })
    : spawn(process.execPath, args, { cwd: root, stdio, env: serverEnv });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-256_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  if (pin) spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const removeData = () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  /** Ends the server and waits for it to exit before removing its data (it writes until it exits). */
  const stop = async () => {
    await stopServer(server);
    removeData();
  };
  // On an early exit only the synchronous part can run: the signal, and a best-effort removal.
  const stopNow = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    try {
      removeData();
    } catch {}
  };
  process.on('exit', stopNow);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
  return {
    server,
    pinned: pin ? 'server on CPU 0, load generator on CPU 1' : 'not pinned',
    stop,
    /** What the server printed (with `keepLog`). */
    log: () => log,
    /** Every memory sample the server has written so far. */
    samples() {
      if (!existsSync(samplesFile)) return [];
      return readFileSync(samplesFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    },
  };
}

/** Ends a server process (SIGTERM, SIGKILL after 15 s) and waits until it has exited. */
export async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function waitUntilServed(server, origin, host, pathname, deadlineMs = 180_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const r = await get(origin, host, pathname);
      if (r.status === 200) return r;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not serve ${pathname} within ${deadlineMs / 1000} s`);
}

const MB = (n) => Math.round(n / 1e5) / 10;

/** Memory before (last sample up to `from`), during (peak in [from, to]) and after (first after `to`). */
function memoryAround(samples, from, to) {
  const before = samples.filter((s) => s.at <= from).at(-1) ?? samples[0];
  const during = samples.filter((s) => s.at >= from && s.at <= to);
  const after = samples.find((s) => s.at > to) ?? samples.at(-1);
  const peak = (key) => (during.length ? Math.max(...during.map((s) => s[key])) : null);
  return {
    before_rss_mb: before ? MB(before.rss) : null,
    before_heap_mb: before ? MB(before.heapUsed) : null,
    peak_rss_mb: peak('rss') === null ? null : MB(peak('rss')),
    peak_heap_mb: peak('heapUsed') === null ? null : MB(peak('heapUsed')),
    after_rss_mb: after ? MB(after.rss) : null,
    after_heap_mb: after ? MB(after.heapUsed) : null,
  };
}

/** The p-th percentile (0–100) of ascending numbers, nearest rank; null for none. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One autocannon run against `requests` (rotated) or one path; p95 from every response time
 * (autocannon reports p90 and p97.5 only). `memory` reads the server's samples around the run.
 */
export async function measure({
  origin,
  host,
  name,
  path: pathname,
  requests,
  connections,
  duration,
  memory,
}) {
  const latencies = [];
  const started = Date.now();
  const instance = autocannon({
    url: origin + (pathname ?? ''),
    headers: { host },
    connections,
    duration,
    ...(requests ? { requests } : {}),
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const ended = Date.now();
  // One more sample after the run settles: "after" is the server at rest again.
  await new Promise((r) => setTimeout(r, 1500));
  latencies.sort((a, b) => a - b);
  return {
    name,
    path: pathname ?? requests?.map((r) => r.path).join(' '),
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
    memory: memory ? memoryAround(memory(), started, ended) : null,
  };
}

/** A run's figures as ratios of the two references measured at the same connections. */
export function ratiosOf(row, rows) {
  const ref = (name) => rows.find((r) => r.name === name && r.connections === row.connections);
  const stat = ref(STATIC_FILE.name);
  const trivial = ref(TRIVIAL_ROUTE.name);
  const ratio = (a, b) => (a && b ? Number((a / b).toFixed(3)) : null);
  return {
    rps_vs_trivial: ratio(row.rps, trivial?.rps),
    rps_vs_static: ratio(row.rps, stat?.rps),
    p95_vs_trivial: ratio(row.p95Ms, trivial?.p95Ms),
    p95_vs_static: ratio(row.p95Ms, stat?.p95Ms),
  };
}

/** A markdown table of runs with their ratios and memory. */
export function table(rows) {
  const lines = [
    '| target | conn | req/s | p50 ms | p95 ms | p99 ms | bytes | ×trivial req/s | ×static req/s | ×trivial p95 | RSS MB before/peak/after | heap MB before/peak/after |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    const q = ratiosOf(r, rows);
    const m = r.memory ?? {};
    lines.push(
      `| ${r.name} | ${r.connections} | ${r.rps} | ${r.p50Ms} | ${r.p95Ms} | ${r.p99Ms} | ${r.bytesPerResponse} | ${q.rps_vs_trivial ?? '–'} | ${q.rps_vs_static ?? '–'} | ${q.p95_vs_trivial ?? '–'} | ${m.before_rss_mb}/${m.peak_rss_mb}/${m.after_rss_mb} | ${m.before_heap_mb}/${m.peak_heap_mb}/${m.after_heap_mb} |`,
    );
  }
  return lines.join('\n');
}

export function machine(pinned, loadAtStart) {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    pinned,
    // Other work on the machine skews the figures: the load average when the run began says how much.
    loadAverageAtStart: loadAtStart,
  };
}

/** Writes a run's figures (committed with the README's) in the repository's format, so lint stays clean. */
export function writeResult(file, result) {
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  spawnSync(path.join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', file], {
    stdio: 'ignore',
  });
}

/** A planned trip (London → Paris, three nights, two adults) on the site, so list and detail pages have one. */
export async function plannedTrip(origin, host) {
  const place = (name, id) => ({ name, id, geo_type: 'City', type: 'location' });
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const r = await send(origin, host, 'POST', '/api/v2/search_api', {
    json: {
      mode: 'travel_and_stay',
      origin: place('London, United Kingdom', 'city:2643743'),
      destination: [place('Paris, France', 'city:2988507')],
      start_date: start,
      nights: [3],
      rooms: [{ adults: 2, children: [], infants: 0 }],
      currency: 'EUR',
    },
  });
  if (r.status !== 200) throw new Error(`search_api answered ${r.status}: ${r.body.slice(0, 200)}`);
  return JSON.parse(r.body).package_id;
}
