import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SIGN_IN_THROTTLE } from '@/lib/backend/ratelimit/failures';
import { e2eAdminToken } from '../e2e/support/admin';
import { E2E_PORT } from '../e2e/support/hosts';
import { login, newAccount, type ProbeResponse, postJson, probe } from './http';

/**
 * Issue 26's acceptance for accounts, over HTTP against the production build: a burst of wrong
 * passwords reaches the password check only as often as designed and never keeps the owner out; an
 * e-mailed one-time code does not verify a phone.
 */

test('120 simultaneous wrong passwords from one client: only the designed number are checked, the owner signs in elsewhere at once', async () => {
  const email = await newAccount('demo', 'Burst-pass-1');
  const attacker = '127.0.0.41';
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 120 }, (_, i) => login('demo', email, `wrong-${i}`, attacker)),
  );
  const seconds = (performance.now() - started) / 1000;
  const statuses = answers.map((a) => a.status);
  // The design (one client on one account): the free failures at once, then one more each time the
  // doubling wait has passed while the burst is still being answered, never past the lock.
  const rule = SIGN_IN_THROTTLE.accountClient;
  const waitsPassed = Math.floor(Math.log2((seconds * 1000) / rule.baseDelayMs + 1));
  const designed = Math.min(rule.lockAt, rule.freeFailures + 1 + waitsPassed);
  const checked = statuses.filter((s) => s === 401).length;
  expect({ checked, seconds: Math.round(seconds) }).toEqual({
    checked: Math.min(checked, designed),
    seconds: Math.round(seconds),
  });
  expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  expect((await login('demo', email, 'Burst-pass-1', '127.0.0.42')).status).toBe(200);
});

test('four attacking addresses do not keep an owner out of the client they signed in from before', async () => {
  test.setTimeout(90_000);
  const email = await newAccount('demo', 'Owner-pass-1');
  const owner = '127.0.0.43';
  const first = await login('demo', email, 'Owner-pass-1', owner);
  expect(first.status).toBe(200);
  // The owner's client keeps what the site gave it (the session and the known-client cookie).
  const cookies = String(first.headers['set-cookie'] ?? '')
    .split(/,(?=\s*[A-Za-z0-9_-]+=)/)
    .map((c) => c.split(';')[0]?.trim())
    .join('; ');
  // Four addresses guess at once, well past the account's shared lock (50).
  await Promise.all(
    ['127.0.0.44', '127.0.0.45', '127.0.0.46', '127.0.0.47'].map(async (attacker) => {
      for (let round = 0; round < 2; round++)
        await Promise.all(
          Array.from({ length: 30 }, (_, i) => login('demo', email, `guess-${round}-${i}`, attacker)),
        );
    }),
  );
  const again = await postJson(
    'demo',
    '/api/api/auth/api/v1/user/authenticate',
    { email, password: 'Owner-pass-1' },
    owner,
    { cookie: cookies },
  );
  expect(again.status).toBe(200);
});

const OTP_SITE = 'otp-probe';

/** A copy of the demo site that signs in by one-time code. */
function otpSite() {
  const demo = JSON.parse(
    readFileSync(path.join(process.cwd(), 'lib/backend/seed/tenants/demo.json'), 'utf8'),
  );
  const features = (demo.config.feature_configuration as { name: string }[]).filter(
    (f) => f.name !== 'AUTHENTICATION_VIA_OTP',
  );
  return {
    key: OTP_SITE,
    domains: [],
    config: {
      ...demo.config,
      subdomain: OTP_SITE,
      agency_id: 1926,
      user_id: 5926,
      feature_configuration: [...features, { name: 'AUTHENTICATION_VIA_OTP', is_enabled: true }],
    },
  };
}

const cookieOf = (res: ProbeResponse) => String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

/** The newest code sent to `to` (an address, or a number with its dial code). */
async function codeSentTo(to: string, after: string | null): Promise<{ id: string; code: number }> {
  for (let i = 0; i < 50; i++) {
    const res = await probe({ site: OTP_SITE, path: '/api/dev/mailbox?limit=200' });
    const found = (res.json().data as { id: string; to: string; text: string }[]).find(
      (m) => m.to.toLowerCase() === to.toLowerCase() && /\b\d{6}\b/.test(m.text ?? ''),
    );
    if (found && found.id !== after)
      return { id: found.id, code: Number(/\b(\d{6})\b/.exec(found.text)?.[1]) };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code sent to ${to}`);
}

/** A new account on the OTP site with this number, signed in by its e-mailed code: its cookie. */
async function otpAccount(email: string, firstName: string, mobile: string, from: string): Promise<string> {
  const created = await postJson(
    OTP_SITE,
    '/api/api/auth/api/v1/user/create',
    {
      email,
      details: { title: 'Ms.', first_name: firstName, last_name: 'User', code: '+44', mobile_number: mobile },
    },
    from,
  );
  expect(created.status, created.text).toBe(201);
  // As the registration dialog does next: the code for the new address.
  await postJson(OTP_SITE, '/api/verify/generate_otp', { email }, from);
  const { code } = await codeSentTo(email, null);
  const signedIn = await postJson(OTP_SITE, '/api/verify/verify_otp', { email, otp: code }, from);
  expect(signedIn.status, signedIn.text).toBe(200);
  return cookieOf(signedIn);
}

test('an e-mailed sign-in code does not verify a phone: the victim keeps the number and its SMS sign-in', async () => {
  const put = await fetch(`http://127.0.0.1:${E2E_PORT}/api/internal/tenants`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await e2eAdminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(otpSite()),
  });
  expect([200, 201]).toContain(put.status);
  const stamp = Date.now().toString().slice(-4);
  const victimNumber = `77009${stamp}1`;
  const from = '127.0.0.48';

  const victimEmail = `victim-${stamp}@example.com`;
  const victim = await otpAccount(victimEmail, 'Vic', victimNumber, from);
  const sent = await postJson(OTP_SITE, '/api/user/phone/verify/send', {}, from, { cookie: victim });
  expect(sent.status, sent.text).toBe(200);
  const sms = await codeSentTo(`+44${victimNumber}`, null);
  const verified = await postJson(OTP_SITE, '/api/user/phone/verify', { otp: sms.code }, from, {
    cookie: victim,
  });
  expect(verified.json().message).toBe('Phone number verified.');

  const attackerEmail = `attacker-${stamp}@example.com`;
  const attacker = await otpAccount(attackerEmail, 'Mal', `77008${stamp}2`, '127.0.0.49');
  const moved = await postJson(
    OTP_SITE,
    '/api/user/update',
    {
      email: attackerEmail,
      details: {
        title: 'Mr.',
        first_name: 'At',
        last_name: 'Tacker',
        code: '+44',
        mobile_number: victimNumber,
      },
    },
    '127.0.0.49',
    { cookie: attacker },
  );
  expect(moved.status, moved.text).toBe(200);
  const before = await codeSentTo(attackerEmail, null);
  await postJson(OTP_SITE, '/api/verify/generate_otp', { email: attackerEmail }, '127.0.0.49');
  const mailed = await codeSentTo(attackerEmail, before.id);
  const stolen = await postJson(OTP_SITE, '/api/user/phone/verify', { otp: mailed.code }, '127.0.0.49', {
    cookie: attacker,
  });
  expect(stolen.status).toBe(400);
  expect(stolen.json().message).not.toBe('Phone number verified.');

  // The victim's next SMS sign-in still lands in the victim's own account.
  await postJson(OTP_SITE, '/api/verify/generate_otp', { mobileNumber: victimNumber }, from);
  const next = await codeSentTo(`+44${victimNumber}`, sms.id);
  const bySms = await postJson(
    OTP_SITE,
    '/api/verify/verify_otp',
    { mobileNumber: victimNumber, otp: next.code },
    from,
  );
  expect(bySms.status, bySms.text).toBe(200);
  const who = await probe({
    site: OTP_SITE,
    path: '/api/check_auth/',
    from,
    headers: { cookie: cookieOf(bySms) },
  });
  expect(who.json().user_name).toBe('Vic');
});
