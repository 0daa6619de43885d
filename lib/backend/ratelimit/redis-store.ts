import 'server-only';
import Redis from 'ioredis';
import type { RateLimitStore } from './types';

// INCR and set the expiry on the first hit in one atomic step; answer the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/** Fixed-window counters shared by every instance through Redis (REDIS_URL). */
export function createRedisStore(
  client: Redis,
  { prefix = 'itinera:rl:' }: { prefix?: string } = {},
): RateLimitStore {
  return {
    name: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = (await client.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
    },
  };
}

/**
 * A client that fails fast instead of queueing commands while Redis is down. Commands sent before
 * its first connection wait for it (bounded: one failed attempt flushes them), so the first
 * attempts after a start are counted in Redis like the rest, not in this process's memory.
 */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2000,
    lazyConnect: false,
  });
  client.once('ready', () => {
    client.options.enableOfflineQueue = false;
  });
  return client;
}
