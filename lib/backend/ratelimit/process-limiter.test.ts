/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { closeProcessLimiters, rateLimit } from './process-limiter';

const g = globalThis as { __itineraRateLimiter?: unknown; __itineraRedis?: unknown };

// Like the Redis store's suite: runs when REDIS_URL names a Redis (CI), skipped (and counted) otherwise.
(process.env.REDIS_URL ? describe : describe.skip)('the process limiter on REDIS_URL', () => {
  it('counts in Redis, and its connection can be closed so it cannot keep the process alive', async () => {
    const key = `itinera:test:process:${randomBytes(6).toString('hex')}`;
    expect((await rateLimit(key, { limit: 1, windowMs: 2_000 })).ok).toBe(true);
    expect((await rateLimit(key, { limit: 1, windowMs: 2_000 })).ok).toBe(false);
    expect(g.__itineraRedis).toBeDefined();
    await closeProcessLimiters();
    expect(g.__itineraRateLimiter).toBeUndefined();
    expect(g.__itineraRedis).toBeUndefined();
  });
});
