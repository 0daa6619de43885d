import type Redis from 'ioredis';
import { evictLightest } from './evict';
import type { FailureRecord, FailureStore } from './failures';

/**
 * Failure counters in this process's memory, bounded to `maxKeys`. When full, expired counters go
 * first, then those with the fewest failures (oldest first among equals), a tenth of the store at a
 * time. A flood of new keys — one failure each — therefore only ever evicts other one-failure
 * keys: a counter that matters (many failures, a delay or a lock) outlives any flood smaller than
 * the store, so the flood cannot reset it.
 */
export function createMemoryFailureStore({ maxKeys = 100_000 }: { maxKeys?: number } = {}): FailureStore & {
  size(): number;
} {
  const records = new Map<string, FailureRecord>();

  function makeRoom(now: number) {
    for (const [key, r] of records) if (r.expiresAt <= now) records.delete(key);
    if (records.size >= maxKeys) evictLightest(records, (r) => r.failures, maxKeys);
  }

  return {
    name: 'memory',
    size: () => records.size,
    async get(key, now) {
      const r = records.get(key);
      if (!r) return null;
      if (r.expiresAt <= now) {
        records.delete(key);
        return null;
      }
      return { ...r };
    },
    async add(key, windowMs, now) {
      let r = records.get(key);
      if (!r || r.expiresAt <= now) {
        if (r) records.delete(key);
        if (records.size >= maxKeys) makeRoom(now);
        r = { failures: 0, lastAt: now, expiresAt: now + windowMs };
        records.set(key, r);
      }
      r.failures += 1;
      r.lastAt = now;
      return { ...r };
    },
    async clear(key) {
      records.delete(key);
    },
  };
}

// Count one failure and note its time atomically; the window starts with the first failure.
const ADD_SCRIPT = `
local f = redis.call('HINCRBY', KEYS[1], 'f', 1)
redis.call('HSET', KEYS[1], 'l', ARGV[2])
if f == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { f, ttl }
`;

/** Failure counters shared by every instance through Redis (REDIS_URL); Redis expires them. */
export function createRedisFailureStore(
  client: Redis,
  { prefix = 'itinera:rl:' }: { prefix?: string } = {},
): FailureStore {
  return {
    name: 'redis',
    async get(key, now) {
      const [[, f], [, l], [, ttl]] = (await client
        .multi()
        .hget(prefix + key, 'f')
        .hget(prefix + key, 'l')
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, string | null], [unknown, number]];
      if (!f || Number(ttl) <= 0) return null;
      return { failures: Number(f), lastAt: Number(l ?? now), expiresAt: now + Number(ttl) };
    },
    async add(key, windowMs, now) {
      const [f, ttl] = (await client.eval(ADD_SCRIPT, 1, prefix + key, String(windowMs), String(now))) as [
        number,
        number,
      ];
      return { failures: Number(f), lastAt: now, expiresAt: now + Math.max(0, Number(ttl)) };
    },
    async clear(key) {
      await client.del(prefix + key);
    },
  };
}

/** A store that uses `primary` and counts in `fallback` while the primary fails (Redis down). */
export function withFallback(
  primary: FailureStore,
  fallback: FailureStore,
  onError: (err: unknown) => void,
): FailureStore {
  const guard =
    <A extends unknown[], R>(op: (s: FailureStore, ...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      try {
        return await op(primary, ...a);
      } catch (err) {
        onError(err);
        return op(fallback, ...a);
      }
    };
  return {
    name: `${primary.name}+${fallback.name}`,
    get: guard((s, key: string, now: number) => s.get(key, now)),
    add: guard((s, key: string, windowMs: number, now: number) => s.add(key, windowMs, now)),
    clear: guard((s, key: string) => s.clear(key)),
  };
}
