/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { seedIfEmpty } from '@/lib/backend/seed';
import { demoCars } from '@/lib/backend/seed/inventory/drive';
import { earliestToday, ZSearchApiRequest } from '@/lib/contract/search-api';
import { addDays } from '@/lib/dates/calendar';
import { type InventoryCar, inventoryCapacity, inventoryCars, tenants } from '@/lib/db/schema';
import { testPrice } from '@/lib/planner/fixtures';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { productQuery } from '../query';
import { availableOffers, checkOffer } from '../results';
import type { ProductContext } from '../types';
import { carSupplier } from './car';

const place = (name: string, country: string) => ({
  name,
  id: name.toLowerCase(),
  type: 'location',
  geo_type: 'City',
  country_code: country,
});
const inDays = (n: number) => addDays(earliestToday(), n);
const rome = place('Rome, Italy', 'IT');

const query = (over: Record<string, unknown> = {}) =>
  productQuery(
    ZSearchApiRequest.parse({
      mode: 'drive',
      origin: rome,
      destination: [rome],
      start_date: inDays(30),
      return_date: inDays(33),
      pickup_time: '10:00',
      rooms: [{ adults: 2, children: [8], infants: 0 }],
      currency: 'GBP',
      ...over,
    }),
    'car',
  );

/** Two demo cities the first one's companies partly serve: one-way hires only with the shared ones. */
function oneWayPair() {
  const cars = demoCars('GBP');
  const suppliersIn = (city: string) => new Set(cars.filter((c) => c.city === city).map((c) => c.supplier));
  const cities = [...new Set(cars.map((c) => c.city))];
  for (const a of cities)
    for (const b of cities) {
      const sa = suppliersIn(a);
      const sb = suppliersIn(b);
      const shared = [...sa].filter((s) => sb.has(s));
      if (a !== b && shared.length > 0 && shared.length < sa.size) {
        const car = cars.find((c) => c.city === a);
        const other = cars.find((c) => c.city === b);
        if (car && other)
          return { from: place(a, car.countryCode), to: place(b, other.countryCode), a, shared };
      }
    }
  throw new Error('no one-way pair in the demo');
}

describe.each(testDrivers())('self-drive cars on $name', ({ open }) => {
  let tdb: TestDatabase;
  let ctx: ProductContext;
  let romeCars: InventoryCar[];
  const price = testPrice('GBP');
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    const tenantId = row?.id as string;
    ctx = { db: tdb.db, tenantId, providers: [], today: earliestToday() };
    romeCars = await tdb.db
      .select()
      .from(inventoryCars)
      .where(and(eq(inventoryCars.tenantId, tenantId), eq(inventoryCars.city, 'Rome')));
  }, 120_000);
  afterAll(() => tdb.dispose(), 60_000);

  const rowOf = (code: string) => romeCars.find((c) => c.code === code) as InventoryCar;

  it('offers every Rome car that seats the party, at daily rate × days, taking a car on each day', async () => {
    const q = query();
    const offers = await carSupplier.availability(ctx, q);
    expect(offers.map((o) => o.ref.split(':')[1]?.split('@')[0]).sort()).toEqual(
      romeCars
        .filter((c) => c.seats >= 3)
        .map((c) => c.code)
        .sort(),
    );
    for (const o of offers) {
      const car = rowOf(o.ref.slice(4, o.ref.indexOf('@')));
      // Sold in Rome by the rental company the offer names.
      expect(o.cost).toEqual([
        {
          markupKind: 'car',
          amountMinor: car.dailyMinor * 3,
          currency: 'GBP',
          destination: { city: 'Rome', country: 'IT' },
          supplier: car.supplier,
        },
      ]);
      expect(o.facets.supplier).toBe(car.supplier);
      expect(o.claims.map((c) => [c.day, c.slot, c.quantity, c.initial])).toEqual(
        [30, 31, 32].map((d) => [inDays(d), '', 1, car.fleet]),
      );
      expect(o).toMatchObject({ date: inDays(30), end_date: inDays(33), time: '10:00' });
      expect(Object.keys(o.facets).sort()).toEqual([
        'car_class',
        'refundable',
        'seats',
        'supplier',
        'transmission',
      ]);
      expect(o.details.find((d) => d.label === 'Pick-up location')?.value).toBe(car.pickupName);
      expect(o.included[0]).toMatch(/mileage|km per day/);
    }
    const { offers: priced, soldOut } = await availableOffers(ctx, q, price);
    expect(soldOut).toBe(false);
    expect(priced).toHaveLength(offers.length);
    expect(priced[0]?.remaining).toBeGreaterThan(0);
  });

  it('keeps only cars with a seat for everyone, infants included, and hires for a day without a drop-off date', async () => {
    const big = await carSupplier.availability(
      ctx,
      query({ rooms: [{ adults: 4, children: [6], infants: 1 }] }),
    );
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((o) => Number(o.facets.seats) >= 6)).toBe(true);
    expect(big).toHaveLength(romeCars.filter((c) => c.seats >= 6).length);
    const oneDay = await carSupplier.availability(ctx, query({ return_date: undefined }));
    expect(oneDay.length).toBeGreaterThan(0);
    for (const o of oneDay) {
      expect(o.claims).toHaveLength(1);
      expect(o.end_date).toBe(inDays(31));
      expect(o.cost[0]?.amountMinor).toBe(rowOf(o.ref.slice(4, o.ref.indexOf('@'))).dailyMinor);
    }
  });

  it('hires one-way only from companies that serve the drop-off city, with their one-way fee', async () => {
    const pair = oneWayPair();
    const offers = await carSupplier.availability(ctx, query({ origin: pair.from, destination: [pair.to] }));
    expect(offers.length).toBeGreaterThan(0);
    expect(new Set(offers.map((o) => o.facets.supplier))).toEqual(new Set(pair.shared));
    for (const o of offers) {
      expect(o.cost).toHaveLength(2);
      expect(o.cost[1]?.amountMinor).toBeGreaterThan(0);
      expect(o.included).toContain(`One-way drop-off in ${pair.to.name.split(',')[0]}`);
    }
  });

  it('price-checks a ref to the same offer, and to nothing once the party no longer fits', async () => {
    const q = query();
    const [first] = await carSupplier.availability(ctx, q);
    if (!first) throw new Error('no offer');
    const again = await checkOffer(ctx, q, first.ref, price);
    expect(again?.bookable).toBe(true);
    expect(again?.offer.price.total.amount).toBe(first.cost.reduce((s, c) => s + c.amountMinor, 0));
    expect(again?.claims).toEqual(first.claims);
    const small = romeCars.find((c) => c.seats < 6);
    if (small) {
      const ref = `car:${small.code}@${inDays(30)}#${inDays(33)}`;
      expect(await carSupplier.priceCheck(ctx, q, ref)).not.toBeNull();
      const crowd = query({ rooms: [{ adults: 6, children: [], infants: 0 }] });
      expect(await carSupplier.priceCheck(ctx, crowd, ref)).toBeNull();
    }
    expect(await carSupplier.priceCheck(ctx, q, `car:NOPE@${inDays(30)}#${inDays(33)}`)).toBeNull();
    expect(
      await carSupplier.priceCheck(
        ctx,
        q,
        `car:${first.ref.slice(4, first.ref.indexOf('@'))}@${inDays(30)}#${inDays(29)}`,
      ),
    ).toBeNull();
  });

  it('drops a car with no car left on one day of the hire, and says sold out when none is left', async () => {
    const q = query({ start_date: inDays(60), return_date: inDays(62) });
    const offers = await carSupplier.availability(ctx, q);
    const [gone, ...rest] = offers;
    if (!gone) throw new Error('no offer');
    const last = gone.claims[1];
    if (!last) throw new Error('a two-day hire claims two days');
    await tdb.db.insert(inventoryCapacity).values({
      tenantId: ctx.tenantId,
      kind: 'car',
      productCode: last.code,
      day: last.day,
      slot: '',
      available: 0,
    });
    const after = await availableOffers(ctx, q, price);
    expect(after.offers.map((o) => o.ref)).toEqual(rest.map((o) => o.ref));
    expect(after.soldOut).toBe(false);
    await tdb.db.insert(inventoryCapacity).values(
      rest.map((o) => ({
        tenantId: ctx.tenantId,
        kind: 'car',
        productCode: o.claims[0]?.code ?? '',
        day: inDays(60),
        slot: '',
        available: 0,
      })),
    );
    expect(await availableOffers(ctx, q, price)).toEqual({ offers: [], soldOut: true });
  });
});
