import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createThrowawayDatabase } from '../support/test-db';
import { E2E_PORT } from './support';
import { ReadmeServer } from './support/readme-server';

/**
 * Two instances of one deployment (issue 10): two production servers on one fresh PostgreSQL
 * database, both started at the same moment without SESSION_SECRET. They race to migrate, seed and
 * generate the secret; they must end with one secret, so a session cookie issued by either is
 * accepted by the other. Runs where the run has a PostgreSQL server (DATABASE_URL, as CI sets it).
 * Where it also has Redis (REDIS_URL, as CI sets it), both use it: a site published through one is
 * fresh on the other within a second (issue 34). Then the database is dumped and restored into an
 * empty one, as docs/operations.md says, and a third server serves it; last, one is stopped with
 * requests in flight.
 */

const baseUrl = process.env.DATABASE_URL;
test.skip(!baseUrl, 'needs a PostgreSQL server (DATABASE_URL)');
const redisUrl = process.env.REDIS_URL?.trim() || null;

test.describe.configure({ mode: 'serial' });

let database: { url: string; drop: () => Promise<void> } | null = null;
const dataDirs: string[] = [];
const servers: ReadmeServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createThrowawayDatabase(baseUrl as string);
  for (const offset of [8, 9]) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-shared-'));
    dataDirs.push(dir);
    const env = { DATA_DIR: dir, DATABASE_URL: database.url, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    servers.push(new ReadmeServer(E2E_PORT + offset, env));
  }
  for (const s of servers) s.start(); // at the same moment
  await Promise.all(servers.map((s) => s.ready(150_000)));
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await database?.drop();
});

test('two servers started together without SESSION_SECRET accept each other’s session cookie', async () => {
  const [a, b] = servers as [ReadmeServer, ReadmeServer];
  // Exactly one of them generated the secret.
  const generated = servers.filter((s) =>
    s.log.includes('SESSION_SECRET is not set: generated a random secret'),
  );
  expect(generated).toHaveLength(1);

  const fromA = await a.signIn('demo', 'consumer@wanderlight.example', 'Wanderlight-demo-1');
  expect(await a.signedIn('demo', fromA)).toBe(true);
  expect(await b.signedIn('demo', fromA)).toBe(true);

  const fromB = await b.signIn('b2b', 'admin@meridian.example', 'Meridian-admin-1');
  expect(await a.signedIn('b2b', fromB)).toBe(true);

  // And a forged cookie is accepted by neither.
  expect(await b.signedIn('demo', 'itinera_session=forged')).toBe(false);
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

test('with Redis, a site published through one instance is fresh on the other within a second', async () => {
  test.skip(!redisUrl, 'needs Redis (REDIS_URL)');
  const [a, b] = servers as [ReadmeServer, ReadmeServer];
  // Both have rendered and cached the b2b home.
  for (const s of [a, b]) expect((await s.call('b2b', 'GET', '/search/trips')).status).toBe(200);
  const cookie = await a.signIn('b2b', 'admin@meridian.example', 'Meridian-admin-1');
  const site = (await a.call('b2b', 'GET', '/api/api/console/site', { cookie })).json().data;
  const title = `Meridian ${Date.now().toString(36)}`;
  const published = await a.call('b2b', 'POST', '/api/api/console/site/publish', {
    cookie,
    body: { base_version: site.version, config: { ...site.config, browser_tab_header: title } },
  });
  expect(published.status).toBe(200);
  const since = Date.now();
  let seen: string | null = null;
  while (Date.now() - since < 1_000 && seen !== title)
    seen = titleOf((await b.call('b2b', 'GET', '/search/trips')).text());
  expect(seen).toBe(title);
});

test('with Redis, a page one instance rendered is served by the other without rendering it', async () => {
  test.skip(!redisUrl, 'needs Redis (REDIS_URL)');
  const [a, b] = servers as [ReadmeServer, ReadmeServer];
  const reads = async (s: ReadmeServer, result: 'miss' | 'shared') => {
    const metrics = (await s.call('demo', 'GET', '/metrics')).text();
    const line = new RegExp(`^next_cache_reads_total\\{kind="app_page",result="${result}"\\} (\\d+)$`, 'm');
    return Number(line.exec(metrics)?.[1] ?? 0);
  };
  // Both serve from one build folder, where the run's other servers (without Redis) may have left
  // pages they rendered: take a page a has no copy of (a renders it: a miss), so b has none either.
  const pages = [
    '/terms',
    '/privacy_policy',
    '/about_us',
    '/holidays',
    '/contact-us',
    '/fr/terms',
    '/de/terms',
  ];
  let page: string | null = null;
  let first = null as Awaited<ReturnType<ReadmeServer['call']>> | null;
  for (const candidate of pages) {
    const missed = await reads(a, 'miss');
    first = await a.call('demo', 'GET', candidate);
    expect(first.status).toBe(200);
    if ((await reads(a, 'miss')) > missed) {
      page = candidate;
      break;
    }
  }
  if (!page || !first) throw new Error('every candidate page had a copy in the build folder already');
  const before = await reads(b, 'shared');
  // a writes its copy to Redis as it answers (not waited for): give it a moment to land.
  await new Promise((r) => setTimeout(r, 300));
  const second = await b.call('demo', 'GET', page);
  expect(second.status).toBe(200);
  expect(await reads(b, 'shared')).toBeGreaterThan(before);
  expect(titleOf(second.text())).toBe(titleOf(first.text()));
});

test('with Redis, hotels uploaded through one instance are found at once by the other’s search', async () => {
  test.skip(!redisUrl, 'needs Redis (REDIS_URL)');
  const [a, b] = servers as [ReadmeServer, ReadmeServer];
  const cookie = await a.signIn('b2b', 'admin@meridian.example', 'Meridian-admin-1');
  const search = () => b.call('b2b', 'GET', '/api/auto_complete?text=Alfama%20Cluster&mode=4', { cookie });
  // b has its index of the site's inventory (refreshed by itself only every 30 s). Mode 4: hotels.
  expect((await search()).status).toBe(200);
  expect((await search()).text()).not.toContain('Alfama Cluster Hotel');
  const csv = [
    'code,name,city,country_code,lat,lon,stars,popularity,image_url,description,address,images,source',
    'E2E-CL-1,Alfama Cluster Hotel,Lisbon,PT,38.7114,-9.1300,4,70,,"Terrace over the river.","Rua 1, Lisbon",,offline',
  ].join('\n');
  const uploaded = await a.call('b2b', 'POST', '/api/api/console/inventory/hotels', { cookie, csv });
  expect(uploaded.status).toBe(200);
  const since = Date.now();
  let found = false;
  while (!found && Date.now() - since < 3_000)
    found = (await search()).text().includes('Alfama Cluster Hotel');
  expect(found).toBe(true);
});

test('a dump restored into an empty database serves the same sites and keeps the sessions', async () => {
  test.skip(spawnSync('pg_dump', ['--version']).status !== 0, 'needs pg_dump and pg_restore');
  test.setTimeout(180_000);
  const a = servers[0] as ReadmeServer;
  const cookie = await a.signIn('demo', 'consumer@wanderlight.example', 'Wanderlight-demo-1');
  const adminCookie = await a.signIn('b2b', 'admin@meridian.example', 'Meridian-admin-1');
  // The b2b site's tab title, as the publish above left it.
  const title = titleOf((await a.call('b2b', 'GET', '/search/trips', { cookie: adminCookie })).text()) ?? '';
  expect(title).toMatch(/^Meridian \S+/);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-restore-'));
  dataDirs.push(dir);
  const dump = path.join(dir, 'itinera.dump');
  const dumped = spawnSync('pg_dump', [
    '--format=custom',
    '--no-owner',
    `--file=${dump}`,
    database?.url ?? '',
  ]);
  expect(dumped.status, String(dumped.stderr)).toBe(0);
  const restored = await createThrowawayDatabase(baseUrl as string);
  try {
    const loaded = spawnSync('pg_restore', ['--no-owner', `--dbname=${restored.url}`, dump]);
    expect(loaded.status, String(loaded.stderr)).toBe(0);
    const c = new ReadmeServer(E2E_PORT + 10, { DATA_DIR: dir, DATABASE_URL: restored.url });
    c.start();
    try {
      await c.ready(150_000);
      // The restored server generated no secret of its own: the dump's signs the old sessions.
      expect(c.log).not.toContain('SESSION_SECRET is not set: generated');
      expect(await c.signedIn('demo', cookie)).toBe(true);
      // The same sites: each one's configuration as the restored database holds it. (Not a page: the
      // servers of a run share one build folder, where one without Redis may have left its own.)
      for (const site of ['demo', 'b2b']) {
        const [before, after] = await Promise.all(
          [a, c].map(async (s) =>
            (await s.call(site, 'GET', '/api/api/b2b/webconfig/', { cookie: adminCookie })).text(),
          ),
        );
        expect(after).toBe(before);
        expect(after).toContain(site === 'b2b' ? title : 'Wanderlight');
      }
    } finally {
      expect(await c.stop()).toBe(0);
    }
  } finally {
    await restored.drop();
  }
});

test('SIGTERM with requests in flight: each is answered, the instance exits 0', async () => {
  const b = servers[1] as ReadmeServer;
  // Trip searches (each new, so each is planned): once the first is answered, the others are still
  // being worked on when the signal comes.
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });
  const first = 120 + (Date.now() % 150);
  const searches = Array.from({ length: 10 }, (_, i) =>
    b.call('demo', 'POST', '/api/v2/search_api', {
      body: {
        mode: 'travel_and_stay',
        origin: place('London, United Kingdom', 'city:2643743'),
        destination: [place('Paris, France', 'city:2988507'), place('Rome, Italy', 'city:3169070')],
        start_date: day(first + i),
        nights: [3, 4],
        rooms: [{ adults: 2, children: [], infants: 0 }],
        currency: 'GBP',
      },
    }),
  );
  await Promise.race(searches);
  const exit = b.stop();
  const answers = await Promise.allSettled(searches);
  expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.status : String(a.reason)))).toEqual(
    Array(10).fill(200),
  );
  expect(await exit).toBe(0);
  const inFlight = Number(/\[itinera\] stopping: (\d+) request/.exec(b.log)?.[1]);
  expect(inFlight).toBeGreaterThan(0);
  expect(b.log).toMatch(
    /\[itinera\] stopped in \d+ ms: every request finished; \d+ job\(s\) handed back to the queue; database closed/,
  );
});
