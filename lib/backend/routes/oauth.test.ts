/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { readSession } from '@/lib/auth/session';
import { type Tenant, tenants, users } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { pkceChallenge } from '../auth/oauth';
import { seedIfEmpty } from '../seed';
import { findTenantBySite, forgetCachedTenants } from '../tenants/repository';

const IDP = 'https://idp.example.test';
const RETURN = 'http://demo.localhost:3000/userloginsso';

interface TokenCall {
  form: URLSearchParams;
  authorization: string | null;
}
const tokenCalls: TokenCall[] = [];
let userinfo: Record<string, unknown> = {};
let discoveryCalls = 0;

const server = setupServer(
  http.post(`${IDP}/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    tokenCalls.push({ form, authorization: request.headers.get('authorization') });
    if (form.get('code') !== 'good-code')
      return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    return HttpResponse.json({ access_token: 'at-123', token_type: 'Bearer', expires_in: 300 });
  }),
  http.get(`${IDP}/userinfo`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer at-123'
      ? HttpResponse.json(userinfo)
      : HttpResponse.json({ error: 'invalid_token' }, { status: 401 }),
  ),
  http.get(`${IDP}/discovered/.well-known/openid-configuration`, () => {
    discoveryCalls += 1;
    return HttpResponse.json({
      issuer: `${IDP}/discovered`,
      authorization_endpoint: `${IDP}/discovered/authorize`,
      token_endpoint: `${IDP}/token`,
      userinfo_endpoint: `${IDP}/userinfo`,
    });
  }),
);

const env = process.env as Record<string, string | undefined>;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tokenCalls.length = 0;
  userinfo = {
    sub: 'idp-1',
    email: 'Olivia@Example.com',
    email_verified: true,
    given_name: 'Olivia',
    family_name: 'Stone',
  };
  env.OAUTH_CLIENT_SECRET_DEMO = 's3cr3t:/x';
});
afterEach(() => {
  delete env.OAUTH_CLIENT_SECRET_DEMO;
});

async function setOAuth(
  db: TestDatabase['db'],
  tenant: Tenant,
  oauth: Record<string, unknown> | null,
  flag = true,
) {
  const fe = { ...(tenant.config.fe_config ?? {}), oauth };
  // The tenant's switch makes OAuth its sign-in method; the backend refuses the flow without it.
  const feature_configuration = [
    ...(tenant.config.feature_configuration ?? []).filter(
      (f) => f.name !== 'AUTHENTICATE_VIA_OAUTH_FOR_USER',
    ),
    { name: 'AUTHENTICATE_VIA_OAUTH_FOR_USER', is_enabled: flag },
  ];
  await db
    .update(tenants)
    .set({ config: { ...tenant.config, fe_config: fe, feature_configuration } })
    .where(eq(tenants.id, tenant.id));
  // A direct write bypasses upsertTenant, so the backend's tenant cache must be told.
  forgetCachedTenants(db);
}

describe.each(testDrivers())('OAuth sign-in on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  let b2b: Tenant;
  const logs: string[] = [];
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    backend = createBackend({
      db: async () => tdb.db,
      log: (m, extra) => logs.push(`${m} ${JSON.stringify(extra ?? {})}`),
    });
    demo = (await findTenantBySite(tdb.db, 'demo')) as Tenant;
    b2b = (await findTenantBySite(tdb.db, 'b2b')) as Tenant;
    const endpoints = {
      authorization_endpoint: `${IDP}/authorize`,
      token_endpoint: `${IDP}/token`,
      userinfo_endpoint: `${IDP}/userinfo`,
    };
    await setOAuth(tdb.db, demo, { ...endpoints, client_id: 'demo-client' });
    await setOAuth(tdb.db, b2b, { ...endpoints, client_id: 'b2b-client' });
  }, 120_000);
  afterAll(() => tdb.dispose());

  const headersFor = (site: string, cookie?: string) => ({
    'x-itinera-site': site,
    host: `${site}.localhost:3000`,
    ...(cookie ? { cookie } : {}),
  });

  async function start(site = 'demo', returnTo = RETURN.replace('demo', site)) {
    const res = await backend.request(
      `/user/redirection_url?redirection_url=${encodeURIComponent(returnTo)}`,
      {
        headers: headersFor(site),
      },
    );
    const body = (await res.json()) as { success: boolean; redirection_url?: string; message?: string };
    const setCookie = res.headers.get('set-cookie') ?? '';
    const cookie = setCookie.split(';')[0] ?? '';
    return { res, body, cookie, setCookie };
  }

  const finish = (site: string, query: string, cookie?: string) =>
    backend.request(`/user/authenticate_via_oauth?${query}`, {
      method: 'POST',
      headers: headersFor(site, cookie),
    });

  it('GET user/redirection_url answers the authorize URL with state and an S256 PKCE challenge', async () => {
    const { res, body, setCookie } = await start();
    expect(res.status).toBe(200);
    expect(body.success).toBe(true);
    const url = new URL(body.redirection_url as string);
    expect(url.origin + url.pathname).toBe(`${IDP}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('demo-client');
    expect(url.searchParams.get('redirect_uri')).toBe(RETURN);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(setCookie).toMatch(/^itinera_oauth=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600/);
    // The secret never reaches the browser, in the URL or anywhere else.
    expect(JSON.stringify(body)).not.toContain('s3cr3t');
  });

  it('refuses a return address on another host, and a tenant without a provider', async () => {
    expect((await start('demo', 'https://evil.example/userloginsso')).body).toEqual({
      success: false,
      message: 'An error occured',
    });
    await setOAuth(tdb.db, demo, null);
    try {
      const { res, body } = await start();
      expect(res.status).toBe(400);
      expect(body).toEqual({ success: false, message: 'An error occured' });
    } finally {
      await setOAuth(tdb.db, demo, {
        authorization_endpoint: `${IDP}/authorize`,
        token_endpoint: `${IDP}/token`,
        userinfo_endpoint: `${IDP}/userinfo`,
        client_id: 'demo-client',
      });
      demo = (await findTenantBySite(tdb.db, 'demo')) as Tenant;
    }
  });

  it('POST user/authenticate_via_oauth exchanges the code with PKCE, creates the user and signs in', async () => {
    const { body, cookie } = await start();
    const state = new URL(body.redirection_url as string).searchParams.get('state') as string;
    const challenge = new URL(body.redirection_url as string).searchParams.get('code_challenge');
    const res = await finish('demo', `code=good-code&state=${state}`, cookie);
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toMatchObject({
      success: true,
      user: {
        email: 'olivia@example.com',
        role: 'Consumer',
        guest: false,
        details: { first_name: 'Olivia', last_name: 'Stone' },
      },
    });
    expect(json.user_ui_id).toBe(json.user.id);
    expect(JSON.stringify(json)).not.toMatch(/at-123|good-code|password/);

    const [call] = tokenCalls;
    expect(call?.form.get('grant_type')).toBe('authorization_code');
    expect(call?.form.get('redirect_uri')).toBe(RETURN);
    expect(pkceChallenge(call?.form.get('code_verifier') as string)).toBe(challenge);
    expect(call?.authorization).toBe(`Basic ${Buffer.from('demo-client:s3cr3t%3A%2Fx').toString('base64')}`);

    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('itinera_oauth=;') && c.includes('Max-Age=0'))).toBe(true);
    const sessionCookie = cookies.find((c) => c.startsWith('itinera_session=')) as string;
    const session = await readSession(
      new Request('http://x/', { headers: { cookie: sessionCookie.split(';')[0] as string } }),
    );
    expect(session).toMatchObject({ tenantId: demo.id, userId: json.user.id });
    const [row] = await tdb.db.select().from(users).where(eq(users.id, json.user.id));
    expect(row?.tenantId).toBe(demo.id);
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(row?.passwordHash).toBeNull();

    // Signing in again finds the same account.
    const again = await start();
    const state2 = new URL(again.body.redirection_url as string).searchParams.get('state') as string;
    const second = await (await finish('demo', `code=good-code&state=${state2}`, again.cookie)).json();
    expect(second.user.id).toBe(json.user.id);
  });

  it('refuses a wrong state, a missing flow cookie, a flow of another tenant and a bad code', async () => {
    const { body, cookie } = await start();
    const state = new URL(body.redirection_url as string).searchParams.get('state') as string;
    const fail = { success: false, message: 'An error occured' };
    let res = await finish('demo', 'code=good-code&state=forged', cookie);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(fail);
    expect(await (await finish('demo', `code=good-code&state=${state}`)).json()).toEqual(fail);
    expect(await (await finish('b2b', `code=good-code&state=${state}`, cookie)).json()).toEqual(fail);
    expect(tokenCalls).toHaveLength(0);
    res = await finish('demo', `code=bad-code&state=${state}`, cookie);
    expect(await res.json()).toEqual(fail);
    expect(tokenCalls).toHaveLength(1);
    expect(logs.join('\n')).toContain('token_http_400');
    expect(logs.join('\n')).not.toMatch(/bad-code|good-code|s3cr3t|at-123/);
  });

  it('refuses an unverified e-mail, and a new account on an invitation-only tenant', async () => {
    userinfo = { ...userinfo, email: 'new@example.com', email_verified: false };
    let flow = await start();
    let state = new URL(flow.body.redirection_url as string).searchParams.get('state') as string;
    expect((await (await finish('demo', `code=good-code&state=${state}`, flow.cookie)).json()).success).toBe(
      false,
    );

    userinfo = { ...userinfo, email_verified: true };
    flow = await start('b2b');
    state = new URL(flow.body.redirection_url as string).searchParams.get('state') as string;
    const res = await finish('b2b', `code=good-code&state=${state}`, flow.cookie);
    expect(await res.json()).toEqual({ success: false, message: 'An error occured' });
    expect(await tdb.db.select().from(users).where(eq(users.email, 'new@example.com'))).toEqual([]);
  });

  it('discovers the endpoints from the issuer when only the issuer is configured', async () => {
    await setOAuth(tdb.db, demo, { issuer: `${IDP}/discovered`, client_id: 'demo-client' });
    const before = discoveryCalls;
    const { body } = await start();
    expect(new URL(body.redirection_url as string).pathname).toBe('/discovered/authorize');
    await start();
    expect(discoveryCalls - before).toBeLessThanOrEqual(1);
  });
});
