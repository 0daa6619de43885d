#!/usr/bin/env node
// Several instances, one deployment (issue 34 item 1): two production servers on one PostgreSQL and
// one Redis; the b2b site's admin publishes a new browser-tab title through the first, and this
// measures how long until the second serves it. Run once with REDIS_URL (the cache-tag bus,
// lib/cache/tag-bus.mjs) and once without it, for the contrast: alone, the second instance keeps its
// cached page until SITE_CONFIG_TTL (300 s) runs out.
//
//   npm run bench:instances   (needs PostgreSQL: DATABASE_URL or postgres://postgres@127.0.0.1:5432/test;
//                              Redis: REDIS_URL or redis://127.0.0.1:6379; BENCH_PORT=3260)
//
// Each run gets a database of its own, dropped at the end. Writes bench/instances/last.json.
import os from 'node:os';
import path from 'node:path';
import {
  B2B_ADMIN,
  LOCAL_POSTGRES,
  LOCAL_REDIS,
  msUntilTitle,
  publishTitle,
  signIn,
  withDatabase,
} from '../lib/instances.mjs';
import { ensureBuild, get, machine, startServer, waitUntilServed, writeResult } from '../lib/load.mjs';

const PORT = Number(process.env.BENCH_PORT || 3260);
const DIST = process.env.BENCH_DIST_DIR || '.next-bench';
const SERVER_URL = process.env.DATABASE_URL?.trim() || LOCAL_POSTGRES;
const REDIS_URL = process.env.REDIS_URL?.trim() || LOCAL_REDIS;
/** How long the run without the bus watches the second instance before calling it stale. */
const STALE_WATCH_MS = 5000;
const TARGET_MS = 1000;

const host = (port) => `b2b.localhost:${port}`;
const origin = (port) => `http://127.0.0.1:${port}`;

async function scenario(label, redisUrl, dbName) {
  return withDatabase(SERVER_URL, dbName, async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl ?? '', AUTOCOMPLETE_WARMUP: 'off' };
    const [portA, portB] = [PORT, PORT + 1];
    // The first start migrates and seeds the database; the second finds it ready.
    const a = startServer({ distDir: DIST, port: portA, env });
    try {
      await waitUntilServed(a.server, origin(portA), host(portA), '/search/trips');
      const b = startServer({ distDir: DIST, port: portB, env });
      try {
        await waitUntilServed(b.server, origin(portB), host(portB), '/search/trips');
        // Both have rendered and cached the home page with the old configuration.
        await get(origin(portA), host(portA), '/search/trips');
        await get(origin(portB), host(portB), '/search/trips');
        const cookie = await signIn(origin(portA), host(portA), B2B_ADMIN);
        const title = `Meridian ${Date.now().toString(36)}`;
        const since = Date.now();
        await publishTitle(origin(portA), host(portA), cookie, title);
        const published_ms = Date.now() - since;
        const limit = redisUrl ? 10_000 : STALE_WATCH_MS;
        const [onA, onB] = await Promise.all([
          msUntilTitle(origin(portA), host(portA), title, since, limit),
          msUntilTitle(origin(portB), host(portB), title, since, limit),
        ]);
        const row = { label, published_ms, first_instance_ms: onA, second_instance_ms: onB };
        console.log(
          `${label.padEnd(28)} publish ${published_ms} ms · first instance ${onA ?? 'stale'} ms · second instance ${
            onB === null ? `still the old title after ${limit / 1000} s` : `${onB} ms`
          }`,
        );
        return row;
      } finally {
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  });
}

async function main() {
  process.env.BENCH_PIN = '0';
  ensureBuild(DIST);
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const shared = await scenario('two instances, Redis bus', REDIS_URL, `itinera_instances_bus_${tag}`);
  const alone = await scenario('two instances, no Redis', null, `itinera_instances_alone_${tag}`);
  const pass = shared.second_instance_ms !== null && shared.second_instance_ms <= TARGET_MS;
  writeResult(path.join(import.meta.dirname, 'last.json'), {
    machine: machine('not pinned', os.loadavg()[0]),
    cores: os.availableParallelism(),
    target_ms: TARGET_MS,
    runs: [shared, alone],
    pass,
  });
  console.log(pass ? `PASS: the second instance within ${TARGET_MS} ms` : 'FAIL');
  process.exit(pass ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
