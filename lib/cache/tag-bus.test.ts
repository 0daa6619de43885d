/** @jest-environment node */
import { decodeTagMessage, encodeTagMessage, openTagBus, type TagMessage } from './tag-bus.mjs';

describe('the cache-tag bus messages', () => {
  it('round-trips tags, with and without durations', () => {
    expect(decodeTagMessage(encodeTagMessage('a', ['site-config:demo'], { expire: 0 }))).toEqual({
      origin: 'a',
      tags: ['site-config:demo'],
      durations: { expire: 0 },
    });
    expect(decodeTagMessage(encodeTagMessage('a', ['x', 'y'], undefined))).toEqual({
      origin: 'a',
      tags: ['x', 'y'],
    });
    expect(decodeTagMessage(encodeTagMessage('a', ['x'], {}))).toEqual({
      origin: 'a',
      tags: ['x'],
      durations: {},
    });
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"site-config:demo"'],
    ['no origin', JSON.stringify({ tags: ['x'] })],
    ['tags not a list', JSON.stringify({ origin: 'a', tags: 'x' })],
    ['an empty tag', JSON.stringify({ origin: 'a', tags: [''] })],
    ['a tag not a string', JSON.stringify({ origin: 'a', tags: [1] })],
    ['too many tags', JSON.stringify({ origin: 'a', tags: Array.from({ length: 257 }, (_, i) => `t${i}`) })],
    ['a negative expiry', JSON.stringify({ origin: 'a', tags: ['x'], durations: { expire: -1 } })],
    ['an expiry not a number', JSON.stringify({ origin: 'a', tags: ['x'], durations: { expire: '0' } })],
    ['durations not an object', JSON.stringify({ origin: 'a', tags: ['x'], durations: 5 })],
  ])('ignores a message with %s', (_, raw) => {
    expect(decodeTagMessage(raw)).toBeNull();
  });
});

/**
 * Runs against the Redis that REDIS_URL names (.ci/run starts the machine's and sets it); not
 * configured at all, the suite is skipped and says so.
 */
const REDIS_URL = process.env.REDIS_URL?.trim() || null;
const describeRedis = REDIS_URL ? describe : describe.skip;

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describeRedis('the cache-tag bus on Redis (REDIS_URL)', () => {
  it("carries one instance's expiries to the others, not back to itself", async () => {
    const heard = { a: [] as TagMessage[], b: [] as TagMessage[], c: [] as TagMessage[] };
    const a = openTagBus(REDIS_URL as string, (m) => heard.a.push(m));
    const b = openTagBus(REDIS_URL as string, (m) => heard.b.push(m));
    const c = openTagBus(REDIS_URL as string, (m) => heard.c.push(m));
    try {
      // Subscriptions are asynchronous: publish until the others hear, then count exactly.
      await waitFor(() => {
        a.publish(['warm-up']);
        return heard.b.length > 0 && heard.c.length > 0;
      }, 3000);
      // Other suites may use the channel at the same time: count only this one's.
      const demo = (ms: TagMessage[]) =>
        ms.filter((m) => m.origin === a.origin && m.tags[0] === 'site-config:demo');
      const sent = Date.now();
      a.publish(['site-config:demo'], { expire: 0 });
      await waitFor(() => demo(heard.b).length === 1 && demo(heard.c).length === 1, 1000);
      expect(Date.now() - sent).toBeLessThan(1000);
      expect(demo(heard.b)).toEqual([
        { origin: a.origin, tags: ['site-config:demo'], durations: { expire: 0 } },
      ]);
      expect(demo(heard.c)).toEqual(demo(heard.b));
      await new Promise((r) => setTimeout(r, 100));
      expect(heard.a).toEqual([]);
    } finally {
      await Promise.all([a, b, c].map((bus) => bus.close()));
    }
  });

  it('a bus whose Redis is down says so once and throws nothing', async () => {
    const lines: string[] = [];
    const bus = openTagBus('redis://127.0.0.1:1', () => {}, { log: (line) => lines.push(line) });
    try {
      expect(() => bus.publish(['site-config:demo'])).not.toThrow();
      await waitFor(() => lines.length > 0, 3000);
      await new Promise((r) => setTimeout(r, 300));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/Redis unreachable for the cache-tag bus/);
    } finally {
      await bus.close();
    }
  });
});
