/** @jest-environment node */
import { and, eq, inArray } from 'drizzle-orm';
import { decodeRef } from '@/lib/backend/inventory/ref';
import { hotelProducts as hotelSupplier } from '@/lib/backend/inventory/registry';
import { pickedPlace } from '@/lib/backend/inventory/resolve';
import type { ProductQuery } from '@/lib/backend/inventory/types';
import type { TOffer } from '@/lib/contract/products';
import { earliestToday } from '@/lib/contract/search-api';
import { inventoryAllotments, inventoryHotels, inventoryRoomTypes, type Tenant } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { BOOKING_MESSAGES } from '../booking/messages';
import { makeUser } from '../quotations/test-helpers';
import { idempotencyKey, inDays, openProductSuite, type ProductSuite } from './test-helpers';

jest.setTimeout(120_000);

const PARIS = {
  name: 'Paris, France',
  id: 'city:2988507',
  geo_type: 'City',
  type: 'location',
  country_code: 'FR',
  loc_coordinates: { lat: 48.8566, lon: 2.3522 },
};
const adult = (first: string) => ({ kind: 'adult', title: 'Mr.', first_name: first, last_name: 'Sleeper' });
/** A child born `days` before today (4 years and a bit: four at check-in). */
const child = (first: string, days: number) => ({
  kind: 'child',
  title: 'Mr.',
  first_name: first,
  last_name: 'Sleeper',
  birth_date: inDays(-days),
});

describe.each(testDrivers())('hotels: search, price check and booking on $name', ({ open }) => {
  let suite: ProductSuite;
  let tdb: TestDatabase;
  let demo: Tenant;
  let traveller: { cookie: string };
  const call: ProductSuite['call'] = (...args) => suite.call(...args);
  const key = idempotencyKey;
  const results: ProductSuite['results'] = (...args) => suite.results(...args);
  const search = (start: string, nights: number, rooms: unknown[]) =>
    suite.search({
      mode: 'stay1',
      destination: [PARIS],
      start_date: start,
      nights: [nights],
      rooms,
      currency: 'EUR',
    });

  /** The allotment rows of a ref's room type over its nights. */
  const allotments = async (ref: string) => {
    const [part] = decodeRef(ref) ?? [];
    const [type] = await tdb.db
      .select()
      .from(inventoryRoomTypes)
      .where(and(eq(inventoryRoomTypes.tenantId, demo.id), eq(inventoryRoomTypes.code, part?.slot ?? '')));
    if (!type) throw new Error(`no room type for ${ref}`);
    const rows = await tdb.db
      .select()
      .from(inventoryAllotments)
      .where(eq(inventoryAllotments.roomTypeId, type.id))
      .orderBy(inventoryAllotments.night);
    return { type, rows };
  };

  beforeAll(async () => {
    suite = await openProductSuite(open);
    ({ tdb, demo, traveller } = suite);
  }, 240_000);
  afterAll(() => tdb.dispose(), 60_000);

  it('lists the searched city’s hotels for the stay and the whole party, with the facets to filter by', async () => {
    const checkIn = inDays(50);
    const data = (await results(await search(checkIn, 3, [{ adults: 2, children: [7], infants: 0 }]))).data;
    expect(data).toMatchObject({ kind: 'hotel', kinds: ['hotel'], mode: 'stay1' });
    expect(data.summary).toMatchObject({
      to: 'Paris',
      date: checkIn,
      return_date: inDays(53),
      adults: 2,
      children: 1,
    });
    expect(data.offers.length).toBeGreaterThan(1);
    const paris = await tdb.db
      .select({ code: inventoryHotels.code })
      .from(inventoryHotels)
      .where(and(eq(inventoryHotels.tenantId, demo.id), eq(inventoryHotels.city, 'Paris')));
    const parisCodes = new Set(paris.map((h) => h.code));
    for (const o of data.offers) {
      const parts = decodeRef(o.ref) ?? [];
      expect(parts).toHaveLength(1);
      expect(parisCodes.has(parts[0]?.code ?? '')).toBe(true);
      expect(o).toMatchObject({ kind: 'hotel', date: checkIn, end_date: inDays(53) });
      expect(o.price.total.currency).toBe('EUR');
      expect(o.price.total.amount).toBeGreaterThan(0);
      expect(typeof o.facets.stars).toBe('number');
      expect(['RO', 'BB', 'HB', 'FB', 'AI']).toContain(o.facets.board);
      expect(typeof o.facets.refundable).toBe('boolean');
      expect(o.facets.distance).toBeLessThan(40);
    }
    // A longer stay of the same room costs more.
    const longer = (await results(await search(checkIn, 5, [{ adults: 2, children: [7], infants: 0 }]))).data;
    const same = longer.offers.find((o) => o.ref === (data.offers[0] as TOffer).ref);
    expect(same?.price.total.amount).toBeGreaterThan((data.offers[0] as TOffer).price.total.amount);
  });

  it('two rooms are one offer per room type for both, and the booking needs every traveller', async () => {
    const packageId = await search(inDays(52), 2, [
      { adults: 2, children: [], infants: 0 },
      { adults: 1, children: [], infants: 0 },
    ]);
    const data = (await results(packageId)).data;
    expect(data.summary.adults).toBe(3);
    const offer = data.offers[0] as TOffer;
    expect(decodeRef(offer.ref)).toHaveLength(2);
    const hold = (travellers: unknown[]) =>
      call('POST', '/api/booking/product/hold', {
        body: { package_id: packageId, ref: offer.ref, accepted_total: offer.price.total.amount, travellers },
        cookie: traveller.cookie,
        key: key(),
      });
    const short = await hold([adult('Ann'), adult('Bob')]);
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json)).toContain('travellers');
    const ok = await hold([adult('Ann'), adult('Bob'), adult('Cy')]);
    expect(ok.status).toBe(200);
    // Both rooms of the type are taken from every night's allotment.
    const { type, rows } = await allotments(offer.ref);
    const nights = rows.filter((r) => r.night === inDays(52) || r.night === inDays(53));
    expect(nights.map((r) => r.available)).toEqual([type.defaultAllotment - 2, type.defaultAllotment - 2]);
  });

  it('books from the allotment planned trips use: the last room once under concurrency, given back on cancel', async () => {
    const checkIn = inDays(55);
    const rooms = [{ adults: 2, children: [4], infants: 0 }];
    const packageId = await search(checkIn, 2, rooms);
    const offer = (await results(packageId)).data.offers[0] as TOffer;
    const { type } = await allotments(offer.ref);
    // One room left on the first night (as if a planned trip had booked the rest).
    await tdb.db.insert(inventoryAllotments).values({
      tenantId: demo.id,
      roomTypeId: type.id,
      code: `${type.code}-${checkIn}`,
      night: checkIn,
      available: 1,
    });
    const listed = (await results(packageId)).data.offers.find((o) => o.ref === offer.ref);
    expect(listed?.remaining).toBe(1);
    const body = {
      package_id: packageId,
      ref: offer.ref,
      accepted_total: offer.price.total.amount,
      travellers: [adult('Ann'), adult('Bob'), child('Cid', 4 * 365 + 60)],
    };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/api/booking/product/hold', { body, cookie: traveller.cookie, key: key() }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const nightOf = async () =>
      (await allotments(offer.ref)).rows.find((r) => r.night === checkIn)?.available;
    expect(await nightOf()).toBe(0);
    // Sold out: the offer is no longer listed (another room type may still be).
    const after = (await results(packageId)).data;
    expect(after.offers.some((o) => o.ref === offer.ref)).toBe(false);

    const id = ok[0]?.json.data.id as string;
    const details = await call('GET', `/api/booking/get-booking-details?booking_id=${id}`, {
      cookie: traveller.cookie,
    });
    expect(details.json.data.offer).toMatchObject({ ref: offer.ref, kind: 'hotel', title: offer.title });
    const cancel = await call('POST', '/api/booking/cancel', {
      body: { booking_id: id, accepted_fee: 0 },
      cookie: traveller.cookie,
    });
    expect(cancel.status).toBe(200);
    expect(await nightOf()).toBe(1);
  });

  it('says sold out when no hotel has a room left for the stay', async () => {
    const checkIn = inDays(60);
    const packageId = await search(checkIn, 1, [{ adults: 2, children: [], infants: 0 }]);
    const before = (await results(packageId)).data;
    expect(before.sold_out).toBe(false);
    const types = await tdb.db
      .select({ id: inventoryRoomTypes.id, code: inventoryRoomTypes.code })
      .from(inventoryRoomTypes)
      .innerJoin(inventoryHotels, eq(inventoryHotels.id, inventoryRoomTypes.hotelId))
      .where(and(eq(inventoryRoomTypes.tenantId, demo.id), eq(inventoryHotels.city, 'Paris')));
    await tdb.db
      .insert(inventoryAllotments)
      .values(
        types.map((t) => ({
          tenantId: demo.id,
          roomTypeId: t.id,
          code: `${t.code}-${checkIn}`,
          night: checkIn,
          available: 0,
        })),
      )
      .onConflictDoNothing();
    await tdb.db
      .update(inventoryAllotments)
      .set({ available: 0 })
      .where(
        and(
          inArray(
            inventoryAllotments.roomTypeId,
            types.map((t) => t.id),
          ),
          eq(inventoryAllotments.night, checkIn),
        ),
      );
    const after = (await results(packageId)).data;
    expect(after.offers).toEqual([]);
    expect(after.sold_out).toBe(true);
  });

  it('keeps non-refundable rooms off sale on a site that hides them (show_non_refundable_items.hotel)', async () => {
    const query: ProductQuery = {
      kind: 'hotel',
      from: null,
      to: pickedPlace(PARIS),
      date: inDays(70),
      returnDate: inDays(72),
      time: null,
      legs: [],
      party: { adults: 2, children: [], infants: 0 },
    };
    const ctx = (nonRefundableHotels: boolean) => ({
      db: tdb.db,
      tenantId: demo.id,
      providers: [],
      today: earliestToday(),
      nonRefundableHotels,
    });
    const all = await hotelSupplier.availability(ctx(true), query);
    const strict = all.find((o) => !o.cancellation.refundable);
    expect(strict).toBeDefined();
    const shown = await hotelSupplier.availability(ctx(false), query);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((o) => o.cancellation.refundable)).toBe(true);
    expect(shown).toHaveLength(all.filter((o) => o.cancellation.refundable).length);
    // Its ref is refused at price check too, so it cannot be booked around the list.
    expect(await hotelSupplier.priceCheck(ctx(true), query, strict?.ref ?? '')).not.toBeNull();
    expect(await hotelSupplier.priceCheck(ctx(false), query, strict?.ref ?? '')).toBeNull();
  });

  it('refuses a changed price, a ref of another city, and another site', async () => {
    const packageId = await search(inDays(65), 2, [{ adults: 2, children: [], infants: 0 }]);
    const offer = (await results(packageId)).data.offers[0] as TOffer;
    const hold = (over: Record<string, unknown>) =>
      call('POST', '/api/booking/product/hold', {
        body: {
          package_id: packageId,
          ref: offer.ref,
          accepted_total: offer.price.total.amount,
          travellers: [adult('Ann'), adult('Bob')],
          ...over,
        },
        cookie: traveller.cookie,
        key: key(),
      });
    const moved = await hold({ accepted_total: offer.price.total.amount - 1 });
    expect(moved.status).toBe(409);
    expect(moved.json.message).toBe(BOOKING_MESSAGES.priceChanged);
    const [rome] = await tdb.db
      .select({ code: inventoryHotels.code, id: inventoryHotels.id })
      .from(inventoryHotels)
      .where(and(eq(inventoryHotels.tenantId, demo.id), eq(inventoryHotels.city, 'Rome')))
      .limit(1);
    const [romeRoom] = await tdb.db
      .select({ code: inventoryRoomTypes.code })
      .from(inventoryRoomTypes)
      .where(eq(inventoryRoomTypes.hotelId, rome?.id ?? ''))
      .limit(1);
    const elsewhere = await call('POST', '/api/booking/product/reprice', {
      body: { package_id: packageId, ref: `hotel:${rome?.code}@${inDays(65)}#${romeRoom?.code}` },
      cookie: traveller.cookie,
    });
    expect(elsewhere.json.data).toMatchObject({ available: false, offer: null });
    const member = await makeUser(tdb.db, suite.b2b, 'Agency Admin');
    expect((await results(packageId, 'b2b', member.cookie)).status).toBe(404);
  });
});
