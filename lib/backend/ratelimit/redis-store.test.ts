/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createRedisFailureStore } from './failure-stores';
import { createRateLimiter } from './limiter';
import { connectRedis, createRedisStore } from './redis-store';

/**
 * Runs against the Redis that REDIS_URL names (.ci/run starts the machine's and sets it). Configured
 * but unreachable is a failure, never a pass; not configured at all, the suite is skipped and says so.
 */
const REDIS_URL = process.env.REDIS_URL?.trim() || null;

function connect(url: string): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  return client
    .connect()
    .then(() => client.ping())
    .then(() => client)
    .catch((err: unknown) => {
      client.disconnect();
      throw new Error(`REDIS_URL is set but Redis does not answer at ${url}: ${String(err)}`);
    });
}

const describeRedis = REDIS_URL ? describe : describe.skip;

describeRedis('rate limits in Redis (REDIS_URL)', () => {
  let client: Redis;
  const prefix = `itinera:test:${Date.now()}:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    client = await connect(REDIS_URL as string);
  });
  afterAll(async () => {
    if (!client) return;
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  });

  it('counts across limiter instances sharing one Redis, with an expiry', async () => {
    const a = createRateLimiter(createRedisStore(client, { prefix }));
    const b = createRateLimiter(createRedisStore(client, { prefix }));
    const opts = { limit: 2, windowMs: 5_000 };
    expect((await a('login:ip:1.1.1.1', opts)).remaining).toBe(1);
    expect((await b('login:ip:1.1.1.1', opts)).remaining).toBe(0);
    const refused = await a('login:ip:1.1.1.1', opts);
    expect(refused.ok).toBe(false);
    expect(refused.retryAfterSec).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSec).toBeLessThanOrEqual(5);
    const ttl = await client.pttl(`${prefix}login:ip:1.1.1.1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
    expect((await a('login:ip:2.2.2.2', opts)).ok).toBe(true);
  });

  it('keeps failed sign-in counters across instances, forgets them after the window, clears on request', async () => {
    if (!client) {
      console.warn(`Redis unreachable at ${REDIS_URL}: suite skipped`);
      return;
    }
    const a = createRedisFailureStore(client, { prefix });
    const b = createRedisFailureStore(client, { prefix });
    const now = Date.now();
    expect(await a.get('fail:acct:x', now)).toBeNull();
    await a.add('fail:acct:x', 5_000, now);
    const second = await b.add('fail:acct:x', 5_000, now + 10);
    expect(second.failures).toBe(2);
    expect(second.expiresAt).toBeGreaterThan(now);
    expect(second.expiresAt).toBeLessThanOrEqual(now + 10 + 5_000);
    expect(await a.get('fail:acct:x', now + 20)).toMatchObject({ failures: 2, lastAt: now + 10 });
    await b.clear('fail:acct:x');
    expect(await a.get('fail:acct:x', now + 30)).toBeNull();
  });

  it('counts the first attempts after a start in Redis too: they wait for the first connection', async () => {
    const fresh = connectRedis(REDIS_URL as string);
    try {
      // No fallback: a store failure would throw here.
      const limit = createRateLimiter(createRedisStore(fresh, { prefix }));
      // Sent at once, before the new client has connected.
      const results = await Promise.all(
        [1, 2, 3].map(() => limit('login:ip:3.3.3.3', { limit: 5, windowMs: 5_000 })),
      );
      expect(results.map((r) => r.remaining).sort()).toEqual([2, 3, 4]);
      expect(await client.get(`${prefix}login:ip:3.3.3.3`)).toBe('3');
    } finally {
      fresh.disconnect();
    }
  });

  it('with Redis gone, an attempt fails within seconds rather than waiting for it', async () => {
    const gone = connectRedis('redis://127.0.0.1:1');
    gone.on('error', () => {});
    try {
      const started = Date.now();
      await expect(createRedisStore(gone, { prefix }).hit('login:ip:4.4.4.4', 5_000)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      gone.disconnect();
    }
  });
});
