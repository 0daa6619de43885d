/** @jest-environment node */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createBackend } from '@/lib/backend/app';
import { seedIfEmpty } from '@/lib/backend/seed';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { setBuiltInBackendForTests } from './transport';
import {
  fetchSiteConfig,
  logUnreadableFields,
  SITE_CONFIG_ERROR,
  SiteConfigUnavailableError,
} from './webconfig';

const WEBCONFIG = 'http://travel-api.test/v1/get_webconfig';
const server = setupServer();
const OLD_ENV = process.env;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  process.env = OLD_ENV;
  server.resetHandlers();
});

const minimalConfig = {
  agency_details: { name: 'External Agency', details: { country: 'FR' } },
  subdomain: 'ext',
  agency_id: 4242,
};

describe('fetchSiteConfig from an external backend (TRAVEL_API_URL)', () => {
  beforeEach(() => {
    process.env = {
      ...OLD_ENV,
      TRAVEL_API_URL: 'http://travel-api.test/',
      TRAVEL_API_BASIC_AUTH: 'user:pass',
      TRAVEL_API_APP_ID: 'app-7',
      TRAVEL_API_PARTNER_ID: '31',
    };
  });

  it('projects what an external backend sends for pages: no discount codes or gateway settings', async () => {
    server.use(
      http.post(WEBCONFIG, () =>
        HttpResponse.json({
          data: {
            agency_details: { name: 'Ext' },
            subdomain: 'ext',
            agency_id: 9,
            discount_config: [{ code: 'SECRET5' }],
            payment_gateway_details: { key: 'k' },
          },
          errors: null,
        }),
      ),
    );
    const pub = await fetchSiteConfig('ext');
    expect(JSON.stringify(pub)).not.toMatch(/SECRET5|payment_gateway_details/);
    expect((await fetchSiteConfig('ext', 'server'))?.discount_config).toEqual([{ code: 'SECRET5' }]);
  });

  it('POSTs data{subdomain} form-encoded with the §7 headers and reads data', async () => {
    let seen: { body: string; headers: Headers } | null = null;
    server.use(
      http.post(WEBCONFIG, async ({ request }) => {
        seen = { body: await request.text(), headers: request.headers };
        return HttpResponse.json({ data: minimalConfig, errors: null });
      }),
    );
    const config = await fetchSiteConfig('ext');
    expect(config?.agency_details.name).toBe('External Agency');
    expect(config?.agency_id).toBe(4242);
    // Lenient on input: lists the backend left out default to empty.
    expect(config?.allowed_modes).toEqual([]);
    const { body, headers } = seen as unknown as { body: string; headers: Headers };
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ data: '{"subdomain":"ext"}' });
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(headers.get('authorization')).toBe(`Basic ${Buffer.from('user:pass').toString('base64')}`);
    expect(headers.get('partner-id')).toBe('31');
    expect(headers.get('app-id')).toBe('app-7');
  });

  it('fails with the spec message when the answer is null data with errors', async () => {
    server.use(
      http.post(WEBCONFIG, () => HttpResponse.json({ data: null, errors: { message: 'Agency suspended' } })),
    );
    const failure = fetchSiteConfig('ext');
    await expect(failure).rejects.toBeInstanceOf(SiteConfigUnavailableError);
    await expect(failure).rejects.toThrow('Sorry we are unable to fetch site details.');
  });

  it('resolves to null when the backend says the site does not exist (404)', async () => {
    server.use(
      http.post(WEBCONFIG, () =>
        HttpResponse.json({ data: null, errors: { subdomain: ['No site'] } }, { status: 404 }),
      ),
    );
    await expect(fetchSiteConfig('nobody')).resolves.toBeNull();
  });

  it.each([
    ['the connection fails', () => HttpResponse.error()],
    ['the answer is not JSON', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })],
    ['the data is not a configuration', () => HttpResponse.json({ data: 'ext', errors: null })],
  ])('fails with the same message when %s', async (_label, resolver) => {
    server.use(http.post(WEBCONFIG, resolver));
    await expect(fetchSiteConfig('ext')).rejects.toThrow(SITE_CONFIG_ERROR);
  });
});

describe('a configuration with an unreadable field', () => {
  beforeEach(() => {
    process.env = { ...OLD_ENV, TRAVEL_API_URL: 'http://travel-api.test/' };
  });

  it('is served with that field’s default, and the field is logged once per site', async () => {
    server.use(
      http.post(WEBCONFIG, () =>
        HttpResponse.json({
          data: { ...minimalConfig, subdomain: 'quirk', testimonials_set: 'soon', show_banner: 'yes' },
          errors: null,
        }),
      ),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const first = await fetchSiteConfig('quirk');
      const second = await fetchSiteConfig('quirk');
      for (const config of [first, second]) {
        expect(config?.agency_details.name).toBe('External Agency');
        expect(config?.testimonials_set).toEqual([]);
        expect(config?.show_banner).toBe(true);
      }
      expect(warn.mock.calls).toEqual([
        ["[site-config] quirk: field 'testimonials_set' could not be read; its default is used"],
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('names the same field again for another site', () => {
    const lines: string[] = [];
    logUnreadableFields('site-a', ['meta', 'meta'], (l) => lines.push(l));
    logUnreadableFields('site-b', ['meta'], (l) => lines.push(l));
    logUnreadableFields('site-a', ['meta'], (l) => lines.push(l));
    expect(lines).toEqual([
      "[site-config] site-a: field 'meta' could not be read; its default is used",
      "[site-config] site-b: field 'meta' could not be read; its default is used",
    ]);
  });
});

describe.each(testDrivers())('fetchSiteConfig from the built-in backend on $name', ({ open }) => {
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

  it('reads the public projection for pages, the whole configuration only for server code', async () => {
    const pub = await fetchSiteConfig('demo');
    expect(pub?.agency_details.name).toBe('Wanderlight Holidays');
    expect(pub?.discount_config ?? []).toEqual([]);
    expect(pub?.taxconfig_set).toEqual([]);
    const full = await fetchSiteConfig('demo', 'server');
    expect(full?.discount_config).toEqual([{ code: 'WELCOME10', type: 'percent', value: 10 }]);
  });

  it('reads a tenant by key and by custom domain', async () => {
    expect((await fetchSiteConfig('b2b'))?.agency_details.name).toBe('Meridian Trade Travel');
    expect((await fetchSiteConfig('wanderlight.example'))?.subdomain).toBe('demo');
  });

  it('resolves to null for an unknown site', async () => {
    await expect(fetchSiteConfig('nobody')).resolves.toBeNull();
  });
});
