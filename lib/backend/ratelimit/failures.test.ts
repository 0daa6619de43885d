import { createMemoryFailureStore } from './failure-stores';
import { clientKey, decideThrottle, delayAfter, SIGN_IN_THROTTLE } from './failures';
import { createMemoryStore } from './memory-store';
import {
  checkSignInThrottle,
  recordSignInFailure,
  recordSignInSuccess,
  unlockAccount,
} from './sign-in-throttle';

const rule = SIGN_IN_THROTTLE.accountClient;
const party = (ip: string | null, account = 'ann@example.com') => ({ tenantId: 't1', account, ip });

describe('failed sign-in throttle (ASVS 6.3)', () => {
  it('lets the free failures through, then waits longer after each one, then locks', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => delayAfter(n, rule))).toEqual([0, 0, 0, 1000, 2000, 4000]);
    expect(delayAfter(9, rule)).toBe(30_000);
    const t = 1_000_000;
    const rec = (failures: number, lastAt = t) => ({ failures, lastAt, expiresAt: t + rule.windowMs });
    expect(decideThrottle(rec(3), rule, t)).toEqual({ ok: true });
    expect(decideThrottle(rec(5), rule, t + 500)).toEqual({ ok: false, locked: false, retryAfterSec: 2 });
    expect(decideThrottle(rec(5), rule, t + 2000)).toEqual({ ok: true });
    expect(decideThrottle(rec(rule.lockAt), rule, t + 60_000)).toMatchObject({ ok: false, locked: true });
    expect(decideThrottle(rec(rule.lockAt), rule, t + rule.windowMs)).toEqual({ ok: true });
  });

  it('one client locking itself out of an account does not keep the owner, elsewhere, out', async () => {
    const store = createMemoryFailureStore();
    const start = Date.now() - 10 * 60_000;
    for (let i = 0; i < rule.lockAt; i++)
      await recordSignInFailure(store, party('203.0.113.5'), start + i * 60_000);
    expect(await checkSignInThrottle(store, party('203.0.113.5'))).toMatchObject({ ok: false, locked: true });
    expect(await checkSignInThrottle(store, party('198.51.100.7'))).toEqual({ ok: true });
  });

  it('a success clears the client’s own counter; the unlock link clears the account’s lock', async () => {
    const store = createMemoryFailureStore();
    const long = Date.now() - 10 * 60_000;
    for (let i = 0; i < 5; i++) await recordSignInFailure(store, party('203.0.113.6'), Date.now());
    expect((await checkSignInThrottle(store, party('203.0.113.6'))).ok).toBe(false);
    await recordSignInSuccess(store, party('203.0.113.6'));
    expect((await checkSignInThrottle(store, party('203.0.113.6'))).ok).toBe(true);
    let lockedNow = 0;
    for (let i = 0; i < SIGN_IN_THROTTLE.account.lockAt; i++) {
      const r = await recordSignInFailure(store, party(`10.0.${i >> 8}.${i & 255}`, 'bob@example.com'), long);
      if (r.accountLockedNow) lockedNow += 1;
    }
    expect(lockedNow).toBe(1);
    expect(await checkSignInThrottle(store, party('192.0.2.1', 'bob@example.com'))).toMatchObject({
      locked: true,
    });
    await unlockAccount(store, party('192.0.2.1', 'bob@example.com'));
    expect(await checkSignInThrottle(store, party('192.0.2.1', 'bob@example.com'))).toEqual({ ok: true });
  });

  it('a flood of new keys cannot reset a counter that matters (bounded memory)', async () => {
    const store = createMemoryFailureStore({ maxKeys: 1000 });
    const t = Date.now();
    for (let i = 0; i < 6; i++) await store.add('victim', rule.windowMs, t);
    for (let i = 0; i < 20_000; i++) await store.add(`flood-${i}`, rule.windowMs, t);
    expect(store.size()).toBeLessThanOrEqual(1000);
    expect((await store.get('victim', t))?.failures).toBe(6);
  });

  it('the fixed-window limiter keeps busy counters through a flood too', async () => {
    const store = createMemoryStore({ maxKeys: 1000 });
    for (let i = 0; i < 4; i++) await store.hit('busy', 60_000);
    for (let i = 0; i < 20_000; i++) await store.hit(`flood-${i}`, 60_000);
    expect(store.size()).toBeLessThanOrEqual(1000);
    expect((await store.hit('busy', 60_000)).count).toBe(5);
  });

  it('keys an IPv6 client by its /64 network', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });
});
