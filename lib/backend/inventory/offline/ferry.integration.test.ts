/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import type { PickedPlace } from '@/lib/backend/inventory/resolve';
import { seedIfEmpty } from '@/lib/backend/seed';
import { nightDates } from '@/lib/booking/nights';
import { earliestToday } from '@/lib/contract/search-api';
import { type InventoryLeg, inventoryCapacity, inventoryLegs, type LegFare, tenants } from '@/lib/db/schema';
import { testPrice } from '@/lib/planner/fixtures';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { decodeRef } from '../ref';
import { availableOffers, checkOffer } from '../results';
import type { ProductContext, ProductQuery } from '../types';
import { ferrySupplier } from './ferry';
import { minutesOf, weekday } from './rail-ferry-fares';

const inDays = (n: number) => nightDates(earliestToday(), n + 1)[n] as string;
const place = (name: string): PickedPlace => ({
  name,
  countryCode: null,
  lat: null,
  lon: null,
  airportCode: null,
});
const LEG = 'L-ferry-athens-santorini';

describe.each(testDrivers())('offline ferries on $name', ({ open }) => {
  let tdb: TestDatabase;
  let ctx: ProductContext;
  let leg: InventoryLeg;
  /** The first day from 30 days on that the ferry sails. */
  let date: string;
  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [demo] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    ctx = { db: tdb.db, tenantId: demo?.id as string, providers: [], today: earliestToday() };
    const [row] = await tdb.db
      .select()
      .from(inventoryLegs)
      .where(and(eq(inventoryLegs.tenantId, ctx.tenantId), eq(inventoryLegs.code, LEG)));
    if (!row) throw new Error(`no ${LEG}`);
    leg = row;
    date = nightDates(inDays(30), 7).find((d) => row.days.includes(weekday(d))) as string;
  }, 120_000);
  afterAll(() => tdb.dispose(), 60_000);

  const query = (over: Partial<ProductQuery> = {}): ProductQuery => ({
    kind: 'ferry',
    from: place('Athens'),
    to: place('Santorini'),
    date,
    returnDate: null,
    time: null,
    legs: [],
    party: { adults: 2, children: [8, 2], infants: 0 },
    ...over,
  });
  const fare = (code: string) => leg.fares.find((f) => f.code === code) as LegFare;

  it('sells deck, seats, cabins on this long crossing and cars', () => {
    expect(leg.durationMinutes).toBeGreaterThanOrEqual(360);
    expect(leg.fares.map((f) => f.code)).toEqual(['DECK', 'SEAT', 'CABIN2', 'CABIN4', 'CAR']);
    expect(fare('CABIN4')).toMatchObject({ per: 'vehicle', capacity: 4, cabin: 'cabin' });
  });

  it('offers every sailing × ticket type, each priced its own way for the party', async () => {
    const offers = await ferrySupplier.availability(ctx, query());
    expect(offers).toHaveLength(leg.departures.length * leg.fares.length);
    const deck = fare('DECK');
    // Two adults and an 8-year-old need places (the 2-year-old travels free on a lap).
    const expected: Record<string, { amount: number; units: number }> = {
      DECK: { amount: 2 * deck.adult_minor + deck.child_minor, units: 3 },
      SEAT: { amount: 2 * fare('SEAT').adult_minor + fare('SEAT').child_minor, units: 3 },
      CABIN2: { amount: 2 * fare('CABIN2').adult_minor, units: 2 },
      CABIN4: { amount: fare('CABIN4').adult_minor, units: 1 },
      // One car with its driver; the other adult and the child pay the deck fare.
      CAR: { amount: fare('CAR').adult_minor + deck.adult_minor + deck.child_minor, units: 1 },
    };
    for (const o of offers) {
      const [part] = decodeRef(o.ref) ?? [];
      const [time = '', code = ''] = part?.slot.split('|') ?? [];
      const want = expected[code];
      if (!want) throw new Error(`unexpected ${o.ref}`);
      expect(o.cost).toEqual([
        {
          markupKind: 'ferry',
          amountMinor: want.amount,
          currency: 'GBP',
          destination: { city: 'Santorini' },
          supplier: 'offline',
        },
      ]);
      expect(o.claims).toEqual([
        {
          kind: 'ferry',
          code: LEG,
          day: date,
          slot: `${time}|${code}`,
          quantity: want.units,
          initial: fare(code).seats,
        },
      ]);
      const end = minutesOf(time) + leg.durationMinutes;
      expect(o.segments[0]).toMatchObject({
        from: 'Piraeus',
        to: 'Santorini (Athinios)',
        depart: time,
        arrive_day_offset: Math.floor(end / 1440),
        carrier: 'Blue Star Ferries',
      });
      expect(o.subtitle.includes('Overnight')).toBe(end >= 1440);
      expect(o.facets).toEqual({
        ticket: fare(code).cabin,
        depart: time,
        carrier: 'Blue Star Ferries',
        refundable: fare(code).refundable,
        duration: leg.durationMinutes,
      });
      expect(await ferrySupplier.priceCheck(ctx, query(), o.ref)).toEqual(o);
    }
    // Someone sails overnight on the demo route (the afternoon departure).
    expect(offers.some((o) => (o.segments[0]?.arrive_day_offset ?? 0) > 0)).toBe(true);
  });

  it('leaves out a car when the party has too few drivers, and sails only on its days', async () => {
    const kids = query({ party: { adults: 1, children: [6, 7, 8, 9, 10, 11], infants: 0 } });
    const offers = await ferrySupplier.availability(ctx, kids);
    expect(offers.some((o) => o.facets.ticket === 'vehicle')).toBe(false);
    expect(offers.some((o) => o.facets.ticket === 'deck')).toBe(true);
    await tdb.db
      .update(inventoryLegs)
      .set({ days: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekday(date)) })
      .where(and(eq(inventoryLegs.tenantId, ctx.tenantId), eq(inventoryLegs.code, LEG)));
    try {
      expect(await ferrySupplier.availability(ctx, query())).toEqual([]);
    } finally {
      await tdb.db
        .update(inventoryLegs)
        .set({ days: leg.days })
        .where(and(eq(inventoryLegs.tenantId, ctx.tenantId), eq(inventoryLegs.code, LEG)));
    }
    expect(
      await ferrySupplier.availability(ctx, query({ from: place('London'), to: place('Paris') })),
    ).toEqual([]);
  });

  it('drops a ticket type with no room left and says sold out when nothing has room', async () => {
    const price = testPrice('GBP');
    const all = await availableOffers(ctx, query(), price);
    const cabin = all.offers.find((o) => o.facets.ticket === 'cabin' && o.ref.endsWith('|CABIN2'));
    if (!cabin) throw new Error('no cabin');
    const [part] = decodeRef(cabin.ref) ?? [];
    // One two-berth cabin left: the party needs two.
    await tdb.db.insert(inventoryCapacity).values({
      tenantId: ctx.tenantId,
      kind: 'ferry',
      productCode: LEG,
      day: date,
      slot: part?.slot ?? '',
      available: 1,
    });
    const after = await availableOffers(ctx, query(), price);
    expect(after.offers.map((o) => o.ref)).toEqual(
      all.offers.map((o) => o.ref).filter((r) => r !== cabin.ref),
    );
    const couple = await checkOffer(
      ctx,
      query({ party: { adults: 2, children: [], infants: 0 } }),
      cabin.ref,
      price,
    );
    expect(couple).toMatchObject({ bookable: true, offer: { remaining: 1 } });
    await tdb.db.insert(inventoryCapacity).values(
      after.offers.map((o) => ({
        tenantId: ctx.tenantId,
        kind: 'ferry',
        productCode: LEG,
        day: date,
        slot: decodeRef(o.ref)?.[0]?.slot ?? '',
        available: 0,
      })),
    );
    expect(await availableOffers(ctx, query(), price)).toEqual({ offers: [], soldOut: true });
  });
});
