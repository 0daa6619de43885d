import type Redis from 'ioredis';
import { evictLightest } from './evict';
import { decideThrottle, type FailureRecord, type FailureStore, type ThrottleRule } from './failures';

/**
 * Failure counters in this process's memory, bounded to `maxKeys`. When full, expired counters go
 * first, then those with the fewest failures (oldest first among equals), a tenth of the store at a
 * time. A flood of new keys — one failure each — therefore only ever evicts other one-failure
 * keys: a counter that matters (many failures, a delay or a lock) outlives any flood smaller than
 * the store, so the flood cannot reset it. Every operation runs to its end without awaiting
 * anything, so in one process each is atomic: a reservation's decision and count cannot interleave.
 */
export function createMemoryFailureStore({ maxKeys = 100_000 }: { maxKeys?: number } = {}): FailureStore & {
  size(): number;
} {
  const records = new Map<string, FailureRecord>();

  function makeRoom(now: number) {
    for (const [key, r] of records) if (r.expiresAt <= now) records.delete(key);
    if (records.size >= maxKeys) evictLightest(records, (r) => r.failures, maxKeys);
  }

  function live(key: string, now: number): FailureRecord | null {
    const r = records.get(key);
    if (r && r.expiresAt <= now) records.delete(key);
    return r && r.expiresAt > now ? r : null;
  }

  function count(key: string, windowMs: number, now: number): FailureRecord {
    let r = live(key, now);
    if (!r) {
      if (records.size >= maxKeys) makeRoom(now);
      r = { failures: 0, lastAt: now, expiresAt: now + windowMs };
      records.set(key, r);
    }
    r.failures += 1;
    r.lastAt = now;
    return { ...r };
  }

  return {
    name: 'memory',
    size: () => records.size,
    async get(key, now) {
      const r = live(key, now);
      return r ? { ...r } : null;
    },
    async add(key, windowMs, now) {
      return count(key, windowMs, now);
    },
    async reserve(key, rule, now) {
      const d = decideThrottle(live(key, now), rule, now);
      return d.ok ? { ok: true, record: count(key, rule.windowMs, now) } : { ok: false, refusal: d };
    },
    async release(key, windowEnd) {
      const r = records.get(key);
      if (r && r.expiresAt === windowEnd && r.failures > 0) r.failures -= 1;
    },
    async clear(key) {
      records.delete(key);
    },
  };
}

/**
 * Redis keeps a counter as a hash: f failures, l the last failure's time, e the window's end (all
 * in the application's milliseconds, so every instance and the tests' clocks agree); the key
 * itself expires with the window. One script decides and counts, so Redis runs it atomically.
 * ARGV: now, windowMs, enforce (0: count whatever the counter says), freeFailures, baseDelayMs,
 * maxDelayMs, lockAt. Answers {1, failures, lastAt, windowEnd} or {0, waitMs, locked}.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local f = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local l = tonumber(redis.call('HGET', KEYS[1], 'l') or '0')
local e = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
if f == 0 or e <= now then
  f = 0
  e = now + tonumber(ARGV[2])
elseif ARGV[3] == '1' then
  local free, base, maxd, lockAt = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
  if f >= lockAt then return {0, e - now, 1} end
  if f > free then
    local wait = math.min(maxd, base * 2 ^ (f - free - 1))
    if now < l + wait then return {0, l + wait - now, 0} end
  end
end
f = f + 1
redis.call('HSET', KEYS[1], 'f', f, 'l', now, 'e', e)
redis.call('PEXPIRE', KEYS[1], e - now)
return {1, f, now, e}
`;

/** Gives back one failure, only in the window that ends at ARGV[1]. */
const RELEASE_SCRIPT = `
local e = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
if e == tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'f') or '0') > 0 then
  redis.call('HINCRBY', KEYS[1], 'f', -1)
end
return 1
`;

/** Failure counters shared by every instance through Redis (REDIS_URL); Redis expires them. */
export function createRedisFailureStore(
  client: Redis,
  { prefix = 'itinera:rl:' }: { prefix?: string } = {},
): FailureStore {
  const run = async (key: string, windowMs: number, now: number, rule: ThrottleRule | null) =>
    (await client.eval(
      RESERVE_SCRIPT,
      1,
      prefix + key,
      String(now),
      String(windowMs),
      rule ? '1' : '0',
      String(rule?.freeFailures ?? 0),
      String(rule?.baseDelayMs ?? 0),
      String(rule?.maxDelayMs ?? 0),
      String(rule?.lockAt ?? 0),
    )) as number[];
  const recordOf = ([, f, l, e]: number[]): FailureRecord => ({
    failures: Number(f),
    lastAt: Number(l),
    expiresAt: Number(e),
  });
  return {
    name: 'redis',
    async get(key, now) {
      const [f, l, e] = await client.hmget(prefix + key, 'f', 'l', 'e');
      if (!f || !e || Number(e) <= now) return null;
      return { failures: Number(f), lastAt: Number(l ?? now), expiresAt: Number(e) };
    },
    async add(key, windowMs, now) {
      return recordOf(await run(key, windowMs, now, null));
    },
    async reserve(key, rule, now) {
      const answer = await run(key, rule.windowMs, now, rule);
      if (answer[0] === 1) return { ok: true, record: recordOf(answer) };
      const [, waitMs, locked] = answer;
      return {
        ok: false,
        refusal: {
          ok: false,
          locked: locked === 1,
          retryAfterSec: Math.max(1, Math.ceil(Number(waitMs) / 1000)),
        },
      };
    },
    async release(key, windowEnd) {
      await client.eval(RELEASE_SCRIPT, 1, prefix + key, String(windowEnd));
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
    reserve: guard((s, key: string, rule: ThrottleRule, now: number) => s.reserve(key, rule, now)),
    release: guard((s, key: string, windowEnd: number) => s.release(key, windowEnd)),
    clear: guard((s, key: string) => s.clear(key)),
  };
}
