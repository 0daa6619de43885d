import { evictLightest } from './evict';
import type { RateLimitStore } from './types';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in this process's memory, bounded: at most `maxKeys` windows are kept.
 * When the bound is reached, expired windows are swept, then the windows with the lowest counts are
 * evicted (oldest first among equals), a tenth of the store at a time. A flood of fresh keys (one
 * hit each) thus only evicts other one-hit windows and cannot reset a busy counter. Eviction can
 * only forgive attempts, never block anyone wrongly.
 */
export function createMemoryStore({
  maxKeys = 50_000,
  now = Date.now,
}: {
  maxKeys?: number;
  now?: () => number;
} = {}): RateLimitStore & { size(): number } {
  const windows = new Map<string, Window>();

  function makeRoom() {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    if (windows.size >= maxKeys) evictLightest(windows, (w) => w.count, maxKeys);
  }

  return {
    name: 'memory',
    size: () => windows.size,
    async hit(key, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        if (w) windows.delete(key);
        if (windows.size >= maxKeys) makeRoom();
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - t };
    },
  };
}
