import 'server-only';
import { createRateLimiter } from './limiter';
import { createMemoryStore } from './memory-store';
import { connectRedis, createRedisStore } from './redis-store';
import type { TRateLimitOptions, TRateLimitResult } from './types';

type Limiter = (key: string, opts: TRateLimitOptions) => Promise<TRateLimitResult>;
const g = globalThis as typeof globalThis & { __itineraRateLimiter?: Limiter };

function processLimiter(): Limiter {
  if (g.__itineraRateLimiter) return g.__itineraRateLimiter;
  const memory = createMemoryStore();
  const url = process.env.REDIS_URL;
  let warned = false;
  g.__itineraRateLimiter = url
    ? createRateLimiter(createRedisStore(connectRedis(url)), {
        store: memory,
        onStoreError: () => {
          if (!warned) console.error('[ratelimit] Redis unavailable; counting in memory meanwhile');
          warned = true;
        },
      })
    : createRateLimiter(memory);
  return g.__itineraRateLimiter;
}

/**
 * Counts one attempt on `key` (in this process's memory, or in Redis when REDIS_URL is set) and
 * says whether it is allowed. Keep personal data out of keys (policies hash the account part).
 */
export function rateLimit(key: string, opts: TRateLimitOptions): Promise<TRateLimitResult> {
  return processLimiter()(key, opts);
}

/** Forgets the process limiter (tests that change REDIS_URL). */
export function resetProcessLimiter(): void {
  g.__itineraRateLimiter = undefined;
}
