import { rateLimit } from '@/lib/backend/ratelimit/process-limiter';

/**
 * With REDIS_URL set, the process limiter's first count opens the Redis connection and is counted
 * in memory meanwhile, so a suite that counts up to a limit would see one count fewer in Redis.
 * Opens it before the suite counts anything; without REDIS_URL it only counts one throwaway key.
 */
export async function warmRateLimiter(): Promise<void> {
  await rateLimit('test:warm-up', { limit: 1, windowMs: 1_000 });
  const redis = (globalThis as { __itineraRedis?: () => import('ioredis').default }).__itineraRedis?.();
  if (redis && redis.status !== 'ready') await new Promise((ready) => redis.once('ready', ready));
}
