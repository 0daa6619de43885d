import type { RateLimitStore, TRateLimitOptions, TRateLimitResult } from './types';

/** Counts an attempt against `key` and decides. A store failure is reported by `onStoreError`. */
export function createRateLimiter(
  store: RateLimitStore,
  fallback?: { store: RateLimitStore; onStoreError?: (err: unknown) => void },
) {
  return async function rateLimit(key: string, opts: TRateLimitOptions): Promise<TRateLimitResult> {
    let hit: { count: number; resetInMs: number };
    try {
      hit = await store.hit(key, opts.windowMs);
    } catch (err) {
      // A shared store that is down must not lock everyone out: count in memory meanwhile.
      if (!fallback) throw err;
      fallback.onStoreError?.(err);
      hit = await fallback.store.hit(key, opts.windowMs);
    }
    return decide(hit.count, hit.resetInMs, opts.limit);
  };
}

export function decide(count: number, resetInMs: number, limit: number): TRateLimitResult {
  if (count <= limit) return { ok: true, retryAfterSec: 0, remaining: limit - count };
  return { ok: false, retryAfterSec: Math.max(1, Math.ceil(resetInMs / 1000)), remaining: 0 };
}
