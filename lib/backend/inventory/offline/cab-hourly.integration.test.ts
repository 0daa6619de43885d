/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { seedIfEmpty } from '@/lib/backend/seed';
import { earliestToday, ZSearchApiRequest } from '@/lib/contract/search-api';
import { addDays } from '@/lib/dates/calendar';
import { type InventoryCabPackage, inventoryCabPackages, inventoryCapacity, tenants } from '@/lib/db/schema';
import { testPrice } from '@/lib/planner/fixtures';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { productQuery } from '../query';
import { availableOffers, checkOffer } from '../results';
import type { ProductContext } from '../types';
import { cabHourlySupplier } from './cab-hourly';

const place = (name: string, country: string) => ({
  name,
  id: name.toLowerCase(),
  type: 'location',
  geo_type: 'City',
  country_code: country,
});
const inDays = (n: number) => addDays(earliestToday(), n);
const lisbon = place('Lisbon, Portugal', 'PT');
const nowhere = place('Timbuktu, Mali', 'ML');

const query = (over: Record<string, unknown> = {}) =>
  productQuery(
    ZSearchApiRequest.parse({
      mode: 'drive',
      origin: lisbon,
      destination: [lisbon],
      start_date: inDays(20),
      pickup_time: '09:30',
      rooms: [{ adults: 2, children: [], infants: 0 }],
      currency: 'GBP',
      ...over,
    }),
    'cab_hourly',
  );
const codeOf = (ref: string) => ref.slice(ref.indexOf(':') + 1, ref.indexOf('@'));

describe.each(testDrivers())('hourly cabs on $name', ({ open }) => {
  let tdb: TestDatabase;
  let ctx: ProductContext;
  let packages: InventoryCabPackage[];
  const price = testPrice('GBP');
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    const tenantId = row?.id as string;
    ctx = { db: tdb.db, tenantId, providers: [], today: earliestToday() };
    packages = await tdb.db
      .select()
      .from(inventoryCabPackages)
      .where(and(eq(inventoryCabPackages.tenantId, tenantId), eq(inventoryCabPackages.city, 'Lisbon')));
  }, 120_000);
  afterAll(() => tdb.dispose(), 60_000);

  it('offers every package in the picked city, per vehicle, one vehicle on the day', async () => {
    const offers = await cabHourlySupplier.availability(ctx, query());
    expect(offers.map((o) => codeOf(o.ref)).sort()).toEqual(packages.map((p) => p.code).sort());
    for (const o of offers) {
      const pkg = packages.find((p) => p.code === codeOf(o.ref)) as InventoryCabPackage;
      expect(o.cost).toEqual([{ markupKind: 'cab', amountMinor: pkg.priceMinor, currency: 'GBP' }]);
      expect(o.claims).toEqual([
        { kind: 'cab_hourly', code: pkg.code, day: inDays(20), slot: '', quantity: 1, initial: pkg.fleet },
      ]);
      expect(o.facets).toMatchObject({ vehicle_class: pkg.vehicleClass, hours: pkg.hours });
      expect(o.included).toContain(`${pkg.kmIncluded} km included`);
      expect(o.details.find((d) => d.label === 'Extra hour')?.value).toMatch(/^£[\d.,]+ per hour$/);
      expect(o.time).toBe('09:30');
    }
    // Sorted cheapest first.
    const totals = offers.map((o) => o.cost[0]?.amountMinor ?? 0);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('keeps only vehicles that seat the whole party, and uses the drop-off city when the pick-up is unknown', async () => {
    const family = await cabHourlySupplier.availability(
      ctx,
      query({ rooms: [{ adults: 2, children: [7], infants: 1 }] }),
    );
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((o) => o.facets.vehicle_class === 'minivan')).toBe(true);
    expect(family).toHaveLength(packages.filter((p) => p.maxPassengers >= 4).length);
    const dropOnly = await cabHourlySupplier.availability(ctx, query({ origin: nowhere }));
    expect(dropOnly).toHaveLength(packages.length);
    expect(
      await cabHourlySupplier.availability(ctx, query({ origin: nowhere, destination: [nowhere] })),
    ).toEqual([]);
  });

  it('price-checks a ref to the same offer; another city or a party too large gets nothing', async () => {
    const q = query();
    const [first] = await cabHourlySupplier.availability(ctx, q);
    if (!first) throw new Error('no offer');
    const again = await checkOffer(ctx, q, first.ref, price);
    expect(again?.offer.price.total.amount).toBe(first.cost[0]?.amountMinor);
    expect(again?.bookable).toBe(true);
    const rome = place('Rome, Italy', 'IT');
    expect(
      await cabHourlySupplier.priceCheck(ctx, query({ origin: rome, destination: [rome] }), first.ref),
    ).toBeNull();
    expect(
      await cabHourlySupplier.priceCheck(
        ctx,
        query({ rooms: [{ adults: 9, children: [], infants: 0 }] }),
        first.ref,
      ),
    ).toBeNull();
  });

  it('drops a package without a vehicle left that day, and says sold out when none is left', async () => {
    const q = query({ start_date: inDays(50), rooms: [{ adults: 5, children: [], infants: 0 }] });
    const offers = await cabHourlySupplier.availability(ctx, q);
    expect(offers.length).toBe(2);
    const [gone, kept] = offers;
    const none = (code: string) => ({
      tenantId: ctx.tenantId,
      kind: 'cab_hourly',
      productCode: code,
      day: inDays(50),
      slot: '',
      available: 0,
    });
    await tdb.db.insert(inventoryCapacity).values(none(codeOf(gone?.ref ?? '')));
    const after = await availableOffers(ctx, q, price);
    expect(after.offers.map((o) => o.ref)).toEqual([kept?.ref]);
    await tdb.db.insert(inventoryCapacity).values(none(codeOf(kept?.ref ?? '')));
    expect(await availableOffers(ctx, q, price)).toEqual({ offers: [], soldOut: true });
    // Another day still has every vehicle.
    expect(
      (await availableOffers(ctx, query({ start_date: inDays(51), rooms: [{ adults: 5 }] }), price)).offers,
    ).toHaveLength(2);
  });
});
