/** @jest-environment node */
import { REMOTE_EXPIRY_HOOK } from './tag-bus.mjs';

/**
 * Two instances in one test: each copy of the handler is loaded in its own module registry, so each
 * has its own Next cache (memory store and tag manifest), as two processes would. Runs against the
 * Redis that REDIS_URL names (.ci/run starts the machine's and sets it); without it, only the
 * stand-alone case runs.
 */
type Entry = {
  kind: 'FETCH';
  data: { headers: object; body: string; status: number; url: string };
  revalidate: number;
};
interface CacheHandler {
  get(key: string, ctx: { kind: 'FETCH'; tags: string[] }): Promise<{ value: Entry } | null>;
  set(key: string, data: Entry, ctx: { fetchCache: true; tags: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

// Unique per run: other suites may expire tags on the same Redis at the same time.
const TAG = `site-config:handler-test-${process.pid}-${Date.now()}`;
const KEY = `site-config-demo-${process.pid}-${Date.now()}`;

type Instance = CacheHandler & { close: () => Promise<void> };
const started: Instance[] = [];

function startInstance(): Instance {
  let module!: { default: new (ctx: object) => CacheHandler; closeSharedTags: () => Promise<void> };
  jest.isolateModules(() => {
    module = require('./shared-tags-cache-handler.mjs');
  });
  const handler = new module.default({
    maxMemoryCacheSize: 4 * 1024 * 1024,
    flushToDisk: false,
    revalidatedTags: [],
    dev: false,
  });
  const instance = Object.assign(handler, { close: module.closeSharedTags });
  started.push(instance);
  return instance;
}

async function cacheConfig(instance: CacheHandler, body: string) {
  const entry: Entry = { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 300 };
  await instance.set(KEY, entry, { fetchCache: true, tags: [TAG] });
}

const cached = async (instance: CacheHandler) =>
  (await instance.get(KEY, { kind: 'FETCH', tags: [TAG] }))?.value.data.body ?? null;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function within(ms: number, check: () => Promise<boolean>) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await pause(10);
  }
  return true;
}

const REDIS_URL = process.env.REDIS_URL?.trim() || null;
const saved = process.env.REDIS_URL;
afterEach(async () => {
  process.env.REDIS_URL = saved;
  delete (globalThis as unknown as Record<symbol, unknown>)[REMOTE_EXPIRY_HOOK];
  await Promise.all(started.splice(0).map((instance) => instance.close()));
});

it('counts its reads, hits and misses, for /metrics', async () => {
  delete process.env.REDIS_URL;
  let metrics!: () => Promise<string>;
  let module!: { default: new (ctx: object) => CacheHandler };
  jest.isolateModules(() => {
    module = require('./shared-tags-cache-handler.mjs');
    const { register } = require('prom-client');
    metrics = () => register.metrics();
  });
  const handler = new module.default({
    maxMemoryCacheSize: 4 * 1024 * 1024,
    flushToDisk: false,
    revalidatedTags: [],
    dev: false,
  });
  expect(await cached(handler)).toBeNull();
  await cacheConfig(handler, 'x');
  expect(await cached(handler)).toBe('x');
  expect(await cached(handler)).toBe('x');
  const text = await metrics();
  expect(text).toContain('next_cache_reads_total{kind="fetch",result="miss"} 1');
  expect(text).toContain('next_cache_reads_total{kind="fetch",result="hit"} 2');
});

it('without REDIS_URL it is Next’s own cache: an expiry stays on the instance that made it', async () => {
  delete process.env.REDIS_URL;
  const [a, b] = [startInstance(), startInstance()];
  await cacheConfig(a, 'old');
  await cacheConfig(b, 'old');
  await pause(5);
  await a.revalidateTag(TAG, { expire: 0 });
  expect(await cached(a)).toBeNull();
  await pause(200);
  expect(await cached(b)).toBe('old');
});

(REDIS_URL ? it : it.skip)(
  'with REDIS_URL, a site expired on one instance is expired on the others within a second',
  async () => {
    const [a, b, c] = [startInstance(), startInstance(), startInstance()];
    // The listeners subscribe asynchronously: wait until a throw-away expiry travels from a to b and c.
    const warm = {
      kind: 'FETCH',
      data: { headers: {}, body: 'w', status: 200, url: '' },
      revalidate: 300,
    } as const;
    const warmTag = `${TAG}:warm-up`;
    const warmGone = async (instance: CacheHandler) =>
      (await instance.get('warm', { kind: 'FETCH', tags: [warmTag] })) === null;
    const warmUp = async () => {
      for (const instance of [b, c]) await instance.set('warm', warm, { fetchCache: true, tags: [warmTag] });
      await pause(2);
      await a.revalidateTag(warmTag);
      return within(100, async () => (await warmGone(b)) && (await warmGone(c)));
    };
    expect(await within(3000, warmUp)).toBe(true);
    for (const instance of [a, b, c]) await cacheConfig(instance, 'old');
    // The application's hook runs on b and c before the tag expires there: while it works, the old
    // entry is still what they hold.
    let hookCalls = 0;
    (globalThis as unknown as Record<symbol, unknown>)[REMOTE_EXPIRY_HOOK] = async (tags: string[]) => {
      if (!tags.includes(TAG)) return;
      hookCalls++;
      await pause(300);
    };
    await pause(5);
    const sent = Date.now();
    await a.revalidateTag(TAG, { expire: 0 });
    expect(await cached(a)).toBeNull();
    expect(await within(250, async () => hookCalls === 2)).toBe(true);
    expect([await cached(b), await cached(c)]).toEqual(['old', 'old']);
    expect(await within(1000, async () => (await cached(b)) === null && (await cached(c)) === null)).toBe(
      true,
    );
    expect(Date.now() - sent).toBeLessThan(1000);
    // What is cached after the expiry (the new configuration) stays cached everywhere.
    for (const instance of [a, b, c]) await cacheConfig(instance, 'new');
    await pause(200);
    expect(await Promise.all([a, b, c].map(cached))).toEqual(['new', 'new', 'new']);
  },
);

(REDIS_URL ? it : it.skip)(
  'with REDIS_URL, what one instance cached is served by another that has no copy, until its tag expires',
  async () => {
    const a = startInstance();
    await cacheConfig(a, 'rendered once');
    // A second instance, started later: nothing of its own, the shared copy from Redis.
    const b = startInstance();
    expect(await within(1000, async () => (await cached(b)) === 'rendered once')).toBe(true);
    await pause(5);
    await a.revalidateTag(TAG, { expire: 0 });
    // A third instance starting now never heard the expiry on the bus: the shared copy is expired
    // in Redis all the same.
    const c = startInstance();
    expect(await cached(c)).toBeNull();
  },
);
