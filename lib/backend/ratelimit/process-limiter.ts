import 'server-only';
import type Redis from 'ioredis';
import type { Db } from '@/lib/db/open';
import { createMemoryFailureStore, createRedisFailureStore, withFallback } from './failure-stores';
import type { FailureStore } from './failures';
import { createRateLimiter } from './limiter';
import { createMemoryStore } from './memory-store';
import { createPgFailureStore } from './pg-failure-store';
import { connectRedis, createRedisStore } from './redis-store';
import type { TRateLimitOptions, TRateLimitResult } from './types';

type Limiter = (key: string, opts: TRateLimitOptions) => Promise<TRateLimitResult>;
const g = globalThis as typeof globalThis & {
  __itineraRateLimiter?: Limiter;
  __itineraFailureStore?: FailureStore;
  /** A closure, not the client itself: test runners walk objects hung on the global. */
  __itineraRedis?: () => Redis;
};

/** One Redis connection per process for every limiter, when REDIS_URL is set. */
function sharedRedis(url: string): Redis {
  if (!g.__itineraRedis) {
    const client = connectRedis(url);
    g.__itineraRedis = () => client;
  }
  return g.__itineraRedis();
}

function processLimiter(): Limiter {
  if (g.__itineraRateLimiter) return g.__itineraRateLimiter;
  const memory = createMemoryStore();
  const url = process.env.REDIS_URL;
  let warned = false;
  g.__itineraRateLimiter = url
    ? createRateLimiter(createRedisStore(sharedRedis(url)), {
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

/** The PostgreSQL / PGlite stores, one per database handle. */
const pgStores = new WeakMap<Db, FailureStore>();

/**
 * The counters of failed attempts (sign-in, one-time codes, discount codes; lib/backend/ratelimit/failures.ts),
 * shared by every instance: in Redis when REDIS_URL is set (counting in memory while Redis is
 * unreachable), else in the database itself (attempt_counters) — never in one process's memory
 * alone, which several instances or a restart would multiply.
 */
export function attemptStore(db: Db): FailureStore {
  const url = process.env.REDIS_URL;
  if (url) {
    if (g.__itineraFailureStore) return g.__itineraFailureStore;
    let warned = false;
    g.__itineraFailureStore = withFallback(
      createRedisFailureStore(sharedRedis(url)),
      createMemoryFailureStore(),
      () => {
        if (!warned)
          console.error('[ratelimit] Redis unavailable; counting failed attempts in memory meanwhile');
        warned = true;
      },
    );
    return g.__itineraFailureStore;
  }
  let store = pgStores.get(db);
  if (!store) {
    store = createPgFailureStore(db);
    pgStores.set(db, store);
  }
  return store;
}

/** Forgets the process limiters (tests that change REDIS_URL). */
export function resetProcessLimiter(): void {
  g.__itineraRateLimiter = undefined;
  g.__itineraFailureStore = undefined;
}

/** Closes the shared Redis connection, if one was opened (a test file's end: it would keep jest alive). */
export async function closeProcessLimiters(): Promise<void> {
  const redis = g.__itineraRedis?.();
  resetProcessLimiter();
  g.__itineraRedis = undefined;
  if (redis) await redis.quit().catch(() => redis.disconnect());
}
