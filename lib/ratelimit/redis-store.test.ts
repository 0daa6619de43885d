/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createRateLimiter } from './limiter';
import { createRedisStore } from './redis-store';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function reachable(): Promise<Redis | null> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    connectTimeout: 1000,
  });
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return null;
  }
}

describe('rate limits in Redis', () => {
  let client: Redis | null = null;
  const prefix = `itinera:test:${Date.now()}:${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    client = await reachable();
  });
  afterAll(async () => {
    if (!client) return;
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    client.disconnect();
  });

  it('counts across limiter instances sharing one Redis, with an expiry', async () => {
    if (!client) {
      console.warn(`Redis unreachable at ${REDIS_URL}: suite skipped`);
      return;
    }
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
});
