/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { decodeRef } from '@/lib/backend/inventory/ref';
import type { TOffer, TSearchResults } from '@/lib/contract/products';
import { inventoryCapacity, type Tenant } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { BOOKING_MESSAGES } from '../booking/messages';
import { makeUser } from '../quotations/test-helpers';
import { idempotencyKey, inDays, openProductSuite, type ProductSuite } from './test-helpers';

jest.setTimeout(120_000);

const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });
const LONDON = place('London, United Kingdom', 'city:2643743');
const ROME = place('Rome, Italy', 'city:3169070');
const PARIS = place('Paris, France', 'city:2988507');
const adult = (first: string) => ({ kind: 'adult', title: 'Mr.', first_name: first, last_name: 'Flyer' });
const TRAVELLERS = [adult('Ann'), adult('Bob')];

describe.each(testDrivers())('flights: search, price check and booking on $name', ({ open }) => {
  let suite: ProductSuite;
  let tdb: TestDatabase;
  let demo: Tenant;
  let b2b: Tenant;
  let traveller: { cookie: string };
  const call: ProductSuite['call'] = (...args) => suite.call(...args);
  const key = idempotencyKey;
  const results: ProductSuite['results'] = (...args) => suite.results(...args);
  const search = (body: Record<string, unknown>, site = 'demo') =>
    suite.search(
      { mode: 'travel', rooms: [{ adults: 2, children: [], infants: 0 }], currency: 'EUR', ...body },
      site,
    );

  beforeAll(async () => {
    suite = await openProductSuite(open);
    ({ tdb, demo, b2b, traveller } = suite);
  }, 240_000);
  afterAll(() => tdb.dispose(), 60_000);

  it('one-way, return and multi-city answer different, matching journeys', async () => {
    const out = inDays(40);
    const back = inDays(47);
    const oneWay = (
      await results(
        await search({ flightMode: 'one_way', origin: LONDON, destination: [ROME], start_date: out }),
      )
    ).data;
    expect(oneWay.kind).toBe('flight');
    expect(oneWay.offers.length).toBeGreaterThan(0);
    for (const o of oneWay.offers) {
      expect(o.segments).toHaveLength(1);
      expect(o.segments[0]).toMatchObject({ from: 'London', to: 'Rome', date: out });
    }

    const ret = (
      await results(
        await search({
          flightMode: 'return',
          origin: LONDON,
          destination: [ROME],
          start_date: out,
          return_date: back,
        }),
      )
    ).data;
    expect(ret.offers.length).toBeGreaterThan(0);
    for (const o of ret.offers) {
      expect(o.segments.map((s) => [s.from, s.to, s.date])).toEqual([
        ['London', 'Rome', out],
        ['Rome', 'London', back],
      ]);
      expect(o.title).toBe('London ⇄ Rome');
    }

    const multi = (
      await results(
        await search({
          flightMode: 'multi_city',
          multicity_flights: [
            { origin: LONDON, destination: ROME, date: out },
            { origin: ROME, destination: PARIS, date: inDays(44) },
          ],
          start_date: out,
        }),
      )
    ).data;
    expect(multi.offers.length).toBeGreaterThan(0);
    for (const o of multi.offers) {
      expect(o.segments.map((s) => [s.from, s.to])).toEqual([
        ['London', 'Rome'],
        ['Rome', 'Paris'],
      ]);
    }
    const refs = (r: TSearchResults) => new Set(r.offers.map((o) => o.ref));
    expect([...refs(oneWay)].some((r) => refs(ret).has(r))).toBe(false);
    expect([...refs(ret)].some((r) => refs(multi).has(r))).toBe(false);
    // A return costs more than its outbound alone, fare for fare.
    const cheapest = (r: TSearchResults) => Math.min(...r.offers.map((o) => o.price.total.amount));
    expect(cheapest(ret)).toBeGreaterThan(cheapest(oneWay));
  });

  it('price check of an offer answers the listed price; a made-up ref is not sold', async () => {
    const packageId = await search({
      flightMode: 'one_way',
      origin: LONDON,
      destination: [ROME],
      start_date: inDays(41),
    });
    const offer = (await results(packageId)).data.offers[0] as TOffer;
    const r = await call('POST', '/api/booking/product/reprice', {
      body: { package_id: packageId, ref: offer.ref, seen_total: offer.price.total.amount },
      cookie: traveller.cookie,
    });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ available: true, price_changed: false });
    expect(r.json.data.price.total).toEqual(offer.price.total);
    const fake = offer.ref.replace(/\|[a-z]+$/, '|nosuchfare');
    const gone = await call('POST', '/api/booking/product/reprice', {
      body: { package_id: packageId, ref: fake },
      cookie: traveller.cookie,
    });
    expect(gone.json.data).toMatchObject({ available: false, offer: null });
  });

  it('says sold out when no fare has seats for the party', async () => {
    const date = inDays(42);
    const packageId = await search({
      flightMode: 'one_way',
      origin: LONDON,
      destination: [ROME],
      start_date: date,
    });
    const before = (await results(packageId)).data;
    expect(before.sold_out).toBe(false);
    for (const o of before.offers) {
      const [part] = decodeRef(o.ref) ?? [];
      if (!part) throw new Error('bad ref');
      await tdb.db
        .insert(inventoryCapacity)
        .values({
          tenantId: demo.id,
          kind: 'flight',
          productCode: part.code,
          day: date,
          slot: part.slot,
          available: 1,
        })
        .onConflictDoUpdate({
          target: [
            inventoryCapacity.tenantId,
            inventoryCapacity.kind,
            inventoryCapacity.productCode,
            inventoryCapacity.day,
            inventoryCapacity.slot,
          ],
          set: { available: 1 },
        });
    }
    const after = (await results(packageId)).data;
    expect(after.offers).toEqual([]);
    expect(after.sold_out).toBe(true);
  });

  it('books the last seats exactly once under concurrency, and a cancellation gives them back', async () => {
    const date = inDays(43);
    const packageId = await search({
      flightMode: 'one_way',
      origin: LONDON,
      destination: [ROME],
      start_date: date,
    });
    const offer = (await results(packageId)).data.offers[0] as TOffer;
    const [part] = decodeRef(offer.ref) ?? [];
    if (!part) throw new Error('bad ref');
    const slot = and(
      eq(inventoryCapacity.tenantId, demo.id),
      eq(inventoryCapacity.productCode, part.code),
      eq(inventoryCapacity.day, date),
      eq(inventoryCapacity.slot, part.slot),
    );
    await tdb.db.insert(inventoryCapacity).values({
      tenantId: demo.id,
      kind: 'flight',
      productCode: part.code,
      day: date,
      slot: part.slot,
      available: 3,
    });
    const body = {
      package_id: packageId,
      ref: offer.ref,
      accepted_total: offer.price.total.amount,
      travellers: TRAVELLERS,
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/booking/product/hold', { body, cookie: traveller.cookie, key: key() }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    const [left] = await tdb.db.select().from(inventoryCapacity).where(slot);
    expect(left?.available).toBe(1);

    const id = ok[0]?.json.data.id as string;
    const details = await call('GET', `/api/booking/get-booking-details?booking_id=${id}`, {
      cookie: traveller.cookie,
    });
    expect(details.status).toBe(200);
    expect(details.json.data.status).toBe('held');
    // What was sold travels with the booking: the offer and its fare's terms.
    expect(details.json.data.offer).toMatchObject({ ref: offer.ref, kind: 'flight', title: offer.title });
    expect(details.json.data.package.title).toBe(`${offer.title} · ${offer.subtitle}`);
    const cancel = await call('POST', '/api/booking/cancel', {
      body: { booking_id: id, accepted_fee: 0 },
      cookie: traveller.cookie,
    });
    expect(cancel.status).toBe(200);
    const [back] = await tdb.db.select().from(inventoryCapacity).where(slot);
    expect(back?.available).toBe(3);
  });

  it('refuses a changed price, a wrong party, and another site', async () => {
    const packageId = await search({
      flightMode: 'one_way',
      origin: LONDON,
      destination: [ROME],
      start_date: inDays(45),
    });
    const offer = (await results(packageId)).data.offers[0] as TOffer;
    const hold = (over: Record<string, unknown>) =>
      call('POST', '/api/booking/product/hold', {
        body: {
          package_id: packageId,
          ref: offer.ref,
          accepted_total: offer.price.total.amount,
          travellers: TRAVELLERS,
          ...over,
        },
        cookie: traveller.cookie,
        key: key(),
      });
    const moved = await hold({ accepted_total: offer.price.total.amount - 1 });
    expect(moved.status).toBe(409);
    expect(moved.json.message).toBe(BOOKING_MESSAGES.priceChanged);
    const wrongParty = await hold({ travellers: [adult('Solo')] });
    expect(wrongParty.status).toBe(400);
    expect(JSON.stringify(wrongParty.json)).toContain('travellers');
    // Another site's member does not see this site's search.
    const member = await makeUser(tdb.db, b2b, 'Agency Admin');
    expect((await results(packageId, 'b2b', member.cookie)).status).toBe(404);
  });
});
