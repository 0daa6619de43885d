/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { pickedPlace } from '@/lib/backend/inventory/resolve';
import { seedIfEmpty } from '@/lib/backend/seed';
import { nightDates } from '@/lib/booking/nights';
import { earliestToday } from '@/lib/contract/search-api';
import { type InventoryActivity, inventoryActivities, inventoryCapacity, tenants } from '@/lib/db/schema';
import { testPrice } from '@/lib/planner/fixtures';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { decodeRef } from '../ref';
import { availableOffers, checkOffer } from '../results';
import type { ProductContext, ProductParty, ProductQuery } from '../types';
import { activitySupplier } from './activity';
import { activityTotalMinor, runsOn, sessionsOf, weekdayOf } from './activity-rules';

/** The first day at least `n` days ahead that falls on `weekday` (0 = Sunday). */
const dayAhead = (n: number, weekday: number) =>
  nightDates(earliestToday(), n + 8)
    .slice(n)
    .find((d) => weekdayOf(d) === weekday) as string;

const city = (name: string, country: string, lat: number, lon: number) =>
  pickedPlace({
    name,
    id: name,
    type: 'location',
    geo_type: 'City',
    country_code: country,
    loc_coordinates: { lat, lon },
  });
const activityItem = (a: InventoryActivity) =>
  pickedPlace({
    name: `${a.name}, ${a.city}, France`,
    id: `activity:${a.code}`,
    type: 'activity',
    geo_type: 'Activity',
    country_code: a.countryCode,
    activity_code: a.code,
    loc_coordinates: { lat: a.lat, lon: a.lon },
  });

const FAMILY: ProductParty = { adults: 2, children: [8], infants: 1 };

describe.each(testDrivers())('offline activities on $name', ({ open }) => {
  let tdb: TestDatabase;
  let ctx: ProductContext;
  let paris: InventoryActivity[];
  const query = (over: Partial<ProductQuery> = {}): ProductQuery => ({
    kind: 'activity',
    from: null,
    to: city('Paris, France', 'FR', 48.8566, 2.3522),
    date: dayAhead(30, 3),
    returnDate: null,
    time: null,
    legs: [],
    party: FAMILY,
    ...over,
  });

  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    const [demo] = await tdb.db.select().from(tenants).where(eq(tenants.key, 'demo'));
    ctx = { db: tdb.db, tenantId: demo?.id as string, providers: [], today: earliestToday() };
    paris = await tdb.db
      .select()
      .from(inventoryActivities)
      .where(and(eq(inventoryActivities.tenantId, ctx.tenantId), eq(inventoryActivities.city, 'Paris')));
  }, 30_000);
  afterAll(() => tdb.dispose(), 30_000);

  const rowOf = (ref: string) => {
    const code = decodeRef(ref)?.[0]?.code;
    const row = paris.find((a) => a.code === code);
    if (!row) throw new Error(`no Paris activity for ${ref}`);
    return row;
  };

  it('offers every session of every sold Paris activity running that day, priced for the party', async () => {
    const q = query();
    const offers = await activitySupplier.availability(ctx, q);
    const expected = paris
      .filter((a) => a.hasPaid && runsOn(a.days, q.date))
      .reduce((n, a) => n + sessionsOf(a).length, 0);
    expect(expected).toBeGreaterThan(10);
    expect(offers).toHaveLength(expected);
    for (const o of offers) {
      const row = rowOf(o.ref);
      expect(o).toMatchObject({ kind: 'activity', title: row.name, date: q.date });
      expect(row.sessions).toContain(o.time);
      expect(o.cost).toEqual([
        {
          markupKind: 'activity',
          amountMinor: 2 * row.priceMinor + (row.childPriceMinor ?? row.priceMinor),
          currency: 'GBP',
          destination: { city: 'Paris', country: 'FR' },
          supplier: 'offline',
        },
      ]);
      // Two adults and a child take places; the infant does not.
      expect(o.claims).toEqual([
        { kind: 'activity', code: row.code, day: q.date, slot: o.time, quantity: 3, initial: row.capacity },
      ]);
      expect(Object.keys(o.facets).sort()).toEqual(['category', 'duration', 'refundable', 'start']);
      expect(o.details.find((d) => d.label === 'Meeting point')?.value).toBe(row.meetingPoint);
      expect(o.included).toEqual([...row.includes, 'Infants under 2 go free']);
      expect(o.cancellation.refundable).toBe(row.freeCancelHours !== null);
    }
    // Activities closed on Mondays are missing on a Monday.
    const monday = await activitySupplier.availability(ctx, query({ date: dayAhead(30, 1) }));
    const closed = paris.filter((a) => a.hasPaid && !a.days.includes(1));
    expect(closed.length).toBeGreaterThan(0);
    for (const a of closed) expect(monday.some((o) => rowOf(o.ref).code === a.code)).toBe(false);
    // Not in the past, not elsewhere.
    expect(await activitySupplier.availability(ctx, query({ date: '2020-01-01' }))).toEqual([]);
    const rome = await activitySupplier.availability(
      ctx,
      query({ to: city('Rome, Italy', 'IT', 41.9, 12.5) }),
    );
    expect(rome.length).toBeGreaterThan(0);
    expect(rome.some((o) => o.subtitle.startsWith('Paris'))).toBe(false);
  });

  it('lists the picked activity first, then the rest of its city', async () => {
    const q = query();
    const picked = paris.find((a) => a.hasPaid && runsOn(a.days, q.date) && a.sessions.length >= 2);
    if (!picked) throw new Error('no multi-session activity in Paris');
    const offers = await activitySupplier.availability(ctx, query({ to: activityItem(picked) }));
    const n = sessionsOf(picked).length;
    expect(offers.slice(0, n).map((o) => o.ref)).toEqual(
      sessionsOf(picked).map((s) => `activity:${picked.code}@${q.date}#${s}`),
    );
    expect(offers.slice(n).some((o) => rowOf(o.ref).code === picked.code)).toBe(false);
    expect(offers.length).toBeGreaterThan(n);
  });

  it('finds the picked activity by its code, not its name (an item without coordinates, a name it does not carry)', async () => {
    const q = query();
    const picked = paris.find((a) => a.hasPaid && runsOn(a.days, q.date));
    if (!picked) throw new Error('no Paris activity that day');
    const renamed = pickedPlace({
      name: 'A tour by another name',
      id: `activity:${picked.code}`,
      type: 'activity',
      geo_type: 'Activity',
      activity_code: picked.code,
    });
    const offers = await activitySupplier.availability(ctx, query({ to: renamed }));
    expect(rowOf(offers[0]?.ref ?? '').code).toBe(picked.code);
    // Its city's other activities follow it.
    expect(offers.some((o) => rowOf(o.ref).code !== picked.code)).toBe(true);
  });

  it('round-trips a ref through the price check, for another party too', async () => {
    const [offer] = await activitySupplier.availability(ctx, query());
    if (!offer) throw new Error('no offer');
    expect(await activitySupplier.priceCheck(ctx, query(), offer.ref)).toEqual(offer);
    const row = rowOf(offer.ref);
    const solo = await activitySupplier.priceCheck(
      ctx,
      query({ party: { adults: 1, children: [], infants: 0 } }),
      offer.ref,
    );
    expect(solo?.cost[0]?.amountMinor).toBe(
      activityTotalMinor({ adults: 1, children: [], infants: 0 }, row.priceMinor, row.childPriceMinor),
    );
    expect(solo?.claims[0]?.quantity).toBe(1);
    // A session it does not run, a day it does not run, an unknown code: no longer sold.
    const [part] = decodeRef(offer.ref) ?? [];
    expect(
      await activitySupplier.priceCheck(ctx, query(), `activity:${part?.code}@${part?.date}#03:17`),
    ).toBeNull();
    const closedDay = [0, 1, 2, 3, 4, 5, 6].find((d) => !row.days.includes(d));
    if (closedDay !== undefined)
      expect(
        await activitySupplier.priceCheck(
          ctx,
          query(),
          `activity:${row.code}@${dayAhead(30, closedDay)}#${part?.slot}`,
        ),
      ).toBeNull();
    expect(
      await activitySupplier.priceCheck(ctx, query(), `activity:A-nowhere@${part?.date}#10:00`),
    ).toBeNull();
    expect(
      await activitySupplier.priceCheck(ctx, query(), 'transfer:T-paris-airport-3@2030-01-01#'),
    ).toBeNull();
  });

  it('drops a session without room for the party and says sold out when nothing is left', async () => {
    const q = query({ date: dayAhead(40, 3) });
    const price = testPrice('GBP');
    const before = await availableOffers(ctx, q, price);
    const [first, second] = before.offers;
    if (!first || !second) throw new Error('too few offers');
    expect(first.remaining).toBe(rowOf(first.ref).capacity);
    const slot = (ref: string) => {
      const [p] = decodeRef(ref) ?? [];
      return {
        tenantId: ctx.tenantId,
        kind: 'activity',
        productCode: p?.code as string,
        day: p?.date as string,
        slot: p?.slot as string,
      };
    };
    // Two places left: the family of three no longer fits, a couple does.
    await tdb.db.insert(inventoryCapacity).values({ ...slot(first.ref), available: 2 });
    const after = await availableOffers(ctx, q, price);
    expect(after.offers.map((o) => o.ref)).not.toContain(first.ref);
    expect(after.offers).toHaveLength(before.offers.length - 1);
    expect(after.soldOut).toBe(false);
    const couple = await availableOffers(
      ctx,
      query({ date: q.date, party: { adults: 2, children: [], infants: 0 } }),
      price,
    );
    expect(couple.offers.find((o) => o.ref === first.ref)?.remaining).toBe(2);
    const check = await checkOffer(ctx, q, first.ref, price);
    expect(check).toMatchObject({ bookable: false, offer: { remaining: 2 } });

    // Every session full: the query matched, nothing has room.
    const all = await activitySupplier.availability(ctx, q);
    await tdb.db
      .insert(inventoryCapacity)
      .values(all.filter((o) => o.ref !== first.ref).map((o) => ({ ...slot(o.ref), available: 0 })));
    expect(await availableOffers(ctx, q, price)).toEqual({ offers: [], soldOut: true });
  });
});
