import { createRateLimiter, decide } from './limiter';
import { createMemoryStore } from './memory-store';
import type { RateLimitStore } from './types';

describe('fixed-window rate limiter in memory', () => {
  it('allows `limit` attempts, then refuses until the window resets', async () => {
    let t = 1_000_000;
    const limit = createRateLimiter(createMemoryStore({ now: () => t }));
    const opts = { limit: 3, windowMs: 60_000 };
    expect(await limit('k', opts)).toEqual({ ok: true, retryAfterSec: 0, remaining: 2 });
    expect((await limit('k', opts)).remaining).toBe(1);
    expect((await limit('k', opts)).remaining).toBe(0);
    t += 15_000;
    expect(await limit('k', opts)).toEqual({ ok: false, retryAfterSec: 45, remaining: 0 });
    expect((await limit('other', opts)).ok).toBe(true);
    t += 45_000;
    expect(await limit('k', opts)).toEqual({ ok: true, retryAfterSec: 0, remaining: 2 });
  });

  it('keeps memory bounded: expired windows go first, then the oldest keys', async () => {
    let t = 0;
    const store = createMemoryStore({ maxKeys: 3, now: () => t });
    await store.hit('a', 10);
    await store.hit('b', 1000);
    await store.hit('c', 1000);
    t = 20; // 'a' has expired
    await store.hit('d', 1000);
    expect(store.size()).toBe(3);
    await store.hit('e', 1000); // nothing expired: the oldest ('b') is evicted
    expect(store.size()).toBe(3);
    expect((await store.hit('c', 1000)).count).toBe(2);
    expect((await store.hit('b', 1000)).count).toBe(1);
  });

  it('falls back to the fallback store when the shared store fails', async () => {
    const broken: RateLimitStore = { name: 'broken', hit: () => Promise.reject(new Error('down')) };
    const errors: unknown[] = [];
    const limit = createRateLimiter(broken, {
      store: createMemoryStore(),
      onStoreError: (e) => errors.push(e),
    });
    expect((await limit('k', { limit: 1, windowMs: 1000 })).ok).toBe(true);
    expect((await limit('k', { limit: 1, windowMs: 1000 })).ok).toBe(false);
    expect(errors).toHaveLength(2);
    await expect(createRateLimiter(broken)('k', { limit: 1, windowMs: 1000 })).rejects.toThrow('down');
  });

  it('rounds the retry time up to whole seconds, at least one', () => {
    expect(decide(5, 1, 4)).toEqual({ ok: false, retryAfterSec: 1, remaining: 0 });
    expect(decide(5, 61_001, 4).retryAfterSec).toBe(62);
  });
});
