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
import pg from 'pg';
import { ensureBuild, get, machine, send, startServer, waitUntilServed, writeResult } from '../lib/load.mjs';

const PORT = Number(process.env.BENCH_PORT || 3260);
const DIST = process.env.BENCH_DIST_DIR || '.next-bench';
const SERVER_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@meridian.example', password: 'Meridian-admin-1' };
/** How long the run without the bus watches the second instance before calling it stale. */
const STALE_WATCH_MS = 5000;
const TARGET_MS = 1000;

const host = (port) => `b2b.localhost:${port}`;
const origin = (port) => `http://127.0.0.1:${port}`;

async function withDatabase(name, run) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

async function signIn(port) {
  const r = await send(origin(port), host(port), 'POST', '/api/api/auth/api/v1/user/authenticate', {
    json: ADMIN,
  });
  const cookie = [r.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (r.status !== 200 || !cookie) throw new Error(`sign-in answered ${r.status}`);
  return cookie;
}

async function publishTitle(port, cookie, title) {
  const site = await get(origin(port), host(port), '/api/api/console/site', { cookie });
  if (site.status !== 200) throw new Error(`console site answered ${site.status}`);
  const { version, config } = JSON.parse(site.body).data;
  const r = await send(origin(port), host(port), 'POST', '/api/api/console/site/publish', {
    json: { base_version: version, config: { ...config, browser_tab_header: title } },
    headers: { cookie },
  });
  if (r.status !== 200) throw new Error(`publish answered ${r.status}: ${r.body.slice(0, 300)}`);
}

/** Milliseconds until the instance's home page carries `title`, or null after `limitMs`. */
async function msUntilTitle(port, title, since, limitMs) {
  while (Date.now() - since < limitMs) {
    const r = await get(origin(port), host(port), '/search/trips');
    if (titleOf(r.body) === title) return Date.now() - since;
    await new Promise((res) => setTimeout(res, 20));
  }
  return null;
}

async function scenario(label, redisUrl, dbName) {
  return withDatabase(dbName, async (databaseUrl) => {
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
        const cookie = await signIn(portA);
        const title = `Meridian ${Date.now().toString(36)}`;
        const since = Date.now();
        await publishTitle(portA, cookie, title);
        const published_ms = Date.now() - since;
        const limit = redisUrl ? 10_000 : STALE_WATCH_MS;
        const [onA, onB] = await Promise.all([
          msUntilTitle(portA, title, since, limit),
          msUntilTitle(portB, title, since, limit),
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
