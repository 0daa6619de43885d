/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { seedIfEmpty } from '@/lib/backend/seed';
import { earliestToday, ZSearchApiRequest } from '@/lib/contract/search-api';
import { addDays } from '@/lib/dates/calendar';
import { type InventoryLeg, inventoryCapacity, inventoryLegs, tenants } from '@/lib/db/schema';
import { testPrice } from '@/lib/planner/fixtures';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { productQuery } from '../query';
import { availableOffers, checkOffer } from '../results';
import type { ProductContext } from '../types';
import { cabIntercitySupplier } from './cab-intercity';
import { weekdayOf } from './drive-rules';

const place = (name: string, country: string) => ({
  name,
  id: name.toLowerCase(),
  type: 'location',
  geo_type: 'City',
  country_code: country,
});
const inDays = (n: number) => addDays(earliestToday(), n);
const split = place('Split, Croatia', 'HR');
const dubrovnik = place('Dubrovnik, Croatia', 'HR');

const query = (over: Record<string, unknown> = {}) =>
  productQuery(
    ZSearchApiRequest.parse({
      mode: 'drive',
      origin: split,
      destination: [dubrovnik],
      start_date: inDays(25),
      pickup_time: '08:00',
      rooms: [{ adults: 2, children: [], infants: 0 }],
      currency: 'GBP',
      ...over,
    }),
    'cab_intercity',
  );

describe.each(testDrivers())('intercity cabs on $name', ({ open }) => {
  let tdb: TestDatabase;
  let ctx: ProductContext;
  let leg: InventoryLeg;
  const price = testPrice('GBP');
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    const tenantId = row?.id as string;
    ctx = { db: tdb.db, tenantId, providers: [], today: earliestToday() };
    const [found] = await tdb.db
      .select()
      .from(inventoryLegs)
      .where(and(eq(inventoryLegs.tenantId, tenantId), eq(inventoryLegs.code, 'L-cab-split-dubrovnik')));
    if (!found) throw new Error('no demo cab Split → Dubrovnik');
    leg = found;
  }, 120_000);
  afterAll(() => tdb.dispose(), 60_000);

  it('offers each departure in each vehicle, per vehicle, with its ride as a segment', async () => {
    expect(leg.fares.map((f) => [f.code, f.per])).toEqual([
      ['sedan', 'vehicle'],
      ['suv', 'vehicle'],
      ['minivan', 'vehicle'],
    ]);
    const offers = await cabIntercitySupplier.availability(ctx, query());
    expect(offers).toHaveLength(leg.departures.length * 3);
    const sedan = leg.fares[0];
    const at8 = offers.find((o) => o.ref === `cab_intercity:${leg.code}@${inDays(25)}#08:00|sedan`);
    expect(at8?.cost).toEqual([
      {
        markupKind: 'cab',
        amountMinor: sedan?.adult_minor,
        currency: 'GBP',
        destination: { city: 'Dubrovnik' },
        supplier: 'offline',
      },
    ]);
    expect(at8?.claims).toEqual([
      {
        kind: 'cab_intercity',
        code: leg.code,
        day: inDays(25),
        slot: '08:00|sedan',
        quantity: 1,
        initial: sedan?.seats,
      },
    ]);
    expect(at8?.segments).toEqual([
      expect.objectContaining({
        from: 'Split',
        to: 'Dubrovnik',
        date: inDays(25),
        depart: '08:00',
        duration_minutes: leg.durationMinutes,
      }),
    ]);
    expect(at8?.facets).toEqual({
      vehicle_class: 'sedan',
      depart: '08:00',
      duration: leg.durationMinutes,
      refundable: true,
    });
    // Nothing the other way round is offered for this query, and no cab where there is no cab leg.
    expect(offers.every((o) => o.segments[0]?.from === 'Split')).toBe(true);
    const rome = place('Rome, Italy', 'IT');
    expect(await cabIntercitySupplier.availability(ctx, query({ destination: [rome] }))).toEqual([]);
  });

  it('gives a party as many vehicles as it needs, everyone seated', async () => {
    const five = query({ rooms: [{ adults: 3, children: [9], infants: 1 }] });
    const offers = await cabIntercitySupplier.availability(ctx, five);
    const of = (code: string) => offers.find((o) => o.ref.endsWith(`#10:00|${code}`));
    const fare = (code: string) => leg.fares.find((f) => f.code === code)?.adult_minor ?? 0;
    expect(of('sedan')?.claims[0]?.quantity).toBe(2);
    expect(of('sedan')?.cost[0]?.amountMinor).toBe(2 * fare('sedan'));
    expect(of('suv')?.claims[0]?.quantity).toBe(2);
    expect(of('minivan')?.claims[0]?.quantity).toBe(1);
    expect(of('minivan')?.cost[0]?.amountMinor).toBe(fare('minivan'));
    expect(of('sedan')?.title).toBe('Split to Dubrovnik by 2 private sedans');
  });

  it('runs only on the leg’s days', async () => {
    const date = inDays(25);
    await tdb.db
      .update(inventoryLegs)
      .set({ days: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekdayOf(date)) })
      .where(eq(inventoryLegs.id, leg.id));
    try {
      expect(await cabIntercitySupplier.availability(ctx, query())).toEqual([]);
      expect(await cabIntercitySupplier.availability(ctx, query({ start_date: inDays(26) }))).not.toEqual([]);
    } finally {
      await tdb.db.update(inventoryLegs).set({ days: leg.days }).where(eq(inventoryLegs.id, leg.id));
    }
  });

  it('price-checks a ref to the same offer; an unknown departure or vehicle gets nothing', async () => {
    const q = query();
    const offers = await cabIntercitySupplier.availability(ctx, q);
    const first = offers[4];
    if (!first) throw new Error('no offer');
    const again = await checkOffer(ctx, q, first.ref, price);
    expect(again?.offer.ref).toBe(first.ref);
    expect(again?.offer.price.total.amount).toBe(first.cost[0]?.amountMinor);
    expect(again?.claims).toEqual(first.claims);
    const base = `cab_intercity:${leg.code}@${inDays(25)}#`;
    expect(await cabIntercitySupplier.priceCheck(ctx, q, `${base}07:13|sedan`)).toBeNull();
    expect(await cabIntercitySupplier.priceCheck(ctx, q, `${base}08:00|limo`)).toBeNull();
    expect(await cabIntercitySupplier.priceCheck(ctx, q, `${base}08:00|sedan`)).not.toBeNull();
  });

  it('drops a vehicle without enough left on a departure, and says sold out when none is left', async () => {
    const q = query({ start_date: inDays(70), rooms: [{ adults: 4, children: [], infants: 0 }] });
    const offers = await cabIntercitySupplier.availability(ctx, q);
    // Four travellers need two sedans: one sedan left is not enough.
    const row = (slot: string, available: number) => ({
      tenantId: ctx.tenantId,
      kind: 'cab_intercity',
      productCode: leg.code,
      day: inDays(70),
      slot,
      available,
    });
    await tdb.db.insert(inventoryCapacity).values(row('08:00|sedan', 1));
    const after = await availableOffers(ctx, q, price);
    expect(after.offers.map((o) => o.ref)).toEqual(
      offers.map((o) => o.ref).filter((r) => !r.endsWith('08:00|sedan')),
    );
    expect(after.offers.find((o) => o.ref.endsWith('08:00|suv'))?.remaining).toBe(
      leg.fares.find((f) => f.code === 'suv')?.seats,
    );
    await tdb.db
      .insert(inventoryCapacity)
      .values(
        offers.filter((o) => !o.ref.endsWith('08:00|sedan')).map((o) => row(o.claims[0]?.slot ?? '', 0)),
      );
    expect(await availableOffers(ctx, q, price)).toEqual({ offers: [], soldOut: true });
  });

  it('sells seats in a shared car on a cab leg without vehicle fares', async () => {
    await tdb.db.update(inventoryLegs).set({ fares: [] }).where(eq(inventoryLegs.id, leg.id));
    try {
      const offers = await cabIntercitySupplier.availability(
        ctx,
        query({ rooms: [{ adults: 2, children: [5] }] }),
      );
      expect(offers).toHaveLength(leg.departures.length);
      expect(offers[0]?.cost[0]?.amountMinor).toBe(2 * leg.adultMinor + leg.childMinor);
      expect(offers[0]?.claims[0]?.quantity).toBe(3);
    } finally {
      await tdb.db.update(inventoryLegs).set({ fares: leg.fares }).where(eq(inventoryLegs.id, leg.id));
    }
  });
});
