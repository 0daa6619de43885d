/** @jest-environment node */

import { ZGetPackageResponse, ZWhyRankResponse } from '@/lib/contract/planner';
import { earliestToday } from '@/lib/contract/search-api';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { asSiteMembers } from '@/tests/support/member-session';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { PLANNER_MESSAGES } from '../planner/messages';
import { seedIfEmpty } from '../seed';

jest.setTimeout(30_000);

const inDays = (n: number) => {
  const d = new Date(`${earliestToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });

const parisRome = (patch: Record<string, unknown> = {}) => ({
  mode: 'travel_and_stay',
  origin: place('London, United Kingdom', 'city:2643743'),
  destination: [place('Paris, France', 'city:2988507'), place('Rome, Italy', 'city:3169070')],
  start_date: inDays(45),
  nights: [3, 4],
  rooms: [{ adults: 2, children: [8], infants: 0 }],
  currency: 'EUR',
  ...patch,
});

describe.each(testDrivers())(
  'package calls (v2/get_package, get_why_rank, budget_range) on $name',
  ({ open }) => {
    let tdb: TestDatabase;
    let backend: ReturnType<typeof createBackend>;
    let packageId: string;

    const get = (path: string, site = 'demo') => backend.request(path, { headers: { [SITE_HEADER]: site } });
    const search = (body: unknown, site = 'demo') =>
      backend.request('/v2/search_api', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', [SITE_HEADER]: site },
      });

    beforeAll(async () => {
      tdb = await open();
      await seedIfEmpty(tdb.db);
      // b2b is invitation-only: its calls here are a member's (the guard has its own suite).
      backend = asSiteMembers(createBackend({ db: async () => tdb.db, log: () => {} }));
      const res = await search(parisRome());
      expect(res.status).toBe(200);
      packageId = (await res.json()).package_id;
    }, 120_000);
    afterAll(() => tdb.dispose());

    it('answers ranked, complete variants of Paris and Rome in the search currency', async () => {
      const res = await get(`/v2/get_package?package_id=${packageId}`);
      expect(res.status).toBe(200);
      const answer = ZGetPackageResponse.parse(await res.json());
      expect(answer.package_id).toBe(packageId);
      expect(answer.search).toMatchObject({
        origin: 'London',
        destinations: ['Paris', 'Rome'],
        adults: 2,
        children: 1,
        currency: 'EUR',
      });
      expect(answer.variants.length).toBeGreaterThan(0);
      answer.variants.forEach((v, i) => {
        expect(v.index).toBe(i);
        expect(v.total_price.currency).toBe('EUR');
        expect(v.total_price).toEqual(v.price.total);
        expect(v.cities.map((c) => c.city).sort()).toEqual(['Paris', 'Rome']);
        expect(v.price.price_inclusive).toBe(true); // demo: pricing option 1
      });
      const totals = answer.variants.map((v) => v.total_price.amount);
      expect(answer.budget_range).toEqual({
        min: Math.min(...totals),
        max: Math.max(...totals),
        currency: 'EUR',
      });
    });

    it('answers get_package the same as v2/get_package', async () => {
      const a = await (await get(`/v2/get_package?package_id=${packageId}`)).json();
      const b = await (await get(`/get_package?package_id=${packageId}`)).json();
      expect(b).toEqual(a);
    });

    it('keeps to the budget and still reports the whole range', async () => {
      const all = ZGetPackageResponse.parse(
        await (await get(`/v2/get_package?package_id=${packageId}`)).json(),
      );
      const cap = all.budget_range.min;
      const res = await get(`/v2/get_package?package_id=${packageId}&budget_max=${cap}`);
      const within = ZGetPackageResponse.parse(await res.json());
      expect(within.variants.length).toBeGreaterThan(0);
      for (const v of within.variants) expect(v.total_price.amount).toBeLessThanOrEqual(cap);
      expect(within.budget_range).toEqual(all.budget_range);

      const none = ZGetPackageResponse.parse(
        await (await get(`/v2/get_package?package_id=${packageId}&budget_max=1`)).json(),
      );
      expect(none.variants).toEqual([]);
    });

    it('refuses a budget that is not a whole amount or is upside down', async () => {
      for (const q of ['budget_min=abc', 'budget_max=-5', 'budget_min=500&budget_max=100']) {
        const res = await get(`/v2/get_package?package_id=${packageId}&${q}`);
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBe(PLANNER_MESSAGES.badBudget);
      }
    });

    it('budget_range answers the cheapest and dearest total', async () => {
      const all = ZGetPackageResponse.parse(
        await (await get(`/v2/get_package?package_id=${packageId}`)).json(),
      );
      const res = await get(`/budget_range?package_id=${packageId}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(all.budget_range);
    });

    it('explains the ranking of a variant', async () => {
      const res = await get(`/v1/get_why_rank?package_id=${packageId}&index=0`);
      expect(res.status).toBe(200);
      const why = ZWhyRankResponse.parse(await res.json());
      expect(why.index).toBe(0);
      expect(why.reasons.length).toBeGreaterThan(0);
      expect(why.summary.length).toBeGreaterThan(10);

      const missing = await get(`/v1/get_why_rank?package_id=${packageId}&index=99`);
      expect(missing.status).toBe(404);
      expect((await missing.json()).message).toBe(PLANNER_MESSAGES.variantNotFound);
      expect((await get(`/v1/get_why_rank?package_id=${packageId}&index=first`)).status).toBe(400);
    });

    it('answers 404 with a clear message for an unknown package and for another site’s package', async () => {
      for (const [path, site] of [
        ['/v2/get_package?package_id=0123456789AB', 'demo'],
        [`/v2/get_package?package_id=${packageId}`, 'b2b'],
        [`/get_package?package_id=${packageId}`, 'b2b'],
        [`/budget_range?package_id=${packageId}`, 'b2b'],
        [`/v1/get_why_rank?package_id=${packageId}&index=0`, 'b2b'],
      ] as const) {
        const res = await get(path, site);
        expect(res.status).toBe(404);
        const json = await res.json();
        expect(json.message).toBe('We could not find this trip. Please search again.');
        expect(JSON.stringify(json)).not.toMatch(/stack|at .*\.ts/i);
      }
    });

    it('asks for a package_id', async () => {
      const res = await get('/v2/get_package');
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(PLANNER_MESSAGES.packageNotFound);
    });

    it('never makes a package of a search in the past, with no adult, or with too many children', async () => {
      const refusals: [Record<string, unknown>, string][] = [
        [{ start_date: inDays(-1) }, 'start_date'],
        [{ rooms: [{ adults: 0, children: [], infants: 0 }] }, 'rooms.0.adults'],
        [{ rooms: [{ adults: 2, children: [3, 4, 5, 6, 7], infants: 0 }] }, 'rooms.0.children'],
      ];
      for (const [patch, field] of refusals) {
        const res = await search(parisRome(patch));
        expect(res.status).toBe(400);
        const json = await res.json();
        expect(json.data).toBeNull();
        expect(json.errors[field]).toHaveLength(1);
      }
    });

    it('prices the b2b agency’s own search with its markup and tax (not the demo agency’s)', async () => {
      const res = await search(parisRome({ currency: 'EUR' }), 'b2b');
      const b2bId = (await res.json()).package_id;
      const answer = ZGetPackageResponse.parse(
        await (await get(`/v2/get_package?package_id=${b2bId}`, 'b2b')).json(),
      );
      expect(answer.variants.length).toBeGreaterThan(0);
      for (const v of answer.variants) {
        expect(v.price.tax.amount).toBeGreaterThan(0); // BTW 9%
        expect(v.price.markup.amount).toBeGreaterThan(0); // hotel × 1.08 …
      }
    });
  },
);
