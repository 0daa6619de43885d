import { expect, test } from '@playwright/test';
import { login, mailTo, newAccount, postJson, probe } from './http';

const details = (first_name: string, mobile_number: string) => ({
  title: 'Mr.',
  first_name,
  last_name: 'Attacker',
  code: '+44',
  mobile_number,
});

test.describe('account takeover (production build, over HTTP)', () => {
  test('registering an existing account’s e-mail changes nothing and tells nothing; the owner is mailed', async () => {
    const email = await newAccount('demo', 'Owner-pass-123');
    const owner = await login('demo', email, 'Owner-pass-123');
    expect(owner.status).toBe(200);
    const before = owner.json().user;

    const taken = await postJson('demo', '/api/api/auth/api/v1/user/create', {
      email,
      details: details('Mallory', '7700900666'),
    });
    const fresh = await postJson('demo', '/api/api/auth/api/v1/user/create', {
      email: `fresh-${Date.now()}@example.com`,
      details: details('Fresh', '7700900667'),
    });
    expect(taken.status).toBe(201);
    expect(taken.text).toBe(fresh.text);
    expect(taken.text).not.toContain(before.id);
    expect((await mailTo('demo', email, 'account_exists')).links[0]).toContain('/set-password?');

    // The attacker's phone is not the account's, and no OTP can be had for it here at all.
    const otp = await postJson('demo', '/api/verify/generate_otp', { mobileNumber: '7700900666' });
    expect(otp.status).toBe(403);
    const after = await login('demo', email, 'Owner-pass-123');
    expect(after.json().user).toEqual(before);
  });

  test('a guest record is not taken over by registering its e-mail again', async () => {
    const email = `guest-${Date.now()}@example.com`;
    const guest = await postJson('demo', '/api/api/auth/api/v1/user/create', {
      email,
      guest: true,
      details: details('Gina', '7700900668'),
    });
    expect(guest.status).toBe(201);
    const again = await postJson('demo', '/api/api/auth/api/v1/user/create', {
      email,
      details: details('Mallory', '7700900669'),
    });
    expect(again.status).toBe(201);
    expect(again.json()).toEqual({ success: true, message: 'Registration successful' });
    // No set-password link went to anyone but the address itself, and nobody is signed in.
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await mailTo('demo', email, 'account_exists')).to).toBe(email);
  });

  test('the invitation-only site registers nobody and answers no OTP (its OTP switch is off)', async () => {
    const r = await postJson('b2b', '/api/api/auth/api/v1/user/create', {
      email: `walk-in-${Date.now()}@example.com`,
      details: { ...details('Walk', '612340009'), code: '+31' },
    });
    expect(r.status).toBe(401);
    const otp = await postJson('b2b', '/api/verify/generate_otp', { mobileNumber: '612345678' });
    expect([401, 403]).toContain(otp.status);
    const page = await probe({
      site: 'b2b',
      method: 'POST',
      path: '/api/v2/search_api',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(page.status).toBe(401);
  });

  test('changing a password needs the current one: a stolen session cookie is not enough', async () => {
    const email = await newAccount('demo', 'Owner-pass-456');
    const session =
      (await login('demo', email, 'Owner-pass-456')).headers['set-cookie']?.[0]?.split(';')[0] ?? '';
    const r = await postJson('demo', '/api/user/password/set', { password: 'Attacker-pass-1' }, undefined, {
      cookie: session,
    });
    expect(r.status).toBe(400);
    expect(r.json().errors).toHaveProperty('current_password');
    expect((await login('demo', email, 'Attacker-pass-1')).status).toBe(401);
  });
});
