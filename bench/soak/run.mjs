#!/usr/bin/env node
// Soak run (issue 16): ten minutes of mixed traffic against a production server on the embedded
// default, reading the server's memory each second (MEMORY_SAMPLE_FILE, lib/ops/memory-samples.ts).
//
//   npm run bench:soak      (BENCH_SOAK_SECONDS=600, BENCH_SOAK_CLIENTS=16, BENCH_PORT=3240)
//
// The mix: tenant pages (home, organised packages, about, a planned trip's list and detail),
// autocomplete with ever-changing prefixes, trip searches through the planner, PDF requests for a
// planned trip, and sign-ins with the demo consumer. It passes when the resident set stays at or
// under 512 MB and does not grow over the second half (the last five minutes of a full run).
// Writes bench/soak/last.json and prints a table, a minute a row.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, machine, startServer, waitUntilServed, writeResult } from '../lib/load.mjs';

const PORT = Number(process.env.BENCH_PORT || 3240);
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS || 600);
const CLIENTS = Number(process.env.BENCH_SOAK_CLIENTS || 16);
const DIST = process.env.BENCH_DIST_DIR || '.next-bench';
const RSS_LIMIT_MB = 512;
/** Growth over the second half that still counts as flat: the noise of one collection. */
const FLAT_MB = 16;

const HOST = `demo.localhost:${PORT}`;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONSUMER = { email: 'consumer@wanderlight.example', password: 'Wanderlight-demo-1' };
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function request(method, pathname, json) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve) => {
    const req = http.request(
      `${ORIGIN}${pathname}`,
      {
        method,
        agent,
        headers: {
          host: HOST,
          origin: `http://${HOST}`,
          ...(body
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', (err) => resolve({ status: 0, body: err.message }));
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const DESTINATIONS = [
  ['Paris, France', 'city:2988507'],
  ['Rome, Italy', 'city:3169070'],
  ['Barcelona, Spain', 'city:3128760'],
  ['Amsterdam, Netherlands', 'city:2759794'],
];
const WORDS = [
  'paris',
  'london',
  'rome',
  'barcelona',
  'amsterdam',
  'munich',
  'zurich',
  'tokyo',
  'bali',
  'goa',
  'new york',
  'san francisco',
  'dubai',
  'sydney',
  'lisbon',
  'vienna',
  'prague',
  'berlin',
  'madrid',
  'athens',
];

function tripSearch() {
  const [name, id] = pick(DESTINATIONS);
  const start = new Date(Date.now() + (30 + Math.floor(Math.random() * 120)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return {
    mode: 'travel_and_stay',
    origin: { name: 'London, United Kingdom', id: 'city:2643743', geo_type: 'City', type: 'location' },
    destination: [{ name, id, geo_type: 'City', type: 'location' }],
    start_date: start,
    nights: [2 + Math.floor(Math.random() * 4)],
    rooms: [{ adults: 1 + Math.floor(Math.random() * 3), children: [], infants: 0 }],
    currency: pick(['EUR', 'GBP', 'USD']),
  };
}

async function main() {
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  ensureBuild(DIST);
  const run = startServer({ distDir: DIST, port: PORT });
  const counts = {};
  const count = (action, status) => {
    counts[action] ??= { ok: 0, failed: 0, statuses: {} };
    const c = counts[action];
    if (status >= 200 && status < 400) c.ok++;
    else {
      c.failed++;
      c.statuses[status] = (c.statuses[status] ?? 0) + 1;
    }
  };
  try {
    await waitUntilServed(run.server, ORIGIN, HOST, '/search/trips');
    const planned = [];
    const first = await request('POST', '/api/v2/search_api', tripSearch());
    if (first.status !== 200)
      throw new Error(`search_api answered ${first.status}: ${first.body.slice(0, 200)}`);
    planned.push(JSON.parse(first.body).package_id);

    const ACTIONS = [
      [
        30,
        'page',
        () =>
          request(
            'GET',
            pick([
              '/search/trips',
              '/static_package/list',
              '/about_us',
              `/list/${pick(planned)}`,
              `/detail/${pick(planned)}?index=0`,
            ]),
          ),
      ],
      [
        40,
        'autocomplete',
        () => {
          const word = pick(WORDS);
          const text = encodeURIComponent(word.slice(0, 1 + Math.floor(Math.random() * word.length)));
          return request('GET', `/api/auto_complete?text=${text}&mode=${pick([1, 1, 1, 2, 3])}`);
        },
      ],
      [
        10,
        'planner',
        async () => {
          const r = await request('POST', '/api/v2/search_api', tripSearch());
          if (r.status === 200 && planned.length < 50) planned.push(JSON.parse(r.body).package_id);
          return r;
        },
      ],
      [
        8,
        'pdf',
        () =>
          request('POST', '/api/api/pdf/generate/', {
            type: 'package_detail',
            data: { package_id: pick(planned), index: 0 },
          }),
      ],
      [12, 'sign-in', () => request('POST', '/api/api/auth/api/v1/user/authenticate', CONSUMER)],
    ];
    const total = ACTIONS.reduce((n, [w]) => n + w, 0);
    const choose = () => {
      let r = Math.random() * total;
      for (const a of ACTIONS) {
        r -= a[0];
        if (r < 0) return a;
      }
      return ACTIONS[0];
    };

    const started = Date.now();
    const until = started + SECONDS * 1000;
    console.log(`Soaking for ${SECONDS} s with ${CLIENTS} clients…`);
    const progress = setInterval(() => {
      const s = run.samples().at(-1);
      if (s)
        console.log(
          `${Math.round((Date.now() - started) / 1000)} s: RSS ${(s.rss / 1e6).toFixed(0)} MB, heap ${(s.heapUsed / 1e6).toFixed(0)} MB`,
        );
    }, 60_000);
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < until) {
          const [, name, act] = choose();
          const r = await act();
          count(name, r.status);
        }
      }),
    );
    clearInterval(progress);
    await new Promise((r) => setTimeout(r, 3000));

    const samples = run.samples().filter((s) => s.at >= started);
    const minutes = [];
    for (let m = 0; m * 60_000 < SECONDS * 1000; m++) {
      const inMinute = samples.filter(
        (s) => s.at >= started + m * 60_000 && s.at < started + (m + 1) * 60_000,
      );
      if (!inMinute.length) continue;
      const avg = (k) => Math.round(inMinute.reduce((n, s) => n + s[k], 0) / inMinute.length / 1e5) / 10;
      const max = (k) => Math.round(Math.max(...inMinute.map((s) => s[k])) / 1e5) / 10;
      minutes.push({
        minute: m + 1,
        rss_avg_mb: avg('rss'),
        rss_max_mb: max('rss'),
        heap_avg_mb: avg('heapUsed'),
        heap_max_mb: max('heapUsed'),
        heap_total_avg_mb: avg('heapTotal'),
        // WebAssembly memory (the embedded PGlite) and Buffers count here.
        external_avg_mb: avg('external'),
      });
    }
    const half = Math.floor(minutes.length / 2);
    const secondHalf = minutes.slice(half);
    const peakMb = Math.max(...minutes.map((m) => m.rss_max_mb));
    const growthMb =
      secondHalf.length >= 2
        ? Math.round((secondHalf.at(-1).rss_avg_mb - secondHalf[0].rss_avg_mb) * 10) / 10
        : null;
    const result = {
      date: new Date().toISOString(),
      machine: machine(run.pinned, loadAtStart),
      seconds: SECONDS,
      clients: CLIENTS,
      requests: counts,
      minutes,
      peak_rss_mb: peakMb,
      second_half_growth_mb: growthMb,
      passed: peakMb <= RSS_LIMIT_MB && growthMb !== null && growthMb <= FLAT_MB,
    };
    writeResult(path.join(import.meta.dirname, 'last.json'), result);
    console.log(
      '| minute | RSS avg MB | RSS max MB | heap used avg MB | heap used max MB | heap total avg MB | external avg MB |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|');
    for (const m of minutes)
      console.log(
        `| ${m.minute} | ${m.rss_avg_mb} | ${m.rss_max_mb} | ${m.heap_avg_mb} | ${m.heap_max_mb} | ${m.heap_total_avg_mb} | ${m.external_avg_mb} |`,
      );
    console.log(`\nrequests: ${JSON.stringify(counts)}`);
    console.log(
      `peak RSS ${peakMb} MB (limit ${RSS_LIMIT_MB}); second-half growth ${growthMb} MB (flat within ${FLAT_MB})`,
    );
    if (!result.passed) process.exitCode = 1;
  } finally {
    await run.stop();
    agent.destroy();
  }
}

main().catch((err) => {
  console.error(`bench:soak failed: ${err.message}`);
  process.exit(1);
});
