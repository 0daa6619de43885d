/**
 * A small least-recently-used map whose entries also expire: plans are costly to compute and
 * asked for again and again while a visitor pages through the list and the detail, but must not
 * outlive a change of inventory or prices for long. Pure apart from the injected clock.
 */
export class TtlLru<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, until: this.now() + this.ttlMs });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Forgets every entry whose key `matches` (one tenant's, after its inventory changed). */
  deleteWhere(matches: (key: K) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The value for `key`, computed once: concurrent callers share one computation, and a failure is
 * not remembered (the next caller tries again).
 */
export async function cached<K, V>(
  cache: TtlLru<K, Promise<V>>,
  key: K,
  compute: () => Promise<V>,
): Promise<V> {
  const hit = cache.get(key);
  if (hit) return hit;
  const promise = compute();
  cache.set(key, promise);
  try {
    return await promise;
  } catch (err) {
    if (cache.get(key) === promise) cache.delete(key);
    throw err;
  }
}
