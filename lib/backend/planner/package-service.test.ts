/** @jest-environment node */
import { earliestToday } from '@/lib/contract/search-api';
import type { Tenant } from '@/lib/db/schema';
import { searches } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { replaceOwnRates } from '../currency/tenant-rates';
import { AppError } from '../http/errors';
import { seedIfEmpty } from '../seed';
import { findTenantBySite } from '../tenants/repository';
import { createLeadService } from './lead-service';
import { PLANNER_MESSAGES } from './messages';
import { createPackageService } from './package-service';
import { fakePorts } from './test-fakes';

const inDays = (n: number) => {
  const d = new Date(`${earliestToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });

describe.each(testDrivers())('package and lead services (fake planner) on $name', ({ open }) => {
  let tdb: TestDatabase;
  let demo: Tenant;
  let b2b: Tenant;
  let n = 0;

  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    demo = (await findTenantBySite(tdb.db, 'demo')) as Tenant;
    b2b = (await findTenantBySite(tdb.db, 'b2b')) as Tenant;
  }, 120_000);
  afterAll(() => tdb.dispose());

  /** A stored 3-night Paris search of `tenant`, as v2/search_api keeps it. */
  async function storeSearch(tenant: Tenant, currency = 'EUR'): Promise<string> {
    n += 1;
    const packageId = `TEST${String(n).padStart(8, '0')}`;
    await forTenant(tdb.db, tenant.id).insert(searches, {
      packageId,
      mode: 'stay1',
      currency,
      request: {
        mode: 'stay1',
        destination: [place('Paris, France', 'p')],
        start_date: inDays(20),
        nights: [3],
        rooms: [{ adults: 2, children: [], infants: 0 }],
        currency,
      },
    });
    return packageId;
  }

  const setup = () => {
    const ports = fakePorts();
    const packages = createPackageService(ports);
    return { ports, packages, leads: createLeadService(packages, ports) };
  };

  const rejectsWith = async (p: Promise<unknown>, status: number, message: string) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(status);
    expect((err as AppError).userMessage).toBe(message);
  };

  it('refuses an unknown package and another tenant’s package alike', async () => {
    const { packages } = setup();
    const id = await storeSearch(demo);
    await rejectsWith(packages.open(tdb.db, demo, 'NOSUCHPACKAGE'), 404, PLANNER_MESSAGES.packageNotFound);
    await rejectsWith(packages.open(tdb.db, b2b, id), 404, PLANNER_MESSAGES.packageNotFound);
    await rejectsWith(packages.open(tdb.db, demo, "x'; drop table"), 404, PLANNER_MESSAGES.packageNotFound);
    expect((await packages.open(tdb.db, demo, id.toLowerCase())).packageId).toBe(id);
  });

  it('answers the ranked variants with the summary and the unfiltered budget range', async () => {
    const { packages } = setup();
    const ctx = await packages.open(tdb.db, demo, await storeSearch(demo));
    const answer = await packages.getPackage(ctx);
    // Demo: factors 1, VAT 0 → 3 nights × 100.00 / 150.00 / 300.00.
    expect(answer.variants.map((v) => v.total_price.amount)).toEqual([30_000, 45_000, 90_000]);
    expect(answer.budget_range).toEqual({ min: 30_000, max: 90_000, currency: 'EUR' });
    expect(answer.search).toMatchObject({ destinations: ['Paris'], adults: 2, nights: [3] });

    const filtered = await packages.getPackage(ctx, { max: 50_000 });
    expect(filtered.variants.map((v) => v.total_price.amount)).toEqual([30_000, 45_000]);
    expect(filtered.budget_range).toEqual(answer.budget_range);
  });

  it('prices with the tenant’s markup and taxes (b2b: hotel × 1.08, BTW 9%)', async () => {
    const { packages } = setup();
    const ctx = await packages.open(tdb.db, b2b, await storeSearch(b2b));
    const [cheapest] = (await packages.getPackage(ctx)).variants;
    // 300.00 × 1.08 = 324.00; 9% = 29.16; 353.16.
    expect(cheapest?.price.tax.amount).toBe(2_916);
    expect(cheapest?.total_price.amount).toBe(35_316);
  });

  it('plans once per package and budget while cached, and again once the cache expires', async () => {
    let now = 0;
    const ports = fakePorts();
    const packages = createPackageService(ports, { cacheMs: 1_000, now: () => now });
    const ctx = await packages.open(tdb.db, demo, await storeSearch(demo));
    await packages.getPackage(ctx);
    await packages.getPackage(ctx);
    await packages.budgetRange(ctx);
    expect(ports.calls).toEqual({ plan: 1, inventory: 1 });
    await packages.getPackage(ctx, { min: 40_000 });
    expect(ports.calls.plan).toBe(2);
    now = 5_000;
    await packages.getPackage(ctx);
    expect(ports.calls).toEqual({ plan: 3, inventory: 2 });
  });

  it('plans again once the tenant’s inventory is forgotten, and keeps other tenants’ plans', async () => {
    const { packages, ports } = setup();
    const demoCtx = await packages.open(tdb.db, demo, await storeSearch(demo));
    const b2bCtx = await packages.open(tdb.db, b2b, await storeSearch(b2b));
    await packages.getPackage(demoCtx);
    await packages.getPackage(b2bCtx);
    expect(ports.calls).toEqual({ plan: 2, inventory: 2 });
    packages.forgetTenant(tdb.db, demo.id);
    await packages.getPackage(demoCtx);
    await packages.getPackage(b2bCtx);
    expect(ports.calls).toEqual({ plan: 3, inventory: 3 });
  });

  it('plans again once the tenant’s own conversion rates change, cache or not', async () => {
    const { packages, ports } = setup();
    const packageId = await storeSearch(demo, 'USD');
    const before = (await packages.getPackage(await packages.open(tdb.db, demo, packageId))).variants;
    try {
      await replaceOwnRates(tdb.db, demo.id, { USD: '2' });
      const after = (await packages.getPackage(await packages.open(tdb.db, demo, packageId))).variants;
      expect(ports.calls.plan).toBe(2);
      // Demo: 3 nights × 100.00 EUR at 2 USD per EUR.
      expect(after[0]?.total_price).toEqual({ amount: 60_000, currency: 'USD' });
      expect(after[0]?.total_price.amount).not.toBe(before[0]?.total_price.amount);
    } finally {
      await replaceOwnRates(tdb.db, demo.id, {});
    }
  });

  it('finds a variant by index and refuses one that is not in the list', async () => {
    const { packages } = setup();
    const ctx = await packages.open(tdb.db, demo, await storeSearch(demo));
    expect((await packages.variantAt(ctx, 2)).cities[0]?.hotel.code).toBe('H-LUX');
    expect((await packages.variantAt(ctx, 0, { min: 40_000 })).cities[0]?.hotel.code).toBe('H-MID');
    await rejectsWith(packages.variantAt(ctx, 3), 404, PLANNER_MESSAGES.variantNotFound);
  });

  it('leads: open, swap the hotel, apply and remove a discount, check, cancel', async () => {
    const { leads } = setup();
    const packageId = await storeSearch(demo);
    const opened = await leads.create(tdb.db, demo, { packageId, index: 0, budget: {}, userId: null });
    expect(opened).toMatchObject({ package_id: packageId, variant_index: 0, status: 'draft' });
    expect(opened.alternatives[0]?.hotels.map((h) => h.code)).toEqual(['H-MID', 'H-LUX']);

    let lead = await leads.find(tdb.db, demo, opened.lead_id);
    const swapped = await leads.change(tdb.db, demo, lead, {
      type: 'swap_hotel',
      city_index: 0,
      hotel_code: 'H-MID',
    });
    expect(swapped.variant.total_price.amount).toBe(45_000);

    lead = await leads.find(tdb.db, demo, opened.lead_id);
    await rejectsWith(
      leads.change(tdb.db, demo, lead, { type: 'swap_hotel', city_index: 0, hotel_code: 'NOPE' }),
      400,
      'This hotel is not available for your dates.',
    );
    await rejectsWith(
      leads.change(tdb.db, demo, lead, { type: 'apply_discount', code: 'FREEBIE' }),
      400,
      'This discount code is not valid.',
    );
    const discounted = await leads.change(tdb.db, demo, lead, { type: 'apply_discount', code: 'welcome10' });
    expect(discounted.variant.total_price.amount).toBe(40_500);
    expect(discounted.variant.price.discount_code).toBe('WELCOME10');
    // The code stays with the lead for later changes…
    lead = await leads.find(tdb.db, demo, opened.lead_id);
    expect(lead.discountCode).toBe('WELCOME10');
    const swappedBack = await leads.change(tdb.db, demo, lead, {
      type: 'swap_hotel',
      city_index: 0,
      hotel_code: 'H-CHEAP',
    });
    expect(swappedBack.variant.total_price.amount).toBe(27_000);
    // …until an empty code removes it.
    lead = await leads.find(tdb.db, demo, opened.lead_id);
    const plain = await leads.change(tdb.db, demo, lead, { type: 'apply_discount', code: '' });
    expect(plain.variant.total_price.amount).toBe(30_000);

    lead = await leads.find(tdb.db, demo, opened.lead_id);
    const check = await leads.check(tdb.db, demo, lead);
    expect(check).toMatchObject({ available: true, price_changed: false, problems: [] });
    expect(check.total_price).toEqual({ amount: 30_000, currency: 'EUR' });

    const price = await leads.calculatePrice(tdb.db, demo, lead, 'EUR');
    expect(price).toEqual({
      success: true,
      data: { total_price: 300, paid_amount: 0, currency: 'EUR', rate_date: null },
    });

    const cancelled = await leads.cancel(tdb.db, demo, lead);
    expect(cancelled.status).toBe('cancelled');
    lead = await leads.find(tdb.db, demo, opened.lead_id);
    await rejectsWith(
      leads.change(tdb.db, demo, lead, { type: 'swap_hotel', city_index: 0, hotel_code: 'H-MID' }),
      409,
      PLANNER_MESSAGES.leadCancelled,
    );
    await rejectsWith(leads.offline(tdb.db, demo, lead), 409, PLANNER_MESSAGES.leadCancelled);
  });

  it('leads are per tenant, and malformed ids are unknown ids', async () => {
    const { leads } = setup();
    const opened = await leads.create(tdb.db, demo, {
      packageId: await storeSearch(demo),
      index: 1,
      budget: {},
      userId: null,
    });
    await rejectsWith(leads.find(tdb.db, b2b, opened.lead_id), 404, PLANNER_MESSAGES.leadNotFound);
    await rejectsWith(leads.find(tdb.db, demo, 'not-a-uuid'), 404, PLANNER_MESSAGES.leadNotFound);
    expect((await leads.find(tdb.db, demo, opened.lead_id.toUpperCase())).id).toBe(opened.lead_id);
  });
});
