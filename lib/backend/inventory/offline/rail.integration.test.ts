/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import type { PickedPlace } from '@/lib/backend/inventory/resolve';
import { seedIfEmpty } from '@/lib/backend/seed';
import { ensureDemoInventory } from '@/lib/backend/seed/inventory';
import { nightDates } from '@/lib/booking/nights';
import { earliestToday, ZSearchApiRequest } from '@/lib/contract/search-api';
import {
  type InventoryLeg,
  inventoryCapacity,
  inventoryLegs,
  inventoryRailPasses,
  tenants,
} from '@/lib/db/schema';
import { testPrice } from '@/lib/planner/fixtures';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { productQuery } from '../query';
import { decodeRef } from '../ref';
import { availableOffers, checkOffer } from '../results';
import type { ProductContext, ProductQuery } from '../types';
import { railSupplier } from './rail';
import { weekday } from './rail-ferry-fares';
import { railPassSupplier } from './rail-pass';

const inDays = (n: number) => nightDates(earliestToday(), n + 1)[n] as string;
const place = (name: string, countryCode: string | null = null): PickedPlace => ({
  name,
  countryCode,
  lat: null,
  lon: null,
  airportCode: null,
});
const LEG = 'L-rail-london-paris';

describe.each(testDrivers())('offline rail and rail passes on $name', ({ open }) => {
  let tdb: TestDatabase;
  let ctx: ProductContext;
  let leg: InventoryLeg;
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
  }, 120_000);
  afterAll(() => tdb.dispose(), 60_000);

  const query = (over: Partial<ProductQuery> = {}): ProductQuery => ({
    kind: 'rail',
    from: place('London', 'GB'),
    to: place('Paris', 'FR'),
    date: inDays(30),
    returnDate: null,
    time: null,
    legs: [],
    party: { adults: 2, children: [8, 2], infants: 0 },
    ...over,
  });

  it('has classes on the demo trains', () => {
    expect(leg.fares.map((f) => `${f.code}:${f.cabin}`)).toEqual([
      'STD-SAVER:standard',
      'STD-FLEX:standard',
      'FIRST:first',
    ]);
    expect(leg.fares.every((f) => f.child_minor < f.adult_minor && f.infant_minor === 0)).toBe(true);
  });

  it('offers every departure × class of the day, priced for the party, taking seats of the class', async () => {
    const q = query();
    const offers = await railSupplier.availability(ctx, q);
    expect(offers).toHaveLength(leg.departures.length * leg.fares.length);
    for (const o of offers) {
      const [part] = decodeRef(o.ref) ?? [];
      expect(part).toMatchObject({ kind: 'rail', code: LEG, date: q.date });
      const [time, fareCode] = part?.slot.split('|') ?? [];
      const fare = leg.fares.find((f) => f.code === fareCode);
      if (!fare || !time) throw new Error(`bad slot ${part?.slot}`);
      expect(o.time).toBe(time);
      expect(leg.departures).toContain(time);
      // Two adults and the 8-year-old pay; the 2-year-old travels free without a seat.
      expect(o.cost).toEqual([
        {
          markupKind: 'rail',
          amountMinor: 2 * fare.adult_minor + fare.child_minor,
          currency: 'GBP',
          destination: { city: 'Paris' },
          supplier: 'offline',
        },
      ]);
      expect(o.claims).toEqual([
        {
          kind: 'rail',
          code: LEG,
          day: q.date,
          slot: `${time}|${fare.code}`,
          quantity: 3,
          initial: fare.seats,
        },
      ]);
      expect(o.segments).toEqual([
        expect.objectContaining({
          from: 'London St Pancras International',
          to: 'Paris Gare du Nord',
          depart: time,
          date: q.date,
          carrier: 'EuroRail',
          stops: 0,
          duration_minutes: leg.durationMinutes,
        }),
      ]);
      expect(o.facets).toEqual({
        travel_class: fare.cabin,
        depart: time,
        stops: 0,
        duration: leg.durationMinutes,
        refundable: fare.refundable,
      });
      expect(o.cancellation.refundable).toBe(fare.refundable);
      expect(o.title).toBe('London → Paris');
    }
    const first = offers.find((o) => o.facets.travel_class === 'first');
    expect(first?.included).toContain('Meal and drinks served at your seat');
  });

  it('answers a rail search as the search form stores it: stations picked from the autocomplete', async () => {
    const station = (name: string, country: string, lat: number, lon: number) => ({
      name,
      id: name,
      type: 'rail',
      geo_type: 'Station',
      country_code: country,
      loc_coordinates: { lat, lon },
    });
    const request = ZSearchApiRequest.parse({
      mode: 'rail',
      origin: station('London St Pancras International, London, United Kingdom', 'GB', 51.5308, -0.1238),
      destination: [station('Paris Gare du Nord, Paris, France', 'FR', 48.8809, 2.3553)],
      start_date: inDays(30),
      rooms: [{ adults: 1, children: [], infants: 0 }],
      currency: 'GBP',
    });
    const trains = await railSupplier.availability(ctx, productQuery(request, 'rail'));
    expect(trains).toHaveLength(leg.departures.length * leg.fares.length);
    const passes = await railPassSupplier.availability(ctx, productQuery(request, 'rail_pass'));
    expect(passes.length).toBeGreaterThan(0);
  });

  it('offers nothing on a day the train does not run, in the past, or where no train goes', async () => {
    const date = inDays(31);
    await tdb.db
      .update(inventoryLegs)
      .set({ days: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekday(date)) })
      .where(and(eq(inventoryLegs.tenantId, ctx.tenantId), eq(inventoryLegs.code, LEG)));
    try {
      expect(await railSupplier.availability(ctx, query({ date }))).toEqual([]);
      expect((await railSupplier.availability(ctx, query({ date: inDays(32) }))).length).toBeGreaterThan(0);
    } finally {
      await tdb.db
        .update(inventoryLegs)
        .set({ days: leg.days })
        .where(and(eq(inventoryLegs.tenantId, ctx.tenantId), eq(inventoryLegs.code, LEG)));
    }
    expect(await railSupplier.availability(ctx, query({ date: '2020-01-01' }))).toEqual([]);
    expect(
      await railSupplier.availability(ctx, query({ from: place('Athens'), to: place('Santorini') })),
    ).toEqual([]);
    // A place named without its country still resolves to the tenant's city.
    expect((await railSupplier.availability(ctx, query({ from: place('london') }))).length).toBeGreaterThan(
      0,
    );
  });

  it('re-reads an offer by its ref, for the party asked, and refuses refs no longer sold', async () => {
    const q = query();
    const [offer] = await railSupplier.availability(ctx, q);
    if (!offer) throw new Error('no offer');
    expect(await railSupplier.priceCheck(ctx, q, offer.ref)).toEqual(offer);
    const alone = await railSupplier.priceCheck(
      ctx,
      query({ party: { adults: 1, children: [], infants: 0 } }),
      offer.ref,
    );
    expect(alone?.cost[0]?.amountMinor).toBeLessThan(offer.cost[0]?.amountMinor ?? 0);
    expect(alone?.claims[0]?.quantity).toBe(1);
    const [part] = decodeRef(offer.ref) ?? [];
    const [time] = part?.slot.split('|') ?? [];
    expect(await railSupplier.priceCheck(ctx, q, offer.ref.replace(/\|[^|]+$/, '|NOPE'))).toBeNull();
    expect(await railSupplier.priceCheck(ctx, q, offer.ref.replace(`#${time}`, '#03:33'))).toBeNull();
    expect(await railSupplier.priceCheck(ctx, q, offer.ref.replace(q.date, '2020-01-01'))).toBeNull();
    expect(await railSupplier.priceCheck(ctx, q, offer.ref.replace('rail:', 'ferry:'))).toBeNull();
    expect(await railSupplier.priceCheck(ctx, q, 'not a ref')).toBeNull();
  });

  it('drops a class with no seats left and says sold out when no train has room', async () => {
    const q = query({ date: inDays(40) });
    const price = testPrice('GBP');
    const all = await availableOffers(ctx, q, price);
    expect(all.soldOut).toBe(false);
    const target = all.offers[0];
    if (!target) throw new Error('no offer');
    const checked = await checkOffer(ctx, q, target.ref, price);
    expect(checked?.bookable).toBe(true);
    expect(checked?.offer.price.total.amount).toBe(target.price.total.amount);
    const [claim] = checked?.claims ?? [];
    if (!claim) throw new Error('no claim');
    // Two seats left of that class: the party of three no longer fits.
    await tdb.db.insert(inventoryCapacity).values({
      tenantId: ctx.tenantId,
      kind: 'rail',
      productCode: claim.code,
      day: claim.day,
      slot: claim.slot,
      available: 2,
    });
    const after = await availableOffers(ctx, q, price);
    expect(after.offers.map((o) => o.ref)).toEqual(
      all.offers.map((o) => o.ref).filter((r) => r !== target.ref),
    );
    expect((await checkOffer(ctx, q, target.ref, price))?.bookable).toBe(false);
    // Two still fit.
    const two = query({ date: q.date, party: { adults: 2, children: [], infants: 0 } });
    const forTwo = await availableOffers(ctx, two, price);
    expect(forTwo.offers.find((o) => o.ref === target.ref)?.remaining).toBe(2);

    await tdb.db.insert(inventoryCapacity).values(
      all.offers
        .filter((o) => o.ref !== target.ref)
        .map((o) => {
          const [part] = decodeRef(o.ref) ?? [];
          return {
            tenantId: ctx.tenantId,
            kind: 'rail',
            productCode: part?.code ?? '',
            day: part?.date ?? '',
            slot: part?.slot ?? '',
            available: 0,
          };
        }),
    );
    expect(await availableOffers(ctx, q, price)).toEqual({ offers: [], soldOut: true });
  });

  it("answers each agency from its own inventory: another agency's sold-out trains stay on sale here", async () => {
    const [b2b] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'b2b'));
    const other: ProductContext = { ...ctx, tenantId: b2b?.id as string };
    // The demo agency sold out this day in the test above.
    const q = query({ date: inDays(40) });
    expect((await availableOffers(ctx, q, testPrice('GBP'))).soldOut).toBe(true);
    const theirs = await availableOffers(other, q, testPrice('EUR'));
    expect(theirs.soldOut).toBe(false);
    expect(theirs.offers).toHaveLength(leg.departures.length * leg.fares.length);
    const supplied = await railSupplier.availability(other, q);
    expect(supplied.every((o) => o.cost[0]?.currency === 'EUR')).toBe(true);
  });

  it('offers the passes of the origin and destination countries from the search date', async () => {
    const q = query({ kind: 'rail_pass', party: { adults: 2, children: [15, 8, 2], infants: 1 } });
    const offers = await railPassSupplier.availability(ctx, q);
    const codes = offers.map((o) => decodeRef(o.ref)?.[0]?.code ?? '');
    expect(codes.some((c) => c.startsWith('RP-GB-'))).toBe(true);
    expect(codes.some((c) => c.startsWith('RP-FR-'))).toBe(true);
    expect(codes.some((c) => c.startsWith('RP-GLOBAL-'))).toBe(true);
    expect(codes.some((c) => c.startsWith('RP-IT-') || c.startsWith('RP-JP-'))).toBe(false);
    const passes = await tdb.db
      .select()
      .from(inventoryRailPasses)
      .where(eq(inventoryRailPasses.tenantId, ctx.tenantId));
    for (const o of offers) {
      const pass = passes.find((p) => o.ref === `rail_pass:${p.code}@${q.date}#`);
      if (!pass) throw new Error(`unknown ${o.ref}`);
      expect(o.cost[0]?.amountMinor).toBe(2 * pass.adultMinor + pass.youthMinor + pass.childMinor);
      expect(o.claims).toEqual([]);
      expect(o.date).toBe(q.date);
      expect(o.end_date).toBe(nightDates(q.date, pass.validityDays)[pass.validityDays - 1]);
      expect(o.facets).toEqual({ travel_class: pass.travelClass, travel_days: pass.travelDays });
      expect(await railPassSupplier.priceCheck(ctx, q, o.ref)).toEqual(o);
    }
    const priced = await availableOffers(ctx, q, testPrice('GBP'));
    expect(priced.offers).toHaveLength(offers.length);
    expect(priced.offers.every((o) => o.remaining === null)).toBe(true);
    expect(
      await railPassSupplier.availability(
        ctx,
        query({ kind: 'rail_pass', from: place('Tokyo'), to: place('Kyoto') }),
      ),
    ).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Japan Rail Pass' })]));
    expect(
      await railPassSupplier.availability(
        ctx,
        query({ kind: 'rail_pass', from: place('Dubai'), to: place('Cairo') }),
      ),
    ).toEqual([]);
    expect(await railPassSupplier.priceCheck(ctx, q, 'rail_pass:RP-NOPE@2030-01-01#')).toBeNull();
  });

  it('gives a database seeded before classes and passes existed its classes and passes at the next start', async () => {
    await tdb.db
      .update(inventoryLegs)
      .set({ fares: [], stops: 3 })
      .where(and(eq(inventoryLegs.tenantId, ctx.tenantId), eq(inventoryLegs.code, LEG)));
    // Without classes the leg still sells one, from its own prices.
    const plain = await railSupplier.availability(ctx, query());
    expect(plain).toHaveLength(leg.departures.length);
    expect(plain[0]?.cost[0]?.amountMinor).toBe(2 * leg.adultMinor + leg.childMinor);
    // A database seeded before passes and classes existed is filled at the next start.
    await tdb.db.delete(inventoryRailPasses).where(eq(inventoryRailPasses.tenantId, ctx.tenantId));
    expect(await ensureDemoInventory(tdb.db)).toEqual(['demo']);
    expect(await ensureDemoInventory(tdb.db)).toEqual([]);
    const passes = await tdb.db
      .select()
      .from(inventoryRailPasses)
      .where(eq(inventoryRailPasses.tenantId, ctx.tenantId));
    expect(passes.length).toBeGreaterThan(10);
    const [row] = await tdb.db
      .select()
      .from(inventoryLegs)
      .where(and(eq(inventoryLegs.tenantId, ctx.tenantId), eq(inventoryLegs.code, LEG)));
    expect(row?.fares).toEqual(leg.fares);
    expect(row?.stops).toBe(0);
  }, 60_000);
});
