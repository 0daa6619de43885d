import { expect, test } from '@playwright/test';
import { login, newAccount } from './http';

test.describe('failed sign-in limits (production build, over HTTP, no TRUST_PROXY)', () => {
  test('one client guessing is slowed and then locked out; the owner, elsewhere, still signs in', async () => {
    const email = await newAccount('demo', 'Lockout-pass-1');
    const attacker = '127.0.0.6';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('demo', email, `guess-${i}`, attacker)).status);
    // Three free failures, then a wait after each further one: the next attempt comes too soon.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toContain(429);
    const slowed = await login('demo', email, 'guess-x', attacker);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Even the right password is refused to that client while it waits.
    expect((await login('demo', email, 'Lockout-pass-1', attacker)).status).toBe(429);
    // The owner, from another address, is not locked out.
    expect((await login('demo', email, 'Lockout-pass-1', '127.0.0.7')).status).toBe(200);
  });

  test('successful sign-ins never count: an owner can sign in over and over', async () => {
    const email = await newAccount('demo', 'Often-pass-1');
    for (let i = 0; i < 15; i++)
      expect((await login('demo', email, 'Often-pass-1', '127.0.0.8')).status).toBe(200);
  });

  test('a client sweeping many accounts is slowed down, per client, without any proxy header', async () => {
    const sweeper = '127.0.0.9';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await login('demo', `sweep-${i}-${Date.now()}@example.com`, 'Password-1', sweeper)).status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    // Another client is unaffected.
    expect((await login('demo', `other-${Date.now()}@example.com`, 'Password-1', '127.0.0.10')).status).toBe(
      401,
    );
  });
});
