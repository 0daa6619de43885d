import { cached, TtlLru } from './ttl-lru';

describe('TtlLru', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const lru = new TtlLru<string, number>(2, 60_000, () => 0);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('forgets entries once their time is up', () => {
    let now = 1_000;
    const lru = new TtlLru<string, number>(10, 500, () => now);
    lru.set('a', 1);
    now = 1_499;
    expect(lru.get('a')).toBe(1);
    now = 1_500;
    expect(lru.get('a')).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it('forgets the entries whose key matches, and only those', () => {
    const lru = new TtlLru<string, number>(10, 60_000, () => 0);
    lru.set('t1|a', 1);
    lru.set('t2|a', 2);
    lru.set('t1|b', 3);
    lru.deleteWhere((k) => k.startsWith('t1|'));
    expect([lru.get('t1|a'), lru.get('t1|b'), lru.get('t2|a'), lru.size]).toEqual([
      undefined,
      undefined,
      2,
      1,
    ]);
  });
});

describe('cached', () => {
  it('computes once for concurrent callers and keeps no failure', async () => {
    const lru = new TtlLru<string, Promise<number>>(10, 60_000);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      return 42;
    };
    const [a, b] = await Promise.all([cached(lru, 'k', compute), cached(lru, 'k', compute)]);
    expect([a, b, calls]).toEqual([42, 42, 1]);

    await expect(cached(lru, 'bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached(lru, 'bad', async () => 7)).toBe(7);
  });
});
