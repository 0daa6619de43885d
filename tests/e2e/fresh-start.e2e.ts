import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findAdminToken } from '@/lib/auth/local-admin-token';
import { E2E_PORT } from './support';
import { ReadmeServer } from './support/readme-server';

/**
 * A newcomer's first `npm start` (issue 10): the production server started as the README starts
 * it — `npm start`, no SESSION_SECRET, ADMIN_TOKEN, SMTP_URL or any other setting, an empty data
 * folder — registers, verifies, signs in with a password and with an OTP (read from the server log,
 * as a newcomer reads it), signs out, restarts, and the session cookie issued before the restart is
 * still valid after it. Its own server on its own port and folder.
 */

const PASSWORD = 'Fresh-start-pass-1';
let dataDir = '';
let server: ReadmeServer;

/** The newest line the server logged for a message to `to` whose subject includes `subject`. */
async function loggedMail(to: string, subject: string): Promise<string> {
  let line = '';
  await expect
    .poll(() => {
      line =
        server.log
          .split('\n')
          .filter((l) => l.startsWith(`[outbox] e-mail to ${to} — `) && l.includes(subject))
          .at(-1) ?? '';
      return line;
    })
    .not.toBe('');
  return line;
}

const call = (...args: Parameters<ReadmeServer['call']>) => server.call(...args);
const signedIn = (site: string, cookie: string) => server.signedIn(site, cookie);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-fresh-'));
  server = new ReadmeServer(E2E_PORT + 7, { DATA_DIR: dataDir });
  server.start();
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('npm start with no settings: register, verify, password and OTP sign-in, sign-out, restart', async () => {
  test.setTimeout(150_000);
  // The secret was generated and the newcomer was told how to set one.
  expect(server.log).toContain('SESSION_SECRET is not set: generated a random secret');

  // A README demo account signs in with its password; this cookie must survive the restart.
  const demoCookie = await server.signIn('demo', 'consumer@wanderlight.example', 'Wanderlight-demo-1');
  expect(await signedIn('demo', demoCookie)).toBe(true);

  // Register, verify through the set-password link (printed in the log), sign in with the password.
  const email = `fresh-${Date.now()}@example.com`;
  const created = await call('demo', 'POST', '/api/api/auth/api/v1/user/create', {
    body: {
      email,
      details: {
        title: 'Ms.',
        first_name: 'Nova',
        last_name: 'Newcomer',
        code: '+44',
        mobile_number: '7700900321',
      },
    },
  });
  expect(created.status).toBe(201);
  const linkLine = await loggedMail(email, '');
  expect(linkLine).not.toContain('Nova'); // the log line carries no name
  const link = new URL(/(http:\/\/\S+)/.exec(linkLine)?.[1] ?? '');
  const set = await call('demo', 'POST', '/api/user/password/set', {
    body: {
      user_id: link.searchParams.get('user_id'),
      token: link.searchParams.get('token'),
      password: PASSWORD,
    },
  });
  expect(set.status).toBe(200);
  expect(await signedIn('demo', await server.signIn('demo', email, PASSWORD))).toBe(true);

  // OTP sign-in: neither demo site uses it, so an OTP agency is added through the admin API with the
  // token found the way `npm run tenant:upsert` finds it (in the server's data folder).
  const found = await findAdminToken({ DATA_DIR: dataDir }, async () => null);
  expect(found?.from).toBe(path.join(dataDir, 'admin-token'));
  const otpSite = 'freshotp';
  const definition = JSON.parse(
    readFileSync(path.join(process.cwd(), 'lib/backend/seed/tenants/demo.json'), 'utf8'),
  );
  const features = (definition.config.feature_configuration as { name: string }[]).filter(
    (f) => f.name !== 'AUTHENTICATION_VIA_OTP',
  );
  const upsert = await fetch(`http://127.0.0.1:${server.port}/api/internal/tenants`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${found?.token}` },
    body: JSON.stringify({
      key: otpSite,
      domains: [],
      config: {
        ...definition.config,
        subdomain: otpSite,
        agency_id: 1910,
        user_id: 5910,
        agency_details: { ...definition.config.agency_details, name: 'Fresh Otter Travel' },
        feature_configuration: [...features, { name: 'AUTHENTICATION_VIA_OTP', is_enabled: true }],
      },
    }),
  });
  expect(upsert.status, await upsert.clone().text()).toBe(201);

  const otpEmail = `fresh-otp-${Date.now()}@example.com`;
  const registered = await call(otpSite, 'POST', '/api/api/auth/api/v1/user/create', {
    body: {
      email: otpEmail,
      details: {
        title: 'Mr.',
        first_name: 'Otto',
        last_name: 'Newcomer',
        code: '+44',
        mobile_number: '7700900322',
      },
    },
  });
  expect(registered.status).toBe(201);
  await call(otpSite, 'POST', '/api/verify/generate_otp', { body: { email: otpEmail } });
  const otpLine = await loggedMail(otpEmail, 'login code');
  const otp = /code (\d{6})$/.exec(otpLine)?.[1];
  expect(otp, otpLine).toMatch(/^\d{6}$/);
  const viaOtp = await call(otpSite, 'POST', '/api/verify/verify_otp', {
    body: { email: otpEmail, otp: Number(otp) },
  });
  expect(viaOtp.status).toBe(200);
  const otpCookie = viaOtp.setCookie as string;
  expect(await signedIn(otpSite, otpCookie)).toBe(true);

  // Sign out: that session ends on the server.
  expect((await call(otpSite, 'GET', '/api/user/logout', { cookie: otpCookie })).status).toBe(200);
  expect(await signedIn(otpSite, otpCookie)).toBe(false);

  // Restart on the same data folder: the cookie issued before is still valid, no new secret.
  await server.stop();
  const before = server.log.length;
  server.start();
  await server.ready();
  expect(await signedIn('demo', demoCookie)).toBe(true);
  expect(server.log.slice(before)).not.toContain('generated a random secret');
  // And the newcomer signs in again, by password, after the restart.
  expect(await signedIn('demo', await server.signIn('demo', email, PASSWORD))).toBe(true);
});
