/** @jest-environment node */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createBackend } from '@/lib/backend/app';
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

/** A browser request as the proxy hands it on: with the site header and the visitor's credentials. */
function browserRequest(
  pathAndQuery: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`http://demo.localhost:3000/api/${pathAndQuery}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: {
      'x-itinera-site': 'demo',
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
    const body = new URLSearchParams({ data: JSON.stringify({ subdomain: 'demo' }) }).toString();
    const res = await serveContract(
      browserRequest('v1/get_webconfig', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      segments('v1/get_webconfig'),
      partnerOf,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ok: true }, errors: null });
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(seen).toHaveLength(1);
    const [call] = seen as [Seen];
    expect(call.method).toBe('POST');
    expect(call.url).toBe('http://travel-api.test/v1/get_webconfig');
    expect(call.body).toBe(body);
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(call.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('itinera:s3cret').toString('base64')}`,
    );
    expect(call.headers.get('app-id')).toBe('itinera-web');
    // The site configuration call comes before the partner is known: the configured default.
    expect(call.headers.get('partner-id')).toBe('99');
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

  it('refuses a request the proxy did not mark with a site', async () => {
    const res = await serveContract(new Request('http://x/api/v1/get_webconfig', { method: 'POST' }), [
      'v1',
      'get_webconfig',
    ]);
    expect(res.status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('never lets a path segment point the credentials at another host', async () => {
    // Segments come decoded from Next: a crafted one must stay a path on the configured backend.
    await serveContract(browserRequest('x'), ['https:', 'evil.example', 'steal'], partnerOf);
    expect(seen.map((s) => new URL(s.url).host)).toEqual(['travel-api.test']);
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
    });
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

    it('tells the built-in backend which site is calling (GET api/b2b/webconfig/)', async () => {
      const req = browserRequest('api/b2b/webconfig/');
      req.headers.set('x-itinera-site', 'b2b');
      const res = await serveContract(req, segments('api/b2b/webconfig/'));
      expect(res.status).toBe(200);
      expect((await res.json()).agency_details.name).toBe('Meridian Trade Travel');
    });
  },
);
