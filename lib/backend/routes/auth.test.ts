/** @jest-environment node */
import { and, desc, eq } from 'drizzle-orm';
import { encryptPassword } from '@/lib/auth/password-cipher';
import { authTokens, outboxMessages, users } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { DEMO_PASSWORDS } from '../auth/seed-users';
import { seedIfEmpty } from '../seed';
import { findTenantBySite } from '../tenants/repository';

/** Parsed response JSON, navigable in assertions. */
interface Json {
  [key: string]: Json;
  user: Json;
  errors: Json;
  details: Json;
}

describe.each(testDrivers())('Auth calls on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  const logs: string[] = [];
  /** Every response body and header seen, for the secrets test at the end. */
  const seen: string[] = [];
  /** Every secret used or delivered, for the same test. */
  const secrets = new Set<string>([DEMO_PASSWORDS.consumer, DEMO_PASSWORDS.agent, DEMO_PASSWORDS.b2bAdmin]);

  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    backend = createBackend({
      db: async () => tdb.db,
      log: (m, extra) => logs.push(`${m} ${JSON.stringify(extra)}`),
    });
  });
  afterAll(() => tdb.dispose());

  async function call(
    site: string,
    method: string,
    path: string,
    opts: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; json: Json; cookie: string | null; res: Response }> {
    const headers: Record<string, string> = { [SITE_HEADER]: site, ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.cookie) headers.cookie = opts.cookie;
    const res = await backend.request(path, {
      method,
      headers,
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = res.status === 304 ? '' : await res.text();
    const hdrs: string[] = [];
    res.headers.forEach((v, k) => {
      if (k !== 'set-cookie') hdrs.push(`${k}: ${v}`);
    });
    seen.push(text, ...hdrs);
    const setCookie = res.headers.get('set-cookie');
    return {
      status: res.status,
      json: text ? JSON.parse(text) : {},
      cookie: setCookie?.split(';')[0] ?? null,
      res,
    };
  }

  const tenantId = async (site: string) => (await findTenantBySite(tdb.db, site))?.id ?? '';
  async function lastMessage(site: string, kind: string) {
    const [row] = await tdb.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, await tenantId(site)), eq(outboxMessages.kind, kind)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return row;
  }
  async function lastOtp(site: string): Promise<string> {
    const code = /\b(\d{6})\b/.exec((await lastMessage(site, 'otp'))?.text ?? '')?.[1] ?? '';
    secrets.add(code);
    return code;
  }
  async function lastLink(site: string, kind: string): Promise<URL> {
    const url = new URL((await lastMessage(site, kind))?.links[0] ?? 'http://none/');
    secrets.add(url.searchParams.get('token') ?? '');
    return url;
  }
  async function encryptedFor(site: string, password: string) {
    const t = await findTenantBySite(tdb.db, site);
    const enc = t?.config.fe_config?.password_encryption;
    if (!enc) throw new Error('no encryption configured');
    return encryptPassword(password, enc);
  }
  async function login(site: string, email: string, password: string) {
    return call(site, 'POST', '/api/auth/api/v2/user/authenticate', {
      body: { email, password: await encryptedFor(site, password) },
    });
  }

  describe('authenticate', () => {
    it('v2 signs in with the encrypted password: message, user, session cookie', async () => {
      const r = await login('demo', 'Consumer@Wanderlight.example', DEMO_PASSWORDS.consumer);
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ success: true, message: 'Login successful.' });
      expect(r.json.user).toMatchObject({
        role: 'Consumer',
        email: 'consumer@wanderlight.example',
        guest: false,
      });
      expect(r.json.user.details).toMatchObject({ first_name: 'Clara', code: '+44' });
      expect(JSON.stringify(r.json)).not.toMatch(/hash|scrypt/i);
      const setCookie = r.res.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
    });

    it('refuses a wrong password, an unknown e-mail and a plain password on v2 with the same message', async () => {
      for (const [email, password] of [
        ['agent@wanderlight.example', 'wrong-password'],
        ['nobody@wanderlight.example', 'whatever-1'],
      ]) {
        const r = await login('demo', email as string, password as string);
        expect(r.status).toBe(401);
        expect(r.json.message).toBe('Login failure. Please try again.');
        expect(r.cookie).toBeNull();
      }
      const plain = await call('demo', 'POST', '/api/auth/api/v2/user/authenticate', {
        body: { email: 'agent@wanderlight.example', password: DEMO_PASSWORDS.agent },
      });
      expect(plain.status).toBe(401);
    });

    it('answers each validation error with the spec text', async () => {
      const empty = await call('demo', 'POST', '/api/auth/api/v2/user/authenticate', { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.json.message).toBe('Email is required');
      expect(empty.json.errors).toMatchObject({
        email: ['Email is required'],
        password: ['Password is required'],
      });
      const bad = await call('demo', 'POST', '/api/auth/api/v2/user/authenticate', {
        body: { email: 'not-an-email', password: 'x' },
      });
      expect(bad.json.errors.email).toEqual(['Please provide a valid email address']);
    });

    it('v1 takes the plain password only from a local development origin', async () => {
      const body = { email: 'agent@wanderlight.example', password: DEMO_PASSWORDS.agent };
      const local = await call('demo', 'POST', '/api/auth/api/v1/user/authenticate', {
        body,
        headers: { host: 'demo.localhost:3000', origin: 'http://demo.localhost:3000' },
      });
      expect(local.status).toBe(200);
      expect(local.json.user.role).toBe('Agency Employee');
      const remote = await call('demo', 'POST', '/api/auth/api/v1/user/authenticate', {
        body,
        headers: { host: 'travel.example.com', origin: 'https://travel.example.com' },
      });
      expect(remote.status).toBe(403);
    });

    it('an account of tenant A is refused on tenant B, and its cookie is worthless there', async () => {
      const onB = await call('b2b', 'POST', '/api/auth/api/v2/user/authenticate', {
        body: {
          email: 'consumer@wanderlight.example',
          password: await encryptedFor('b2b', DEMO_PASSWORDS.consumer),
        },
      });
      expect(onB.status).toBe(401);
      const onA = await login('demo', 'consumer@wanderlight.example', DEMO_PASSWORDS.consumer);
      const details = await call('b2b', 'GET', '/user/details', { cookie: onA.cookie ?? '' });
      expect(details.status).toBe(401);
      expect(details.json.message).toBe('Unauthorized Error');
    });

    it('refuses a guest: Guest users cannot login', async () => {
      const created = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: {
          email: 'guest@example.com',
          guest: true,
          details: {
            title: 'Mr.',
            first_name: 'G',
            last_name: 'Uest',
            code: '+44',
            mobile_number: '7700900999',
          },
        },
      });
      expect(created.status).toBe(201);
      const r = await login('demo', 'guest@example.com', 'anything-1');
      expect(r.status).toBe(403);
      expect(r.json.message).toBe('Guest users cannot login');
      const otp = await call('demo', 'POST', '/verify/generate_otp', {
        body: { email: 'guest@example.com' },
      });
      expect(otp.json.message).toBe('Guest users cannot login');
    });

    it('refuses a cross-site Origin on state-changing calls (403)', async () => {
      const r = await call('demo', 'POST', '/api/auth/api/v2/user/authenticate', {
        body: { email: 'a@b.co', password: 'x' },
        headers: { host: 'demo.localhost:3000', origin: 'https://evil.example' },
      });
      expect(r.status).toBe(403);
      const fetchSite = await call('demo', 'GET', '/user/logout', {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(fetchSite.status).toBe(403);
    });

    it('rate-limits repeated failures on one account (429 with Retry-After)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await login('b2b', 'ratelimited@meridian.example', `wrong-${i}`)).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      const last = await login('b2b', 'ratelimited@meridian.example', 'wrong');
      expect(last.status).toBe(429);
      expect(last.res.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  describe('session', () => {
    it('check_auth/ reports the state, is cacheable by ETag and changes with the session', async () => {
      const anon = await call('demo', 'GET', '/check_auth/?user_ui_id=abc&utm_profile=0');
      expect(anon.json).toEqual({ auth: false, user_name: null, user_ui_id: 'abc' });
      const etag = anon.res.headers.get('etag') ?? '';
      expect(anon.res.headers.get('cache-control')).toMatch(/private/);
      const again = await call('demo', 'GET', '/check_auth/?user_ui_id=abc&utm_profile=0', {
        headers: { 'if-none-match': etag },
      });
      expect(again.status).toBe(304);
      const otherParams = await call('demo', 'GET', '/check_auth/?user_ui_id=abd&utm_profile=0', {
        headers: { 'if-none-match': etag },
      });
      expect(otherParams.status).toBe(200);
      const { cookie, json } = await login('demo', 'agent@wanderlight.example', DEMO_PASSWORDS.agent);
      const authed = await call('demo', 'GET', '/check_auth/?user_ui_id=abc&utm_profile=0', {
        cookie: cookie ?? '',
        headers: { 'if-none-match': etag },
      });
      expect(authed.status).toBe(200);
      expect(authed.json).toEqual({ auth: true, user_name: 'Arthur', user_ui_id: json.user_ui_id });
    });

    it('user/details answers the user; extend_session renews the cookie', async () => {
      const { cookie } = await login('demo', 'agent@wanderlight.example', DEMO_PASSWORDS.agent);
      const r = await call('demo', 'GET', '/user/details', { cookie: cookie ?? '' });
      expect(r.json).toMatchObject({
        success: true,
        user: { role: 'Agency Employee', permission: ['view all bookings'] },
      });
      expect(r.json.user.details.agency_role).toBe('seller');
      expect(r.cookie).toBeNull();
      const renewed = await call('demo', 'GET', '/user/details?extend_session=true', {
        cookie: cookie ?? '',
      });
      expect(renewed.cookie).toMatch(/^itinera_session=/);
      expect((await call('demo', 'GET', '/user/details')).status).toBe(401);
    });

    it('logout revokes the session server-side: the old cookie is refused afterwards', async () => {
      const { cookie } = await login('demo', 'agent@wanderlight.example', DEMO_PASSWORDS.agent);
      const out = await call('demo', 'GET', '/user/logout', { cookie: cookie ?? '' });
      expect(out.json).toEqual({ success: true, message: 'Logged out successfully.' });
      expect(out.res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
      expect((await call('demo', 'GET', '/user/details', { cookie: cookie ?? '' })).status).toBe(401);
      const again = await login('demo', 'agent@wanderlight.example', DEMO_PASSWORDS.agent);
      const legacy = await call('demo', 'GET', '/user_logout/', { cookie: again.cookie ?? '' });
      expect(legacy.json.message).toBe('Logged out successfully.');
      const check = await call('demo', 'GET', '/check_auth/', { cookie: again.cookie ?? '' });
      expect(check.json.auth).toBe(false);
    });
  });

  describe('registration, set password, OTP, profile, deletion', () => {
    const details = {
      title: 'Ms.',
      first_name: 'Ada',
      last_name: 'Lovelace',
      code: '+44',
      mobile_number: '7700900777',
    };

    it('create: validation errors with the spec texts', async () => {
      const r = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: '', details: {} },
      });
      expect(r.status).toBe(400);
      expect(r.json.errors).toMatchObject({
        email: ['Email is required'],
        'details.title': ['Title is required'],
        'details.first_name': ['First Name is required'],
        'details.last_name': ['Last Name is required'],
        'details.mobile_number': ['Phone Number is required'],
      });
      const phone = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'ada@example.com', details: { ...details, mobile_number: '07700900777' } },
      });
      expect(phone.json.errors['details.mobile_number']).toEqual(['Please provide a valid Phone Number']);
    });

    it('create → set-password link (single use) → login; role forced to Consumer; duplicate refused', async () => {
      const r = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'Ada@Example.com', role: 'SuperAdmin', details },
      });
      expect(r.status).toBe(201);
      expect(r.json.user.role).toBe('Consumer');
      const dup = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'ada@example.com', details },
      });
      expect(dup.status).toBe(409);
      const link = await lastLink('demo', 'set_password');
      expect(link.pathname).toBe('/set-password');
      const user_id = link.searchParams.get('user_id') ?? '';
      const token = link.searchParams.get('token') ?? '';
      const check = await call('demo', 'POST', '/user/verify', { body: { user_id, token } });
      expect(check.json).toMatchObject({ success: true, purpose: 'set_password' });
      const short = await call('demo', 'POST', '/user/password/set', {
        body: { user_id, token, password: 'short' },
      });
      expect(short.status).toBe(400);
      const set = await call('demo', 'POST', '/user/password/set', {
        body: { user_id, token, password: 'Ada-password-1' },
      });
      expect(set.json.success).toBe(true);
      secrets.add('Ada-password-1');
      const reused = await call('demo', 'POST', '/user/password/set', {
        body: { user_id, token, password: 'Other-pass-1' },
      });
      expect(reused.status).toBe(400);
      expect((await login('demo', 'ada@example.com', 'Ada-password-1')).status).toBe(200);
      // The same e-mail on the other tenant is another account.
      const onB2b = await call('b2b', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'ada@example.com', details },
      });
      expect(onB2b.status).toBe(201);
      expect(onB2b.json.user_id).not.toBe(user_id);
    });

    it('an expired set-password token is refused', async () => {
      await call('demo', 'POST', '/user/forgot-password', { body: { email: 'ada@example.com' } });
      const link = await lastLink('demo', 'set_password');
      await tdb.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.purpose, 'set_password'));
      const r = await call('demo', 'POST', '/user/password/set', {
        body: {
          user_id: link.searchParams.get('user_id'),
          token: link.searchParams.get('token'),
          password: 'Later-pass-1',
        },
      });
      expect(r.status).toBe(400);
    });

    it('forgot-password: success text, the observed validation texts, no account listing', async () => {
      const ok = await call('demo', 'POST', '/user/forgot-password', {
        body: { email: 'consumer@wanderlight.example' },
      });
      expect(ok.json).toEqual({ success: true, message: 'Set password link has been sent to your mail id.' });
      const unknown = await call('demo', 'POST', '/user/forgot-password', {
        body: { email: 'nobody@example.com' },
      });
      expect(unknown.json).toEqual(ok.json);
      const empty = await call('demo', 'POST', '/user/forgot-password', { body: { email: '' } });
      expect(empty.json.message).toBe('First Name is required');
      const upper = await call('demo', 'POST', '/user/forgot-password', {
        body: { email: 'Ada@Example.com' },
      });
      expect(upper.json.message).toBe('Please provide a valid email address');
    });

    it('resend sends a fresh link and spends the old one', async () => {
      const r = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'resend@example.com', details: { ...details, mobile_number: '7700900778' } },
      });
      const first = await lastLink('demo', 'set_password');
      const resent = await call('demo', 'POST', '/user/create/resend', { body: { user_id: r.json.user_id } });
      expect(resent.json.message).toBe('Set password link has been sent to your mail id.');
      const second = await lastLink('demo', 'set_password');
      expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
      const old = await call('demo', 'POST', '/user/verify', {
        body: { user_id: r.json.user_id, token: first.searchParams.get('token') },
      });
      expect(old.status).toBe(400);
      expect((await call('demo', 'POST', '/user/create/resend', { body: {} })).json.message).toBe(
        'user_id is required',
      );
    });

    it('OTP by e-mail: sent, wrong code refused, right code signs in once', async () => {
      const missing = await call('demo', 'POST', '/verify/generate_otp', {
        body: { email: 'nobody@example.com' },
      });
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe('User not found');
      const empty = await call('demo', 'POST', '/verify/generate_otp', { body: {} });
      expect(empty.json.message).toBe('Email or phone number is required');
      const sent = await call('demo', 'POST', '/verify/generate_otp', {
        body: { email: 'consumer@wanderlight.example' },
      });
      expect(sent.json).toEqual({ success: true, message: 'OTP sent successfully.' });
      const code = await lastOtp('demo');
      const wrong = (Number(code) + 1) % 1_000_000;
      const bad = await call('demo', 'POST', '/verify/verify_otp', {
        body: { email: 'consumer@wanderlight.example', otp: wrong },
      });
      expect(bad.status).toBe(401);
      expect(bad.json.message).toBe('Otp verification failed. Please try again.');
      const noOtp = await call('demo', 'POST', '/verify/verify_otp', {
        body: { email: 'consumer@wanderlight.example' },
      });
      expect(noOtp.json.message).toBe('otp is required');
      const ok = await call('demo', 'POST', '/verify/verify_otp', {
        body: { email: 'consumer@wanderlight.example', otp: Number(code) },
      });
      expect(ok.json).toMatchObject({ success: true, message: 'Login successful.' });
      expect(ok.cookie).toMatch(/^itinera_session=/);
      const reuse = await call('demo', 'POST', '/verify/verify_otp', {
        body: { email: 'consumer@wanderlight.example', otp: Number(code) },
      });
      expect(reuse.status).toBe(401);
    });

    it('OTP by phone goes by SMS; five wrong attempts kill the code; an expired code fails', async () => {
      await call('b2b', 'POST', '/verify/generate_otp', { body: { mobileNumber: '612345678' } });
      const sms = await lastMessage('b2b', 'otp');
      expect(sms?.channel).toBe('sms');
      expect(sms?.recipient).toBe('+31612345678');
      const code = Number(await lastOtp('b2b'));
      for (let i = 1; i <= 5; i++) {
        await call('b2b', 'POST', '/verify/verify_otp', {
          body: { mobileNumber: '612345678', otp: (code + i) % 1_000_000 },
        });
      }
      const dead = await call('b2b', 'POST', '/verify/verify_otp', {
        body: { mobileNumber: '612345678', otp: code },
      });
      expect(dead.status).toBe(401);
      await call('b2b', 'POST', '/verify/generate_otp', { body: { mobileNumber: '612345678' } });
      const fresh = Number(await lastOtp('b2b'));
      await tdb.db.execute(`update auth_otps set expires_at = now() - interval '1 minute'` as never);
      const expired = await call('b2b', 'POST', '/verify/verify_otp', {
        body: { mobileNumber: '612345678', otp: fresh },
      });
      expect(expired.status).toBe(401);
    });

    it('user/update edits the profile, keeps e-mail and role; requires a session', async () => {
      const { cookie } = await login('demo', 'ada@example.com', 'Ada-password-1');
      const r = await call('demo', 'POST', '/user/update', {
        cookie: cookie ?? '',
        body: {
          email: 'hijack@example.com',
          role: 'SuperAdmin',
          details: { ...details, first_name: 'Augusta' },
        },
      });
      expect(r.json).toMatchObject({ success: true, user: { email: 'ada@example.com', role: 'Consumer' } });
      expect(r.json.user.details.first_name).toBe('Augusta');
      const invalid = await call('demo', 'POST', '/user/update', {
        cookie: cookie ?? '',
        body: { details: { ...details, title: '' } },
      });
      expect(invalid.json.message).toBe('Title is required');
      expect((await call('demo', 'POST', '/user/update', { body: { details } })).status).toBe(401);
    });

    it('create_user_in_agency_crm stores the CRM fields', async () => {
      const r = await call('b2b', 'POST', '/create_user_in_agency_crm', {
        body: {
          email: 'crm@example.com',
          title: 'Mr.',
          first_name: 'C',
          last_name: 'Rm',
          mobile_number: '612340000',
          country: 'Netherlands',
          city: 'Utrecht',
        },
      });
      expect(r.status).toBe(201);
      const [row] = await tdb.db.select().from(users).where(eq(users.email, 'crm@example.com'));
      expect(row?.crmDetails).toMatchObject({ city: 'Utrecht', pan_number: '' });
      const bad = await call('b2b', 'POST', '/create_user_in_agency_crm', {
        body: { email: 'x@example.com' },
      });
      expect(bad.json.errors).toMatchObject({
        title: ['Title is required'],
        first_name: ['First Name is required'],
      });
    });

    it('DELETE user removes the account and its session', async () => {
      const { cookie } = await login('demo', 'ada@example.com', 'Ada-password-1');
      const r = await call('demo', 'DELETE', '/api/auth/api/v1/user', { cookie: cookie ?? '' });
      expect(r.json.success).toBe(true);
      expect((await call('demo', 'GET', '/user/details', { cookie: cookie ?? '' })).status).toBe(401);
      expect((await login('demo', 'ada@example.com', 'Ada-password-1')).status).toBe(401);
      expect((await call('demo', 'DELETE', '/api/auth/api/v1/user')).status).toBe(401);
    });
  });

  describe('invitation, credit, subscription', () => {
    it('accept-invitation spends the seeded invitation token once and mails a set-password link', async () => {
      const link = await lastLink('b2b', 'invitation');
      expect(link.pathname).toBe('/search/trips');
      expect(link.searchParams.get('invite')).toBe('true');
      const q = `user_id=${link.searchParams.get('user_id')}&token=${link.searchParams.get('token')}`;
      const r = await call('b2b', 'GET', `/accept-invitation?${q}`);
      expect(r.json).toEqual({ success: true, message: 'Set password link has been sent to your mail id.' });
      expect((await call('b2b', 'GET', `/accept-invitation?${q}`)).status).toBe(400);
      expect((await call('b2b', 'GET', '/accept-invitation')).status).toBe(400);
      const setLink = await lastLink('b2b', 'set_password');
      expect(setLink.searchParams.get('user_id')).toBe(link.searchParams.get('user_id'));
    });

    it('credit: the agent wallet in major units; none for a consumer; 401 signed out', async () => {
      const agent = await login('demo', 'agent@wanderlight.example', DEMO_PASSWORDS.agent);
      const r = await call('demo', 'GET', '/api/auth/api/v1/credit/agency/user/get', {
        cookie: agent.cookie ?? '',
      });
      expect(r.json).toEqual({ success: true, details: { amount: 2500, currency: 'GBP' } });
      const consumer = await login('demo', 'consumer@wanderlight.example', DEMO_PASSWORDS.consumer);
      const none = await call('demo', 'GET', '/api/auth/api/v1/credit/agency/user/get', {
        cookie: consumer.cookie ?? '',
      });
      expect(none.json).toEqual({ success: true, details: null });
      expect((await call('demo', 'GET', '/api/auth/api/v1/credit/agency/user/get')).status).toBe(401);
    });

    it('subscription: plan for agency staff only', async () => {
      const admin = await login('b2b', 'admin@meridian.example', DEMO_PASSWORDS.b2bAdmin);
      const r = await call('b2b', 'GET', '/api/subscription/v1/agency/', { cookie: admin.cookie ?? '' });
      expect(r.json).toEqual({ success: true, subscription: { plan_name: 'Professional' } });
      const consumer = await login('demo', 'consumer@wanderlight.example', DEMO_PASSWORDS.consumer);
      expect(
        (await call('demo', 'GET', '/api/subscription/v1/agency/', { cookie: consumer.cookie ?? '' })).status,
      ).toBe(403);
    });
  });

  it('no password, OTP or token ever appears in a response or a log line', () => {
    const haystack = [...seen, ...logs].join('\n');
    const found = [...secrets].filter((s) => s.length >= 6 && haystack.includes(s));
    expect(secrets.size).toBeGreaterThan(5);
    expect(found).toEqual([]);
  });
});
