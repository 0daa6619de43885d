/** @jest-environment node */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createBackend } from '@/lib/backend/app';
import { DEMO_PASSWORDS } from '@/lib/backend/auth/seed-users';
import { seedIfEmpty } from '@/lib/backend/seed';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { serveContract } from './bff';
import { setBuiltInBackendForTests } from './transport';

/** What the mocked external backend saw. */
interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

const seen: Seen[] = [];
const server = setupServer(
  http.all('http://travel-api.test/*', async ({ request }) => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    });
    return HttpResponse.json({ data: { ok: true }, errors: null }, { headers: { 'x-upstream': 'yes' } });
  }),
);

const OLD_ENV = process.env;
const EXTERNAL = {
  TRAVEL_API_URL: 'http://travel-api.test/',
  TRAVEL_API_BASIC_AUTH: 'itinera:s3cret',
  TRAVEL_API_APP_ID: 'itinera-web',
  TRAVEL_API_PARTNER_ID: '99',
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  process.env = { ...OLD_ENV, ...EXTERNAL };
});
afterEach(() => {
  process.env = OLD_ENV;
  server.resetHandlers();
});

/** A browser request to a site's /api/, with the visitor's credentials (and a spoofed site header). */
function browserRequest(
  pathAndQuery: string,
  init: { method?: string; body?: string; headers?: Record<string, string>; host?: string } = {},
) {
  return new Request(`http://${init.host ?? 'demo.localhost:3000'}/api/${pathAndQuery}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: {
      'x-itinera-site': 'b2b',
      cookie: 'itinera_session=visitor-secret',
      authorization: 'Bearer visitor-token',
      'x-forwarded-for': '203.0.113.9',
      ...init.headers,
    },
  });
}
const segments = (pathname: string) => (pathname.split('?')[0] ?? '').split('/').filter(Boolean);
const partnerOf = async (site: string) => (site === 'demo' ? 11 : null);

describe('serveContract with TRAVEL_API_URL (external backend)', () => {
  it('forwards a form-encoded POST verbatim with the §7 headers, and none of the browser’s credentials', async () => {
    const body = new URLSearchParams({ data: JSON.stringify({ lead_id: 'L-1' }) }).toString();
    const res = await serveContract(
      browserRequest('check_itinerary', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      segments('check_itinerary'),
      partnerOf,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true }, errors: null });
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(seen).toHaveLength(1);
    const [call] = seen as [Seen];
    expect(call.method).toBe('POST');
    expect(call.url).toBe('http://travel-api.test/check_itinerary');
    expect(call.body).toBe(body);
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(call.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('itinera:s3cret').toString('base64')}`,
    );
    expect(call.headers.get('app-id')).toBe('itinera-web');
    expect(call.headers.get('partner-id')).toBe('11');
    expect(call.headers.get('cookie')).toBeNull();
    expect(call.headers.get('x-itinera-site')).toBeNull();
    expect(call.headers.get('x-forwarded-for')).toBeNull();
    expect(call.headers.get('mt-rebook-id')).toBeNull();
  });

  it('keeps the trailing slash and the query string, and sends the site’s partner id', async () => {
    await serveContract(
      browserRequest('check_auth/?user_ui_id=u-1&utm_profile=0&broadcast=true'),
      segments('check_auth/'),
      partnerOf,
    );
    const [call] = seen as [Seen];
    expect(call.method).toBe('GET');
    expect(call.url).toBe('http://travel-api.test/check_auth/?user_ui_id=u-1&utm_profile=0&broadcast=true');
    expect(call.headers.get('partner-id')).toBe('11');
    expect(call.body).toBe('');
  });

  it('forwards a JSON body intact and MT-Rebook-Id when the caller sent one', async () => {
    const body = JSON.stringify({ email: 'a@b.example', password: 'pässword' });
    await serveContract(
      browserRequest('api/auth/api/v2/user/authenticate', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'mt-rebook-id': 'RB-42' },
      }),
      segments('api/auth/api/v2/user/authenticate'),
      partnerOf,
    );
    const [call] = seen as [Seen];
    expect(call.url).toBe('http://travel-api.test/api/auth/api/v2/user/authenticate');
    expect(JSON.parse(call.body)).toEqual({ email: 'a@b.example', password: 'pässword' });
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('mt-rebook-id')).toBe('RB-42');
    expect(call.headers.get('authorization')).toMatch(/^Basic /);
  });

  it('drops the browser’s Authorization even when no basic credentials are configured', async () => {
    process.env = { ...OLD_ENV, TRAVEL_API_URL: 'http://travel-api.test' };
    await serveContract(browserRequest('user/details'), segments('user/details'), partnerOf);
    const [call] = seen as [Seen];
    expect(call.url).toBe('http://travel-api.test/user/details');
    expect(call.headers.get('authorization')).toBeNull();
    expect(call.headers.get('app-id')).toBeNull();
  });

  it('passes the backend’s status and body back', async () => {
    server.use(
      http.get('http://travel-api.test/user/details', () =>
        HttpResponse.json({ detail: 'Unauthorized Error' }, { status: 401 }),
      ),
    );
    const res = await serveContract(browserRequest('user/details'), segments('user/details'), partnerOf);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Unauthorized Error' });
  });

  it('projects the site configuration an external API answers: only public fields reach the browser', async () => {
    server.use(
      http.post('http://travel-api.test/v1/get_webconfig', () =>
        HttpResponse.json({
          data: {
            agency_details: { name: 'Acme', details: { country: 'GB' } },
            subdomain: 'demo',
            agency_id: 7,
            discount_config: [{ code: 'WELCOME10', type: 'percent', value: 10 }],
            payment_gateway_details: { secret_key: 'sk_live_x' },
            pricing_configuration: { hotel: 1.2 },
            taxconfig_set: [{ name: 'VAT', value: 20 }],
            authorization_header: 'Basic c2VjcmV0',
          },
          errors: null,
          debug: 'internal',
        }),
      ),
      http.get('http://travel-api.test/api/b2b/webconfig/', () =>
        HttpResponse.json({
          agency_details: { name: 'Acme' },
          voucher_notes: 'private',
          payment_gateway_provider: 'x',
        }),
      ),
    );
    const res = await serveContract(
      browserRequest('v1/get_webconfig', { method: 'POST', body: 'data={"subdomain":"demo"}' }),
      segments('v1/get_webconfig'),
      partnerOf,
    );
    const text = await res.text();
    // Read field by field (absent fields take their defaults), then projected: the public fields only.
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual(['data', 'errors']);
    expect(body.errors).toBeNull();
    expect(body.data).toMatchObject({
      agency_details: { name: 'Acme', details: { country: 'GB' } },
      subdomain: 'demo',
      agency_id: 7,
    });
    for (const key of [
      'discount_config',
      'payment_gateway_details',
      'pricing_configuration',
      'taxconfig_set',
    ])
      expect(body.data).not.toHaveProperty(key);
    for (const secret of ['WELCOME10', 'sk_live', 'pricing', 'taxconfig', 'Basic', 'debug'])
      expect(text).not.toContain(secret);
    const b2b = await serveContract(browserRequest('api/b2b/webconfig/'), segments('api/b2b/webconfig/'));
    const b2bText = await b2b.text();
    expect(JSON.parse(b2bText)).toMatchObject({ agency_details: { name: 'Acme' } });
    for (const secret of ['voucher_notes', 'private', 'payment_gateway_provider'])
      expect(b2bText).not.toContain(secret);
  });

  it('takes the site from the Host, never from a header the browser sent', async () => {
    await serveContract(
      browserRequest('user/details', { host: 'b2b.localhost:3000' }),
      segments('user/details'),
      partnerOf,
    );
    expect((seen[0] as Seen).headers.get('partner-id')).toBe('99');
    const bare = await serveContract(
      new Request('http://localhost:3000/api/user/details'),
      segments('user/details'),
      partnerOf,
    );
    expect(bare.status).toBe(200);
    expect((seen[1] as Seen).headers.get('partner-id')).toBe('11');
  });

  it('refuses a body over 64 kB with 413 before reading it, and a cross-origin POST with 403', async () => {
    const big = await serveContract(
      browserRequest('check_itinerary', {
        method: 'POST',
        body: 'x'.repeat(10),
        headers: { 'content-type': 'application/json', 'content-length': String(20 * 1024 * 1024) },
      }),
      segments('check_itinerary'),
      partnerOf,
    );
    expect(big.status).toBe(413);
    const streamed = await serveContract(
      new Request('http://demo.localhost:3000/api/check_itinerary', {
        method: 'POST',
        body: new ReadableStream({
          start(c) {
            for (let i = 0; i < 80; i++) c.enqueue(new Uint8Array(1024));
            c.close();
          },
        }),
        duplex: 'half',
      } as RequestInit),
      segments('check_itinerary'),
      partnerOf,
    );
    expect(streamed.status).toBe(413);
    const foreign = await serveContract(
      browserRequest('check_itinerary', {
        method: 'POST',
        body: '{}',
        headers: { origin: 'https://evil.example' },
      }),
      segments('check_itinerary'),
      partnerOf,
    );
    expect(foreign.status).toBe(403);
    const otherPort = await serveContract(
      browserRequest('check_itinerary', {
        method: 'POST',
        body: '{}',
        headers: { origin: 'http://demo.localhost:4000' },
      }),
      segments('check_itinerary'),
      partnerOf,
    );
    expect(otherPort.status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it("lets through a gateway's return posted from its own page, and only that path", async () => {
    const fromRazorpay = (path: string) =>
      serveContract(
        browserRequest(path, {
          method: 'POST',
          body: 'razorpay_signature=x',
          headers: {
            origin: 'https://api.razorpay.com',
            'content-type': 'application/x-www-form-urlencoded',
          },
        }),
        segments(path),
        partnerOf,
      );
    expect((await fromRazorpay('payment-gateway/razorpay/return/?payment_id=1')).status).toBe(200);
    expect(seen).toHaveLength(1);
    expect((await fromRazorpay('payment-gateway/razorpay/webhook/')).status).toBe(403);
    expect((await fromRazorpay('payment-gateway/razorpay/return')).status).toBe(403);
    expect(seen).toHaveLength(1);
  });

  it('shares an external API’s autocomplete answer only when no visitor session goes with the call', async () => {
    const path = 'auto_complete?text=par&mode=1';
    const anonymous = browserRequest(path);
    anonymous.headers.delete('cookie');
    const shared = await serveContract(anonymous, segments(path), partnerOf);
    expect(shared.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(shared.headers.get('etag')).toMatch(/^W\//);
    // With the visitor's cookies the API may answer per user (its session, user_ui_id): never shared.
    const personal = await serveContract(browserRequest(path), segments(path), partnerOf);
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
    expect(personal.headers.get('etag')).toBeNull();
  });

  it('never lets a path segment point the credentials at another host', async () => {
    // Segments come decoded from Next: a crafted one must stay a path on the configured backend.
    await serveContract(browserRequest('x'), ['https:', 'evil.example', 'steal'], partnerOf);
    expect(seen.map((s) => new URL(s.url).host)).toEqual(['travel-api.test']);
  });
});

// The site's configuration (password key) is not this suite's subject: none, so the deployment's key applies.
jest.mock('@/lib/client/site-config', () => ({
  getWorkingConfig: async () => null,
  partnerIdForSite: async () => null,
}));

describe('serveContract in front of an external API: password and own calls', () => {
  it('encrypts the storefront form’s v2 password with AES-CBC for the API, and drops its own header', async () => {
    process.env = {
      ...OLD_ENV,
      ...EXTERNAL,
      TRAVEL_API_PASSWORD_KEY: '12345678901234567890123456789012',
      TRAVEL_API_PASSWORD_IV: 'abcdefghijklmnop',
    };
    await serveContract(
      browserRequest('api/auth/api/v2/user/authenticate', {
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.example', password: 'Pässw0rd!' }),
        headers: { 'content-type': 'application/json', 'x-itinera-password': 'plain' },
      }),
      segments('api/auth/api/v2/user/authenticate'),
      partnerOf,
    );
    const call = seen.at(-1) as Seen;
    expect(call.headers.get('x-itinera-password')).toBeNull();
    // openssl enc -aes-256-cbc -K <hex of the key> -iv <hex of the iv> -base64 <<< 'Pässw0rd!'
    expect(JSON.parse(call.body)).toEqual({ email: 'a@b.example', password: '+H7rlp175/60Ut6jkAQFQQ==' });
  });

  it('forwards a password it was not asked to encrypt untouched (another client encrypts its own)', async () => {
    const body = JSON.stringify({ email: 'a@b.example', password: 'already-encrypted==' });
    await serveContract(
      browserRequest('api/auth/api/v2/user/authenticate', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
      segments('api/auth/api/v2/user/authenticate'),
      partnerOf,
    );
    expect((seen.at(-1) as Seen).body).toBe(body);
  });

  it('answers the storefront’s own calls itself: dev/mailbox and v1/visitor/location never reach the API', async () => {
    const mailbox = await serveContract(browserRequest('dev/mailbox'), segments('dev/mailbox'), partnerOf);
    expect(mailbox.status).toBe(200);
    expect(await mailbox.json()).toEqual({ data: [] });
    expect(seen).toHaveLength(0);
  });
});

describe.each(testDrivers())(
  'serveContract without TRAVEL_API_URL (built-in backend on $name)',
  ({ open }) => {
    let tdb: TestDatabase;
    beforeAll(async () => {
      tdb = await open();
      await seedIfEmpty(tdb.db);
      setBuiltInBackendForTests(createBackend({ db: async () => tdb.db, log: () => {} }));
    }, 120_000);
    afterAll(async () => {
      setBuiltInBackendForTests(null);
      await tdb.dispose();
    });
    beforeEach(() => {
      process.env = { ...OLD_ENV, TRAVEL_API_URL: '' };
    });

    it('answers the contract in-process, with no HTTP request', async () => {
      const body = new URLSearchParams({ data: JSON.stringify({ subdomain: 'demo' }) }).toString();
      const res = await serveContract(
        browserRequest('v1/get_webconfig', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        segments('v1/get_webconfig'),
      );
      expect(res.status).toBe(200);
      expect((await res.json()).data.agency_details.name).toBe('Wanderlight Holidays');
      expect(seen).toHaveLength(0);
    });

    it('passes every cookie a sign-in sets to the browser: the session and the known-device cookie', async () => {
      // As the storefront's form sends it: v2, the password plain for the server to encrypt.
      const path = 'api/auth/api/v2/user/authenticate';
      const res = await serveContract(
        browserRequest(path, {
          method: 'POST',
          body: JSON.stringify({ email: 'consumer@wanderlight.example', password: DEMO_PASSWORDS.consumer }),
          headers: { 'content-type': 'application/json', cookie: '', 'x-itinera-password': 'plain' },
        }),
        segments(path),
      );
      expect(res.status).toBe(200);
      const names = res.headers.getSetCookie().map((c) => c.split('=')[0]);
      expect(names).toEqual(['itinera_session', 'itinera_device']);
    });

    it('does not look up a partner id for the built-in backend, which does not read one', async () => {
      const asked: string[] = [];
      const path = 'auto_complete?text=rom&mode=1';
      const res = await serveContract(browserRequest(path), segments(path), async (site) => {
        asked.push(site);
        return 11;
      });
      expect(res.status).toBe(200);
      expect((await res.json()).data[0].name).toMatch(/Rom/);
      expect(asked).toEqual([]);
    });

    it('tells the built-in backend which site is calling (GET api/b2b/webconfig/), from the Host', async () => {
      const req = browserRequest('api/b2b/webconfig/', { host: 'b2b.localhost:3000' });
      req.headers.set('x-itinera-site', 'demo');
      const res = await serveContract(req, segments('api/b2b/webconfig/'));
      expect(res.status).toBe(200);
      const json = await res.json();
      expect(json.agency_details.name).toBe('Meridian Trade Travel');
      expect(json.taxconfig_set).toBeUndefined();
      expect(json.pricing_configuration).toBeUndefined();
    });

    it('lets caches keep an autocomplete answer and answers a repeat with If-None-Match 304', async () => {
      const path = 'auto_complete?text=par&mode=1';
      const first = await serveContract(browserRequest(path), segments(path));
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
      expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect((await first.json()).data[0].name).toMatch(/Paris/);

      const again = await serveContract(
        browserRequest(path, { headers: { 'if-none-match': etag ?? '' } }),
        segments(path),
      );
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');

      // Another text is another answer: its own ETag, and the first one does not match it.
      const other = 'auto_complete?text=lon&mode=1';
      const changed = await serveContract(
        browserRequest(other, { headers: { 'if-none-match': etag ?? '' } }),
        segments(other),
      );
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
    });

    it('never matches one tenant’s ETag on another tenant’s Host', async () => {
      const demo = await serveContract(browserRequest('get_currency'), segments('get_currency'));
      const etag = demo.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const b2b = await serveContract(
        browserRequest('get_currency', { host: 'b2b.localhost:3000', headers: { 'if-none-match': etag } }),
        segments('get_currency'),
      );
      expect(b2b.status).toBe(200);
      expect(b2b.headers.get('etag')).not.toBe(etag);
    });

    it('keeps answers that depend on the visitor out of shared caches', async () => {
      // b2b is invitation-only: its autocomplete answers members only (here: 401, not cacheable).
      const path = 'auto_complete?text=par&mode=1';
      const refused = await serveContract(
        browserRequest(path, { host: 'b2b.localhost:3000' }),
        segments(path),
      );
      expect(refused.status).toBe(401);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('etag')).toBeNull();
      const checkAuth = await serveContract(browserRequest('check_auth/'), segments('check_auth/'));
      // The session check keeps its own private validation (auth.ts): never made public here.
      expect(checkAuth.headers.get('cache-control')).toMatch(/^private/);
    });

    it('answers the demo site configuration without its discount codes, pricing, tax or gateway', async () => {
      const res = await serveContract(
        browserRequest('v1/get_webconfig', {
          method: 'POST',
          body: 'data={"subdomain":"demo"}',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-itinera-server-call': 'guess' },
        }),
        segments('v1/get_webconfig'),
      );
      const text = await res.text();
      expect(JSON.parse(text).data.agency_details.name).toBe('Wanderlight Holidays');
      for (const secret of [
        'WELCOME10',
        'discount_config',
        'pricing_configuration',
        'taxconfig_set',
        'payment_gateway',
      ])
        expect(text).not.toContain(secret);
    });
  },
);
