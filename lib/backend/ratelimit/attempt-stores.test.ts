/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { reserveAttempt } from './attempts';
import { createMemoryFailureStore, createRedisFailureStore } from './failure-stores';
import { type FailureStore, SIGN_IN_THROTTLE, type ThrottleRule } from './failures';
import { createPgFailureStore } from './pg-failure-store';
import { beginSignInAttempt, signInChecks } from './sign-in-throttle';

/**
 * Every failure store reserves atomically: however many attempts arrive at once, a counter lets
 * through exactly what its rule allows (issue 26, item 6). Run on memory, on PGlite and PostgreSQL
 * (DATABASE_URL) through the attempt_counters table, and on Redis when REDIS_URL names one
 * (configured but unreachable is a failure, as in redis-store.test.ts).
 */
interface StoreUnderTest {
  name: string;
  open: () => Promise<{ store: FailureStore; close: () => Promise<void> }>;
}

const REDIS_URL = process.env.REDIS_URL?.trim() || null;

const stores: StoreUnderTest[] = [
  { name: 'memory', open: async () => ({ store: createMemoryFailureStore(), close: async () => {} }) },
  ...testDrivers().map((d) => ({
    name: d.name,
    open: async () => {
      const tdb: TestDatabase = await d.open();
      return { store: createPgFailureStore(tdb.db), close: () => tdb.dispose() };
    },
  })),
  ...(REDIS_URL
    ? [
        {
          name: 'redis',
          open: async () => {
            const client = new Redis(REDIS_URL, {
              lazyConnect: true,
              maxRetriesPerRequest: 0,
              connectTimeout: 2000,
            });
            await client.connect();
            const prefix = `itinera:test:attempts:${randomBytes(6).toString('hex')}:`;
            return {
              store: createRedisFailureStore(client, { prefix }),
              close: async () => {
                const keys = await client.keys(`${prefix}*`);
                if (keys.length) await client.del(...keys);
                client.disconnect();
              },
            };
          },
        },
      ]
    : []),
];

const rule: ThrottleRule = SIGN_IN_THROTTLE.accountClient; // 3 free, then 1 s, 2 s, …; lock at 10

describe.each(stores)('attempt reservations in the $name store', ({ open }) => {
  let store: FailureStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  }, 120_000);
  afterAll(() => close());
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('120 simultaneous reservations on one counter: exactly the 4 the rule allows pass', async () => {
    const k = key();
    const now = Date.now();
    const answers = await Promise.all(Array.from({ length: 120 }, () => store.reserve(k, rule, now)));
    expect(answers.filter((a) => a.ok)).toHaveLength(4);
    for (const a of answers)
      if (!a.ok) expect(a.refusal).toEqual({ ok: false, locked: false, retryAfterSec: 1 });
    expect((await store.get(k, now))?.failures).toBe(4);
    // The wait over, one more.
    expect((await store.reserve(k, rule, now + 1000)).ok).toBe(true);
    expect((await store.reserve(k, rule, now + 1000)).ok).toBe(false);
  });

  it('locks at lockAt until the window ends, then starts afresh', async () => {
    const k = key();
    const t0 = Date.now();
    let t = t0;
    for (let i = 0; i < rule.lockAt; i++) {
      const r = await store.reserve(k, rule, t);
      expect(r.ok).toBe(true);
      t += 31_000; // past the longest wait
    }
    const locked = await store.reserve(k, rule, t);
    expect(locked.ok).toBe(false);
    if (!locked.ok) {
      expect(locked.refusal.locked).toBe(true);
      expect(locked.refusal.retryAfterSec).toBe(Math.ceil((t0 + rule.windowMs - t) / 1000));
    }
    const after = await store.reserve(k, rule, t0 + rule.windowMs);
    expect(after.ok && after.record.failures).toBe(1);
  });

  it('release gives an attempt back, only in the window it was taken in', async () => {
    const k = key();
    const now = Date.now();
    const first = await store.reserve(k, rule, now);
    await store.reserve(k, rule, now);
    if (!first.ok) throw new Error('refused');
    await store.release(k, first.record.expiresAt);
    expect((await store.get(k, now))?.failures).toBe(1);
    // A later window is not touched by a release of the earlier one.
    await store.reserve(k, rule, now + rule.windowMs);
    await store.release(k, first.record.expiresAt);
    expect((await store.get(k, now + rule.windowMs))?.failures).toBe(1);
    await store.clear(k);
    expect(await store.get(k, now + rule.windowMs)).toBeNull();
  });

  it('add counts whatever the rule says; get forgets after the window', async () => {
    const k = key();
    const now = Date.now();
    for (let i = 0; i < 12; i++) await store.add(k, 5_000, now);
    expect(await store.get(k, now + 10)).toMatchObject({ failures: 12, lastAt: now, expiresAt: now + 5_000 });
    expect(await store.get(k, now + 5_000)).toBeNull();
  });

  it('a refusal by a later counter gives back the attempt taken on the earlier ones', async () => {
    const [a, b] = [key(), key()];
    const now = Date.now();
    const closed: ThrottleRule = { ...rule, freeFailures: 1, lockAt: 1 };
    await store.add(b, closed.windowMs, now);
    const r = await reserveAttempt(
      store,
      [
        { scope: 'first', key: a, rule },
        { scope: 'second', key: b, rule: closed },
      ],
      now,
    );
    expect(r).toMatchObject({ ok: false, locked: true });
    expect((await store.get(a, now))?.failures ?? 0).toBe(0);
  });

  it('120 simultaneous sign-in attempts from one client: 4 are let through; the account counter sees only those', async () => {
    const party = { tenantId: `t-${key()}`, account: 'burst@example.com', ip: '203.0.113.9' };
    const now = Date.now();
    const attempts = await Promise.all(
      Array.from({ length: 120 }, () => beginSignInAttempt(store, party, now)),
    );
    expect(attempts.filter((a) => a.ok)).toHaveLength(4);
    const account = signInChecks(party).find((ch) => ch.scope === 'account');
    expect((await store.get(account?.key ?? '', now))?.failures).toBe(4);
    // A success gives the shared counters their attempt back and clears the client's own.
    const ok = attempts.find((a) => a.ok);
    if (ok?.ok) await ok.succeeded();
    expect((await store.get(account?.key ?? '', now))?.failures).toBe(3);
    const own = signInChecks(party).find((ch) => ch.scope === 'accountClient');
    expect(await store.get(own?.key ?? '', now)).toBeNull();
  });

  it('a known client is checked only against its own counter', async () => {
    const tenantId = `t-${key()}`;
    const now = Date.now();
    const stranger = { tenantId, account: 'owner@example.com', ip: '203.0.113.9' };
    for (let i = 0; i < SIGN_IN_THROTTLE.account.lockAt; i++)
      await store.add(signInChecks(stranger)[1]?.key ?? '', SIGN_IN_THROTTLE.account.windowMs, now);
    expect(await beginSignInAttempt(store, { ...stranger, ip: '198.51.100.1' }, now)).toMatchObject({
      ok: false,
      locked: true,
    });
    const known = await beginSignInAttempt(
      store,
      { ...stranger, ip: '203.0.113.9', knownDevice: 'dev-1' },
      now,
    );
    expect(known.ok).toBe(true);
  });
});
