/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import type { PickedPlace } from '@/lib/backend/inventory/resolve';
import { seedIfEmpty } from '@/lib/backend/seed';
import { nightDates } from '@/lib/booking/nights';
import { earliestToday } from '@/lib/contract/search-api';
import { type InventoryInsurancePlan, inventoryInsurancePlans, tenants } from '@/lib/db/schema';
import { testPrice } from '@/lib/planner/fixtures';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { availableOffers, checkOffer } from '../results';
import type { ProductContext, ProductQuery } from '../types';
import { insuranceSupplier } from './insurance';
import { bandFor } from './insurance-price';

const inDays = (n: number) => nightDates(earliestToday(), n + 1)[n] as string;
const place = (name: string, countryCode: string | null = null): PickedPlace => ({
  name,
  countryCode,
  lat: null,
  lon: null,
  airportCode: null,
});

describe.each(testDrivers())('offline insurance on $name', ({ open }) => {
  let tdb: TestDatabase;
  let ctx: ProductContext;
  let plans: InventoryInsurancePlan[];
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [demo] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    ctx = { db: tdb.db, tenantId: demo?.id as string, providers: [], today: earliestToday() };
    plans = await tdb.db
      .select()
      .from(inventoryInsurancePlans)
      .where(eq(inventoryInsurancePlans.tenantId, ctx.tenantId));
  }, 120_000);
  afterAll(() => tdb.dispose(), 60_000);

  const query = (over: Partial<ProductQuery> = {}): ProductQuery => ({
    kind: 'insurance',
    from: place('London', 'GB'),
    to: place('Paris'),
    date: inDays(30),
    returnDate: inDays(40),
    time: null,
    legs: [],
    party: { adults: 2, children: [9], infants: 1 },
    ...over,
  });
  const codes = (offers: { ref: string }[]) => offers.map((o) => o.ref.split(':')[1]?.split('@')[0]).sort();

  it('offers Europe and worldwide plans for Europe, priced per traveller by age and trip length', async () => {
    const q = query();
    const offers = await insuranceSupplier.availability(ctx, q);
    expect(codes(offers)).toEqual(['INS-EU-ESS', 'INS-EU-PLUS', 'INS-WW-ALL', 'INS-WW-EXUS']);
    for (const o of offers) {
      const plan = plans.find((p) => o.ref === `insurance:${p.code}@${q.date}#${q.returnDate}`);
      if (!plan) throw new Error(`unknown ${o.ref}`);
      // Ten days; two adults priced at 35, the child at 9, the infant at 0.
      const each = [35, 35, 9, 0].map((age) => bandFor(plan.bands, 10, age)?.price_minor ?? NaN);
      expect(o.cost).toEqual([
        { markupKind: 'insurance', amountMinor: each.reduce((s, n) => s + n, 0), currency: 'GBP' },
      ]);
      expect(o.claims).toEqual([]);
      expect(o).toMatchObject({ date: q.date, end_date: q.returnDate, kind: 'insurance' });
      expect(o.facets).toEqual({ region: plan.region, insurer: plan.insurer, medical: plan.medicalMinor });
      expect(await insuranceSupplier.priceCheck(ctx, q, o.ref)).toEqual(o);
    }
    // A longer trip costs more.
    const longer = await insuranceSupplier.availability(ctx, query({ returnDate: inDays(60) }));
    const price = (os: typeof offers, code: string) =>
      os.find((o) => o.ref.includes(`:${code}@`))?.cost[0]?.amountMinor ?? 0;
    expect(price(longer, 'INS-EU-ESS')).toBeGreaterThan(price(offers, 'INS-EU-ESS'));
    // No return date: seven days.
    const week = await insuranceSupplier.availability(ctx, query({ returnDate: null }));
    expect(week[0]?.end_date).toBe(inDays(37));
  });

  it('offers only worldwide plans outside Europe, and only the full one for the USA', async () => {
    expect(codes(await insuranceSupplier.availability(ctx, query({ to: place('Tokyo') })))).toEqual([
      'INS-WW-ALL',
      'INS-WW-EXUS',
    ]);
    expect(
      codes(await insuranceSupplier.availability(ctx, query({ to: place('New York City', 'US') }))),
    ).toEqual(['INS-WW-ALL']);
    const [europe] = await insuranceSupplier.availability(ctx, query());
    if (!europe) throw new Error('no plan');
    // A Europe plan re-checked for a trip to Japan is no longer sold.
    if (europe.facets.region === 'europe')
      expect(await insuranceSupplier.priceCheck(ctx, query({ to: place('Tokyo') }), europe.ref)).toBeNull();
    expect(await insuranceSupplier.availability(ctx, query({ date: '2020-01-01' }))).toEqual([]);
  });

  it('prices through the tenant pricing with no capacity, and offers nothing for a trip longer than its bands', async () => {
    const priced = await availableOffers(ctx, query(), testPrice('GBP'));
    expect(priced.offers).toHaveLength(4);
    expect(priced.offers.every((o) => o.remaining === null)).toBe(true);
    const [first] = priced.offers;
    const checked = await checkOffer(ctx, query(), first?.ref ?? '', testPrice('GBP'));
    expect(checked).toMatchObject({ bookable: true, claims: [] });
    expect(checked?.offer.price.total.amount).toBe(first?.price.total.amount);
    // Bands go up to 62 days: a 90-day trip is beyond every plan.
    expect(await insuranceSupplier.availability(ctx, query({ returnDate: inDays(120) }))).toEqual([]);
    expect(
      await insuranceSupplier.priceCheck(ctx, query(), 'insurance:INS-EU-ESS@2030-01-05#2030-01-01'),
    ).toBeNull();
    expect(
      await insuranceSupplier.priceCheck(ctx, query(), `insurance:INS-NOPE@${inDays(30)}#${inDays(40)}`),
    ).toBeNull();
  });

  it('answers for the chosen plan again after the agency changes its price', async () => {
    const [offer] = await insuranceSupplier.availability(ctx, query());
    if (!offer) throw new Error('no plan');
    const code = offer.ref.split(':')[1]?.split('@')[0] ?? '';
    const plan = plans.find((p) => p.code === code) as InventoryInsurancePlan;
    await tdb.db
      .update(inventoryInsurancePlans)
      .set({ bands: plan.bands.map((b) => ({ ...b, price_minor: b.price_minor * 2 })) })
      .where(and(eq(inventoryInsurancePlans.tenantId, ctx.tenantId), eq(inventoryInsurancePlans.code, code)));
    try {
      const again = await insuranceSupplier.priceCheck(ctx, query(), offer.ref);
      expect(again?.cost[0]?.amountMinor).toBe(2 * (offer.cost[0]?.amountMinor ?? 0));
    } finally {
      await tdb.db
        .update(inventoryInsurancePlans)
        .set({ bands: plan.bands })
        .where(
          and(eq(inventoryInsurancePlans.tenantId, ctx.tenantId), eq(inventoryInsurancePlans.code, code)),
        );
    }
  });
});
