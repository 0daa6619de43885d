/** @jest-environment node */
import { adminToken } from '@/lib/auth/admin-token';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { asSiteMembers } from '@/tests/support/member-session';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { seedIfEmpty } from '../seed';

describe.each(testDrivers())('currency, location and organised packages on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    // b2b is invitation-only: its calls here are a member's (the guard has its own suite).
    backend = asSiteMembers(createBackend({ db: async () => tdb.db, log: () => {} }));
  }, 120_000);
  afterAll(() => tdb.dispose());

  const call = (site: string | null, path: string, init: RequestInit = {}) =>
    backend.request(path, {
      ...init,
      headers: { ...(site ? { [SITE_HEADER]: site } : {}), ...(init.headers as Record<string, string>) },
    });
  // biome-ignore lint/suspicious/noExplicitAny: test reads loosely typed JSON answers
  const json = async (res: Response) => (await res.json()) as Record<string, any>;
  const admin = { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' };
  const putRates = (site: string, rates: Record<string, unknown>, headers: Record<string, string> = admin) =>
    call(site, '/internal/currency_rates', { method: 'PUT', body: JSON.stringify({ rates }), headers });

  describe('GET v1/currency/convert', () => {
    it('converts by the ratio of the snapshot factors', async () => {
      const res = await call('demo', '/v1/currency/convert?amount=100&from_currency=EUR&to_currency=USD');
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({
        status: true,
        amount: 107.05,
        currency: 'USD',
        rate_date: '2024-06-28',
      });
    });

    it('answers status false for a missing or unknown currency', async () => {
      const missing = await call('demo', '/v1/currency/convert?amount=100&from_currency=EUR');
      expect(await json(missing)).toMatchObject({ status: false, amount: null });
      const unknown = await call('demo', '/v1/currency/convert?amount=1&from_currency=EUR&to_currency=ZZZ');
      expect(unknown.status).toBe(400);
      expect((await json(unknown)).status).toBe(false);
    });

    it("uses the tenant's own rates, for that tenant only", async () => {
      expect((await putRates('demo', { USD: '1.25' })).status).toBe(200);
      const demo = await call('demo', '/v1/currency/convert?amount=10&from_currency=EUR&to_currency=USD');
      expect((await json(demo)).amount).toBe(12.5);
      const b2b = await call('b2b', '/v1/currency/convert?amount=10&from_currency=EUR&to_currency=USD');
      expect((await json(b2b)).amount).toBe(10.71);
      // get_currency honours them too.
      const list = await json(await call('demo', '/get_currency'));
      expect(list.data.find((c: { code: string }) => c.code === 'USD').conversion_factor).toBe(1.25);
      const other = await json(await call('b2b', '/get_currency'));
      expect(other.data.find((c: { code: string }) => c.code === 'USD').conversion_factor).toBe(1.0705);
      // An empty set returns the tenant to the snapshot.
      await putRates('demo', {});
      const back = await call('demo', '/v1/currency/convert?amount=10&from_currency=EUR&to_currency=USD');
      expect((await json(back)).amount).toBe(10.71);
    });

    it('refuses rate edits without the admin token, and bad rates with field errors', async () => {
      expect((await putRates('demo', { USD: '1.1' }, { 'content-type': 'application/json' })).status).toBe(
        401,
      );
      const bad = await putRates('demo', { USD: '-1', QQQ: '2' });
      expect(bad.status).toBe(400);
      const body = await json(bad);
      expect(body.errors.fields.join(' ')).toMatch(/USD: must be a plain decimal/);
      expect(body.errors.fields.join(' ')).toMatch(/not an ISO 4217/);
      const current = await json(await call('demo', '/internal/currency_rates', { headers: admin }));
      expect(current.data.rates).toEqual({});
    });
  });

  describe('GET v1/visitor/location', () => {
    it("takes a proxy's country header, then Accept-Language, else the agency's", async () => {
      const byHeader = await json(
        await call('demo', '/v1/visitor/location', {
          headers: { 'cf-ipcountry': 'IN', 'accept-language': 'en-GB' },
        }),
      );
      expect(byHeader.data).toMatchObject({ country: 'IN', currency: 'INR', source: 'geo-header' });
      const byLanguage = await json(
        await call('demo', '/v1/visitor/location', { headers: { 'accept-language': 'nl-NL,nl;q=0.9' } }),
      );
      expect(byLanguage.data).toMatchObject({ country: 'NL', currency: 'EUR', source: 'accept-language' });
      const res = await call('b2b', '/v1/visitor/location');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect((await json(res)).data).toMatchObject({ country: 'NL', currency: 'EUR', source: 'agency' });
      const demo = await json(
        await call('demo', '/v1/visitor/location', { headers: { 'accept-language': 'en' } }),
      );
      expect(demo.data).toMatchObject({ country: 'GB', currency: 'GBP', source: 'agency' });
    });
  });

  describe('organised packages', () => {
    const search = async (site: string, q: string) =>
      json(await call(site, `/v1/search/static_package${q ? `?${q}` : ''}`));

    it('each demo tenant has its own catalogue', async () => {
      const demo = await search('demo', '');
      const b2b = await search('b2b', '');
      expect(demo.data.total).toBe(6);
      expect(b2b.data.total).toBe(3);
      const demoIds = demo.data.results.map((p: { id: string }) => p.id);
      expect(demoIds).toContain('classic-italy');
      expect(b2b.data.results.map((p: { id: string }) => p.id)).not.toContain('classic-italy');
      // Featured first.
      expect(demo.data.results.slice(0, 3).every((p: { featured: boolean }) => p.featured)).toBe(true);
    });

    it('filters by destination text (accents and case folded), duration, budget and month', async () => {
      expect(
        (await search('demo', 'destination=REYKJAVÍK')).data.results.map((p: { id: string }) => p.id),
      ).toEqual(['iceland-northern-lights']);
      const short = await search('demo', 'duration_max=4');
      expect(short.data.results.map((p: { id: string }) => p.id).sort()).toEqual([
        'iceland-northern-lights',
        'paris-long-weekend',
      ]);
      // Budget in EUR: Paris (GBP 549) is about EUR 649, Italy (GBP 1,299) about EUR 1,535.
      const cheap = await search('demo', 'budget_max=700&currency=EUR');
      expect(cheap.data.results.map((p: { id: string }) => p.id)).toEqual(['paris-long-weekend']);
      const japan = (await search('demo', 'destination=kyoto')).data.results[0];
      const month = japan.next_departure.slice(0, 7);
      const inMonth = await search('demo', `month=${month}`);
      expect(inMonth.data.results.map((p: { id: string }) => p.id)).toContain('kyoto-and-tokyo');
    });

    it('pages, and refuses bad filters with a clear error', async () => {
      const page2 = await search('demo', 'page=2&page_size=4');
      expect(page2.data).toMatchObject({ page: 2, page_size: 4, pages: 2, total: 6 });
      expect(page2.data.results).toHaveLength(2);
      const bad = await call('demo', '/v1/search/static_package?month=May');
      expect(bad.status).toBe(400);
      expect((await json(bad)).errors.fields[0]).toMatch(/month/);
    });

    it('v1/get_static_package answers one package of the calling tenant only', async () => {
      const res = await call('demo', '/v1/get_static_package?id=classic-italy');
      const body = await json(res);
      expect(body.data).toMatchObject({
        title: 'Classic Italy: Rome, Florence and Venice',
        duration_days: 8,
      });
      expect(body.data.itinerary.length).toBeGreaterThan(3);
      expect(
        body.data.departures.every((d: { date: string }) => d.date >= new Date().toISOString().slice(0, 10)),
      ).toBe(true);
      expect((await call('b2b', '/v1/get_static_package?id=classic-italy')).status).toBe(404);
      expect((await call('demo', '/v1/get_static_package')).status).toBe(400);
    });

    it("v1/autocomplete/static_package answers a keyed object of 'Organized Packages'", async () => {
      const res = await call('demo', '/v1/autocomplete/static_package', {
        method: 'POST',
        body: JSON.stringify({ agency_id: 1001, text: 'rome' }),
        headers: { 'content-type': 'application/json' },
      });
      const body = await json(res);
      const entries = Object.entries(body.data) as [string, { geo_type: string; name: string; id: string }][];
      expect(entries.length).toBeGreaterThan(0);
      for (const [key, item] of entries) {
        expect(item.geo_type).toBe('Organized Packages');
        expect(item.id).toBe(key);
      }
      expect(entries.map(([, i]) => i.name)).toContain('Classic Italy: Rome, Florence and Venice');
    });
  });
});
