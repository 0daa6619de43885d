/** @jest-environment node */
import { hashPassword } from '@/lib/auth/password';
import { users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { backendCaller, freezeDate } from '@/tests/support/backend-client';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { testDrivers } from '@/tests/support/test-db';
import { findTenantBySite } from '../tenants/repository';

/**
 * Issue 26, items 6 and 8, reproduced through the API: a burst of wrong passwords from one client,
 * attackers at several addresses against an owner who signed in before, and registrations naming
 * an address against that address's own password reset. (The store-level bounds are in
 * lib/backend/ratelimit/attempt-stores.test.ts; the design in docs/auth-limits.md.)
 */
describe.each(testDrivers())('sign-in limits under bursts and from many places on $name', ({ open }) => {
  const s = useSeededBackend(open);
  const call = backendCaller(() => s.backend);
  afterEach(() => jest.useRealTimers());

  async function member(email: string, password: string) {
    const demo = await findTenantBySite(s.tdb.db, 'demo');
    await forTenant(s.tdb.db, demo?.id ?? '').insert(users, {
      email,
      role: 'Consumer',
      firstName: 'Owen',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    });
  }
  const login = (email: string, password: string, ip: string, cookie?: string) =>
    call('demo', 'POST', '/api/auth/api/v1/user/authenticate', {
      body: { email, password },
      ip,
      ...(cookie ? { cookie } : {}),
    });

  it('120 simultaneous wrong passwords from one client: 4 reach the check, the rest wait (429, Retry-After); the owner signs in elsewhere at once', async () => {
    await member('burst@example.com', 'Burst-pass-1');
    // The clock stands still: no wait can end during the burst, so the bound is exact.
    freezeDate(Date.now());
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => login('burst@example.com', `guess-${i}`, '203.0.113.10')),
    );
    const statuses = answers.map((a) => a.status);
    // Three free failures and the fourth (after which the first wait starts) reach the password check.
    expect(statuses.filter((st) => st === 401)).toHaveLength(4);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(116);
    for (const r of refused) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.json.message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
    }
    // The account saw 4 failures, far from any account-wide wait: the owner, elsewhere, is not held.
    const owner = await login('burst@example.com', 'Burst-pass-1', '198.51.100.20');
    expect(owner.status).toBe(200);
  }, 60_000);

  it('four attacking addresses for 75 s never keep out the owner’s known client; a client with no history waits', async () => {
    await member('owner@example.com', 'Owner-pass-1');
    const t0 = Date.now();
    freezeDate(t0);
    const first = await login('owner@example.com', 'Owner-pass-1', '198.51.100.30');
    expect(first.status).toBe(200);
    const cookie = first.cookies.join('; ');
    const attackers = ['203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24'];
    const next = new Map(attackers.map((a) => [a, 0]));
    let guesses = 0;
    const owner: number[] = [];
    for (let ms = 0; ms <= 75_000; ms += 250) {
      jest.setSystemTime(t0 + ms);
      for (const a of attackers) {
        if (ms < (next.get(a) ?? 0)) continue;
        const r = await login('owner@example.com', `guess-${guesses++}`, a);
        if (r.status === 429) next.set(a, ms + Number(r.headers.get('retry-after')) * 1000);
        else expect(r.status).toBe(401);
      }
      // The owner, every 3 s: 24 sign-ins over the 75 s, from the client that signed in before.
      if (ms % 3000 === 0 && owner.length < 24)
        owner.push((await login('owner@example.com', 'Owner-pass-1', '198.51.100.30', cookie)).status);
    }
    expect(owner).toEqual(Array(24).fill(200));
    // The attack did set off the account-wide protection: a client with no history on the account
    // (a new address, no cookie) is made to wait, even with the right password.
    expect(guesses).toBeGreaterThan(20);
    const stranger = await login('owner@example.com', 'Owner-pass-1', '192.0.2.99');
    expect(stranger.status).toBe(429);
  }, 120_000);

  it('registrations naming an address cannot use up that address’s password reset', async () => {
    await member('victim@example.com', 'Victim-pass-1');
    const details = {
      title: 'Mr.',
      first_name: 'Mal',
      last_name: 'Lory',
      code: '+44',
      mobile_number: '7700900321',
    };
    const register = () =>
      call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'victim@example.com', details },
      });
    for (let i = 0; i < 5; i++) expect((await register()).status).toBe(201);
    // Registration mails to the address are limited on their own…
    const sixth = await register();
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // …and the owner's reset still goes out.
    const reset = await call('demo', 'POST', '/user/forgot-password', {
      body: { email: 'victim@example.com' },
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({
      success: true,
      message: 'Set password link has been sent to your mail id.',
    });
  });
});
