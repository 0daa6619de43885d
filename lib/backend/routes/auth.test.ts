/** @jest-environment node */
import { and, desc, eq } from 'drizzle-orm';
import { encryptPassword } from '@/lib/auth/password-cipher';
import { authTokens, outboxMessages, tenants, users } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { DEMO_PASSWORDS } from '../auth/seed-users';
import { seedIfEmpty } from '../seed';
import { findTenantBySite, forgetCachedTenants } from '../tenants/repository';

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
  }, 120_000);
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
    // The seeded tenants carry base64 keys: the built-in AES-GCM.
    return encryptPassword(password, enc, 'aes-gcm');
  }
  /** Turns one of the tenant's feature switches on or off (the backend enforces them). */
  async function setFeature(site: string, name: string, on: boolean) {
    const t = await findTenantBySite(tdb.db, site);
    if (!t) throw new Error(`no tenant ${site}`);
    const feature_configuration = [
      ...(t.config.feature_configuration ?? []).filter((f) => f.name !== name),
      { name, is_enabled: on },
    ];
    await tdb.db
      .update(tenants)
      .set({ config: { ...t.config, feature_configuration } })
      .where(eq(tenants.id, t.id));
    forgetCachedTenants(tdb.db);
  }
  async function withOtp<T>(site: string, run: () => Promise<T>): Promise<T> {
    await setFeature(site, 'AUTHENTICATION_VIA_OTP', true);
    try {
      return await run();
    } finally {
      await setFeature(site, 'AUTHENTICATION_VIA_OTP', false);
    }
  }
  async function messageCount(site: string, kind: string) {
    const rows = await tdb.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, await tenantId(site)), eq(outboxMessages.kind, kind)));
    return rows.length;
  }
  async function userRow(site: string, email: string) {
    const [row] = await tdb.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, await tenantId(site)), eq(users.email, email)));
    return row;
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

    it('v2 also reads the original platform’s AES-CBC (UTF-8 key and iv, CryptoJS convention)', async () => {
      const demo = (await findTenantBySite(tdb.db, 'demo')) as NonNullable<
        Awaited<ReturnType<typeof findTenantBySite>>
      >;
      const cbc = { key: 'wanderlight-cbc-key-0032-bytes!!', iv: 'wanderlight-iv16' };
      const withCbc = { ...demo.config, fe_config: { ...demo.config.fe_config, password_encryption: cbc } };
      await tdb.db.update(tenants).set({ config: withCbc }).where(eq(tenants.id, demo.id));
      forgetCachedTenants(tdb.db);
      try {
        const r = await call('demo', 'POST', '/api/auth/api/v2/user/authenticate', {
          body: {
            email: 'consumer@wanderlight.example',
            password: await encryptPassword(DEMO_PASSWORDS.consumer, cbc, 'aes-cbc'),
          },
        });
        expect(r.status).toBe(200);
        expect(r.json).toMatchObject({ success: true, user: { email: 'consumer@wanderlight.example' } });
      } finally {
        await tdb.db.update(tenants).set({ config: demo.config }).where(eq(tenants.id, demo.id));
        forgetCachedTenants(tdb.db);
      }
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

    it('a guest cannot sign in, and the answer is the one an unknown e-mail gets', async () => {
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
      const guest = await login('demo', 'guest@example.com', 'anything-1');
      const stranger = await login('demo', 'stranger@example.com', 'anything-1');
      expect(guest.status).toBe(401);
      expect(guest.json).toEqual(stranger.json);
      expect(guest.json.message).toBe('Login failure. Please try again.');
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

    it('counts failed attempts only: 3 are free, then each must wait (429, Retry-After); successes never count', async () => {
      for (let i = 0; i < 15; i++) {
        expect((await login('demo', 'consumer@wanderlight.example', DEMO_PASSWORDS.consumer)).status).toBe(
          200,
        );
      }
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await login('b2b', 'ratelimited@meridian.example', `wrong-${i}`)).status);
      }
      // Three free failures, the fourth is counted and the fifth comes too soon.
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const last = await login('b2b', 'ratelimited@meridian.example', 'wrong');
      expect(last.status).toBe(429);
      expect(last.json.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
      expect(last.res.headers.get('retry-after')).toMatch(/^\d+$/);
      // Another account is not slowed down by this one's failures.
      expect((await login('b2b', 'admin@meridian.example', DEMO_PASSWORDS.b2bAdmin)).status).toBe(200);
    });

    it('password sign-in is refused where the tenant signs in by OTP or OAuth', async () => {
      await setFeature('demo', 'AUTHENTICATE_VIA_OAUTH_FOR_USER', true);
      try {
        const r = await login('demo', 'agent@wanderlight.example', DEMO_PASSWORDS.agent);
        expect(r.status).toBe(403);
        expect(r.cookie).toBeNull();
      } finally {
        await setFeature('demo', 'AUTHENTICATE_VIA_OAUTH_FOR_USER', false);
      }
      await withOtp('demo', async () => {
        expect((await login('demo', 'agent@wanderlight.example', DEMO_PASSWORDS.agent)).status).toBe(403);
      });
      expect((await login('demo', 'agent@wanderlight.example', DEMO_PASSWORDS.agent)).status).toBe(200);
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
        user: {
          role: 'Agency Employee',
          permission: ['view all bookings', 'view all quotations', 'manage campaigns'],
        },
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

    it('create → set-password link (single use) → login; role forced to Consumer; unverified until then', async () => {
      const r = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'Ada@Example.com', role: 'SuperAdmin', details },
      });
      expect(r.status).toBe(201);
      // Nothing about the account in the answer: an existing e-mail gets exactly this answer too.
      expect(r.json).toEqual({ success: true, message: 'Registration successful' });
      const row = await userRow('demo', 'ada@example.com');
      expect(row?.role).toBe('Consumer');
      expect(row?.emailVerifiedAt).toBeNull();
      expect(row?.phoneVerifiedAt).toBeNull();
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
      expect((await userRow('demo', 'ada@example.com'))?.emailVerifiedAt).not.toBeNull();
      const reused = await call('demo', 'POST', '/user/password/set', {
        body: { user_id, token, password: 'Other-pass-1' },
      });
      expect(reused.status).toBe(400);
      expect((await login('demo', 'ada@example.com', 'Ada-password-1')).status).toBe(200);
    });

    it('registering an existing e-mail changes nothing, answers as for a new one and mails the owner', async () => {
      const before = await userRow('demo', 'consumer@wanderlight.example');
      const mails = await messageCount('demo', 'account_exists');
      const taken = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'Consumer@Wanderlight.example', details: { ...details, first_name: 'Mallory' } },
      });
      const fresh = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'brand-new@example.com', details: { ...details, mobile_number: '7700900701' } },
      });
      expect(taken.status).toBe(201);
      expect(taken.status).toBe(fresh.status);
      expect(taken.json).toEqual(fresh.json);
      const after = await userRow('demo', 'consumer@wanderlight.example');
      expect(after).toEqual(before);
      expect(await messageCount('demo', 'account_exists')).toBe(mails + 1);
      const notice = await lastMessage('demo', 'account_exists');
      expect(notice?.recipient).toBe('consumer@wanderlight.example');
      expect(notice?.links[0]).toMatch(/\/set-password\?user_id=/);
      secrets.add(new URL(notice?.links[0] ?? 'http://x/').searchParams.get('token') ?? '');
    });

    it('no account takeover: a guest record is neither upgraded nor overwritten by someone else, and an unproven phone gets no OTP', async () => {
      const guestEmail = 'booked-as-guest@example.com';
      await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: {
          email: guestEmail,
          guest: true,
          details: { ...details, first_name: 'Gina', mobile_number: '7700900702' },
        },
      });
      const guest = await userRow('demo', guestEmail);
      // The attacker registers the guest's e-mail with their own phone, as a full account and as a guest.
      const attacker = { ...details, first_name: 'Mallory', mobile_number: '7700900703' };
      const full = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: guestEmail, details: attacker },
      });
      const asGuest = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: guestEmail, guest: true, details: attacker },
      });
      expect(full.status).toBe(201);
      expect(asGuest.status).toBe(201);
      expect(JSON.stringify([full.json, asGuest.json])).not.toContain(guest?.id ?? '?');
      expect(await userRow('demo', guestEmail)).toEqual(guest);
      // The owner (the guest's mailbox) got the set-password link that would upgrade the record.
      expect((await lastMessage('demo', 'account_exists'))?.recipient).toBe(guestEmail);
      await withOtp('demo', async () => {
        const smsBefore = await messageCount('demo', 'otp');
        const sent = await call('demo', 'POST', '/verify/generate_otp', {
          body: { mobileNumber: '7700900703' },
        });
        expect(sent.json).toEqual({ success: true, message: 'OTP sent successfully.' });
        expect(await messageCount('demo', 'otp')).toBe(smsBefore);
        // A new account's own phone is not proven either.
        const typed = await call('demo', 'POST', '/verify/generate_otp', {
          body: { mobileNumber: '7700900701' },
        });
        expect(typed.json.message).toBe('OTP sent successfully.');
        expect(await messageCount('demo', 'otp')).toBe(smsBefore);
        const verify = await call('demo', 'POST', '/verify/verify_otp', {
          body: { mobileNumber: '7700900703', otp: 123456 },
        });
        expect(verify.status).toBe(401);
        expect(verify.cookie).toBeNull();
      });
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
      await call('demo', 'POST', '/api/auth/api/v1/user/create', {
        body: { email: 'resend@example.com', details: { ...details, mobile_number: '7700900778' } },
      });
      const first = await lastLink('demo', 'set_password');
      const r = { json: { user_id: first.searchParams.get('user_id') } };
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

    it('OTP by e-mail: sent, wrong code refused, right code signs in once; an unknown address gets the same answer', () =>
      withOtp('demo', async () => {
        const missing = await call('demo', 'POST', '/verify/generate_otp', {
          body: { email: 'nobody@example.com' },
        });
        expect(missing.status).toBe(200);
        expect(missing.json).toEqual({ success: true, message: 'OTP sent successfully.' });
        expect((await lastMessage('demo', 'no_account'))?.recipient).toBe('nobody@example.com');
        const empty = await call('demo', 'POST', '/verify/generate_otp', { body: {} });
        expect(empty.json.message).toBe('Email or phone number is required');
        const sent = await call('demo', 'POST', '/verify/generate_otp', {
          body: { email: 'consumer@wanderlight.example' },
        });
        expect(sent.json).toEqual(missing.json);
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
      }));

    it('OTP calls are refused where OTP sign-in is off (the b2b site)', async () => {
      const gen = await call('b2b', 'POST', '/verify/generate_otp', { body: { mobileNumber: '612345678' } });
      expect(gen.status).toBe(403);
      const ver = await call('b2b', 'POST', '/verify/verify_otp', {
        body: { mobileNumber: '612345678', otp: 1 },
      });
      expect(ver.status).toBe(403);
    });

    it('OTP by phone goes by SMS to a verified number; five wrong attempts kill the code; an expired code fails', () =>
      withOtp('b2b', async () => {
        await call('b2b', 'POST', '/verify/generate_otp', { body: { mobileNumber: '612345678' } });
        const sms = await lastMessage('b2b', 'otp');
        expect(sms?.channel).toBe('sms');
        expect(sms?.recipient).toBe('+31612345678');
        const code = Number(await lastOtp('b2b'));
        for (let i = 1; i <= 3; i++) {
          await call('b2b', 'POST', '/verify/verify_otp', {
            body: { mobileNumber: '612345678', otp: (code + i) % 1_000_000 },
          });
        }
        // The code's own limit (5 attempts) is tested without the sign-in throttle's waits in between:
        // its counter (kept with the other attempt counters) is filled up to 5 directly.
        const { attemptStore } = await import('@/lib/backend/ratelimit/process-limiter');
        const { otpAttemptsKey } = await import('../auth/otp');
        const store = attemptStore(tdb.db);
        const key = otpAttemptsKey(await tenantId('b2b'), 'sign_in_sms', '+31612345678');
        while (((await store.get(key, Date.now()))?.failures ?? 0) < 5)
          await store.add(key, 600_000, Date.now());
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
        expect([401, 429]).toContain(expired.status);
      }));

    it('a signed-in owner verifies a new phone by SMS; only then does it receive sign-in OTPs', async () => {
      const { cookie } = await login('demo', 'ada@example.com', 'Ada-password-1');
      const send = await call('demo', 'POST', '/user/phone/verify/send', { cookie: cookie ?? '' });
      expect(send.json.message).toBe('OTP sent successfully.');
      const sms = await lastMessage('demo', 'otp');
      expect(sms?.recipient).toBe('+447700900777');
      const code = await lastOtp('demo');
      const ok = await call('demo', 'POST', '/user/phone/verify', {
        cookie: cookie ?? '',
        body: { otp: code },
      });
      expect(ok.json).toEqual({ success: true, message: 'Phone number verified.' });
      expect((await userRow('demo', 'ada@example.com'))?.phoneVerifiedAt).not.toBeNull();
      expect((await call('demo', 'POST', '/user/phone/verify/send')).status).toBe(401);
      await withOtp('demo', async () => {
        const before = await messageCount('demo', 'otp');
        await call('demo', 'POST', '/verify/generate_otp', { body: { mobileNumber: '7700900777' } });
        expect(await messageCount('demo', 'otp')).toBe(before + 1);
        expect((await lastMessage('demo', 'otp'))?.recipient).toBe('+447700900777');
      });
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

    it('create_user_in_agency_crm stores the CRM fields; registration is closed on an invitation-only site', async () => {
      const closed = await call('b2b', 'POST', '/api/auth/api/v1/user/create', {
        body: {
          email: 'walk-in@example.com',
          details: { ...details, code: '+31', mobile_number: '612340001' },
        },
      });
      // Signed out, the invitation-only guard answers first; a signed-in member is refused too.
      expect(closed.status).toBe(401);
      expect((await call('b2b', 'POST', '/create_user_in_agency_crm', { body: {} })).status).toBe(401);
      const admin = await login('b2b', 'admin@meridian.example', DEMO_PASSWORDS.b2bAdmin);
      const asMember = await call('b2b', 'POST', '/api/auth/api/v1/user/create', {
        cookie: admin.cookie ?? '',
        body: {
          email: 'walk-in@example.com',
          details: { ...details, code: '+31', mobile_number: '612340001' },
        },
      });
      expect(asMember.status).toBe(403);
      expect(await userRow('b2b', 'walk-in@example.com')).toBeUndefined();
      const r = await call('demo', 'POST', '/create_user_in_agency_crm', {
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
      const bad = await call('demo', 'POST', '/create_user_in_agency_crm', {
        body: { email: 'x@example.com' },
      });
      expect(bad.json.errors).toMatchObject({
        title: ['Title is required'],
        first_name: ['First Name is required'],
      });
    });

    it('changing the password needs the current one (a session alone is not enough)', async () => {
      const { cookie } = await login('demo', 'ada@example.com', 'Ada-password-1');
      const none = await call('demo', 'POST', '/user/password/set', {
        cookie: cookie ?? '',
        body: { password: 'Hijacked-pass-1' },
      });
      expect(none.status).toBe(400);
      expect(none.json.errors.current_password).toEqual(['Please enter your current password.']);
      const wrong = await call('demo', 'POST', '/user/password/set', {
        cookie: cookie ?? '',
        body: { password: 'Hijacked-pass-1', current_password: 'not-it-at-all' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.errors.current_password).toEqual(['The current password is not correct.']);
      expect((await login('demo', 'ada@example.com', 'Hijacked-pass-1')).status).toBe(401);
      const right = await call('demo', 'POST', '/user/password/set', {
        cookie: cookie ?? '',
        body: { password: 'Ada-password-2', current_password: 'Ada-password-1' },
      });
      expect(right.json.success).toBe(true);
      secrets.add('Ada-password-2');
      expect((await login('demo', 'ada@example.com', 'Ada-password-2')).status).toBe(200);
      await call('demo', 'POST', '/user/password/set', {
        cookie: right.cookie ?? '',
        body: { password: 'Ada-password-1', current_password: 'Ada-password-2' },
      });
    });

    it('a lock from failures everywhere mails the owner an unlock link that lifts it', async () => {
      const { SIGN_IN_THROTTLE, accountKey } = await import('@/lib/backend/ratelimit/failures');
      const { recordSignInFailure } = await import('@/lib/backend/ratelimit/sign-in-throttle');
      const { attemptStore } = await import('@/lib/backend/ratelimit/process-limiter');
      const tenant = await findTenantBySite(tdb.db, 'demo');
      const store = attemptStore(tdb.db);
      // Failures from many clients (a distributed guess), one short of the account's lock, made
      // long enough ago that the last one's wait is over.
      const earlier = Date.now() - 5 * 60_000;
      const key = `fail:acct:${accountKey(tenant?.id ?? '', 'ada@example.com')}`;
      const so_far = (await store.get(key, Date.now()))?.failures ?? 0;
      for (let i = so_far; i < SIGN_IN_THROTTLE.account.lockAt - 1; i++) {
        await recordSignInFailure(
          store,
          { tenantId: tenant?.id ?? '', account: 'ada@example.com', ip: `10.1.${i >> 8}.${i & 255}` },
          earlier,
        );
      }
      const unlockMails = await messageCount('demo', 'unlock');
      const last = await login('demo', 'ada@example.com', 'one-more-wrong');
      expect(last.status).toBe(401);
      expect(await messageCount('demo', 'unlock')).toBe(unlockMails + 1);
      const locked = await login('demo', 'ada@example.com', 'Ada-password-1');
      expect(locked.status).toBe(429);
      const link = await lastLink('demo', 'unlock');
      expect(link.pathname).toBe('/verify');
      const r = await call('demo', 'POST', '/user/verify', {
        body: { user_id: link.searchParams.get('user_id'), token: link.searchParams.get('token') },
      });
      expect(r.json).toMatchObject({ success: true, purpose: 'unlock' });
      expect((await login('demo', 'ada@example.com', 'Ada-password-1')).status).toBe(200);
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
