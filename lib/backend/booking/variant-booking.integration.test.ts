/** @jest-environment node */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cancellationOf } from '@/lib/backend/inventory/candidates';
import { capacityLeft } from '@/lib/backend/inventory/offline/capacity';
import { TEST_CARDS } from '@/lib/backend/payment/test-gateway/cards';
import { strictestPolicy } from '@/lib/booking/cancellation';
import type { TBooking } from '@/lib/contract/booking';
import type { TItinerary } from '@/lib/contract/planner';
import { earliestToday } from '@/lib/contract/search-api';
import {
  bookingEvents,
  bookingRoomNights,
  bookings,
  bookingTrips,
  inventoryAllotments,
  inventoryCapacity,
  inventoryHotels,
  inventoryRoomRates,
  inventoryRoomTypes,
  type Tenant,
  users,
} from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { stayNights } from '../planner/availability';
import { tripLegClaims } from '../planner/trip-seats';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { seedIfEmpty } from '../seed';
import { BOOKING_MESSAGES } from './messages';
import { backendCall, withBookingOff } from './test-helpers';

jest.setTimeout(120_000);

const inDays = (n: number) => {
  const d = new Date(`${earliestToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });
const adult = (first: string) => ({ kind: 'adult', title: 'Mr.', first_name: first, last_name: 'Tester' });
const TRAVELLERS = [adult('Ann'), adult('Bob')];

type Who = { cookie: string; user: { id: string } };

describe.each(testDrivers())('booking a planned variant on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  let packageId: string;
  let traveller: Who;
  let stranger: Who;
  let agent: Who;
  let b2bMember: Who;

  const call: ReturnType<typeof backendCall> = (...args) => backendCall(backend)(...args);
  const key = () => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;

  /** A new lead of the traveller (or of `who`) on variant 0. */
  const newLead = async (who: Who = traveller): Promise<TItinerary> => {
    const r = await call('POST', '/put_itinerary', {
      body: { package_id: packageId, index: 0 },
      cookie: who.cookie,
    });
    expect(r.status).toBe(200);
    return r.json as TItinerary;
  };
  const hold = (
    body: Record<string, unknown>,
    who: Who = traveller,
    path = '/api/booking/variant/hold',
    k = key(),
  ) => call('POST', path, { body: { travellers: TRAVELLERS, ...body }, cookie: who.cookie, key: k });
  const holdLead = (lead: TItinerary, who: Who = traveller, over: Record<string, unknown> = {}) =>
    hold({ lead_id: lead.lead_id, accepted_total: lead.variant.total_price.amount, ...over }, who);
  const details = (id: string, who: Who = traveller) =>
    call('GET', `/api/booking/get-booking-details?booking_id=${id}`, { cookie: who.cookie });

  /** Each stay's first room type of a variant, with the stay's nights. */
  const stayRooms = async (lead: TItinerary) =>
    Promise.all(
      lead.variant.cities.map(async (stay) => {
        const [row] = await tdb.db
          .select({ id: inventoryRoomTypes.id })
          .from(inventoryRoomTypes)
          .innerJoin(inventoryHotels, eq(inventoryHotels.id, inventoryRoomTypes.hotelId))
          .where(
            and(
              eq(inventoryRoomTypes.tenantId, demo.id),
              eq(inventoryHotels.code, stay.hotel.code),
              eq(inventoryRoomTypes.code, stay.hotel.rooms[0]?.room_code ?? ''),
            ),
          );
        if (!row) throw new Error('no room type');
        return { roomTypeId: row.id, nights: stayNights(stay.check_in, stay.check_out) };
      }),
    );
  const firstRoom = async (lead: TItinerary) => {
    const [first] = await stayRooms(lead);
    if (!first) throw new Error('no stay');
    return first;
  };
  /** Rooms left per night of the room type (the stored row, else its default allotment). */
  const roomsLeft = async (room: { roomTypeId: string; nights: string[] }) => {
    const rows = await tdb.db
      .select()
      .from(inventoryAllotments)
      .where(
        and(
          eq(inventoryAllotments.roomTypeId, room.roomTypeId),
          inArray(inventoryAllotments.night, room.nights),
        ),
      );
    const [type] = await tdb.db
      .select()
      .from(inventoryRoomTypes)
      .where(eq(inventoryRoomTypes.id, room.roomTypeId));
    return room.nights.map((n) => rows.find((r) => r.night === n)?.available ?? type?.defaultAllotment);
  };
  /**
   * Sets the rooms on sale of every stay's room type: the first stay's first night `first`, every
   * other night `rest` (so earlier tests' bookings do not decide a later one).
   */
  const setRooms = async (lead: TItinerary, first: number, rest: number) => {
    for (const [s, room] of (await stayRooms(lead)).entries()) {
      for (const [i, night] of room.nights.entries()) {
        const available = s === 0 && i === 0 ? first : rest;
        await tdb.db
          .insert(inventoryAllotments)
          .values({
            tenantId: demo.id,
            roomTypeId: room.roomTypeId,
            code: `t-${room.roomTypeId}-${night}`,
            night,
            available,
          })
          .onConflictDoUpdate({
            target: [inventoryAllotments.roomTypeId, inventoryAllotments.night],
            set: { available },
          });
      }
    }
  };
  const setCredit = (minor: number | null) =>
    tdb.db
      .update(users)
      .set({ creditMinor: minor, creditCurrency: minor === null ? null : 'EUR' })
      .where(eq(users.id, agent.user.id));

  beforeAll(async () => {
    tdb = await open();
    await seedIfEmpty(tdb.db);
    ({ demo } = await demoTenants(tdb.db));
    const { b2b } = await demoTenants(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    traveller = await makeUser(tdb.db, demo, 'Consumer');
    stranger = await makeUser(tdb.db, demo, 'Consumer');
    agent = await makeUser(tdb.db, demo, 'Agency Employee');
    b2bMember = await makeUser(tdb.db, b2b, 'Agency Admin');
    const r = await call('POST', '/v2/search_api', {
      body: {
        mode: 'travel_and_stay',
        origin: place('London, United Kingdom', 'city:2643743'),
        destination: [place('Paris, France', 'city:2988507'), place('Rome, Italy', 'city:3169070')],
        start_date: inDays(50),
        nights: [3, 4],
        rooms: [{ adults: 2, children: [], infants: 0 }],
        currency: 'EUR',
      },
    });
    expect(r.status).toBe(200);
    packageId = r.json.package_id;
  }, 240_000);
  afterAll(() => tdb.dispose(), 60_000);
  // Each test's traveller is a new account: every lead here is of the same trip and date, and one
  // account may keep only so many of its seats held unpaid (lib/booking/hold-limits.ts, issue 26).
  beforeEach(async () => {
    traveller = await makeUser(tdb.db, demo, 'Consumer');
  });

  it('reprices a lead: the price the planner shows, for the trip party, nothing taken', async () => {
    const lead = await newLead();
    const room = await firstRoom(lead);
    const before = await roomsLeft(room);
    const r = await call('POST', '/api/booking/variant/reprice', {
      body: { lead_id: lead.lead_id, seen_total: lead.variant.total_price.amount },
      cookie: traveller.cookie,
    });
    expect(r.status).toBe(200);
    expect(r.json.data.price.total).toEqual(lead.variant.total_price);
    expect(r.json.data).toMatchObject({
      available: true,
      price_changed: false,
      problems: [],
      party: { adults: 2, children: 0, infants: 0 },
      title: lead.variant.title,
    });
    expect(await roomsLeft(room)).toEqual(before);
    const both = await call('POST', '/api/booking/variant/reprice', {
      body: { lead_id: lead.lead_id, quotation_id: lead.lead_id },
      cookie: traveller.cookie,
    });
    expect(both.status).toBe(400);
    expect(both.json.errors.lead_id).toBeDefined();
  });

  it('an agent holds a variant for a customer, pays it from the balance: held → confirmed, room-nights sold', async () => {
    await setCredit(100_000_000);
    const lead = await newLead(agent);
    const room = await firstRoom(lead);
    await setRooms(lead, 6, 6);
    const held = await hold(
      {
        lead_id: lead.lead_id,
        accepted_total: lead.variant.total_price.amount,
        customer_user_id: traveller.user.id,
      },
      agent,
    );
    expect(held.status).toBe(200);
    expect(held.json.data.status).toBe('held');
    const id = held.json.data.id as string;
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 5));
    const [row] = await tdb.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ userId: traveller.user.id, createdBy: agent.user.id, packageId: null });
    const nights = lead.variant.cities.reduce((s, c) => s + c.nights * c.hotel.rooms.length, 0);
    const taken = await tdb.db.select().from(bookingRoomNights).where(eq(bookingRoomNights.bookingId, id));
    expect(taken.reduce((s, t) => s + t.rooms, 0)).toBe(nights);
    expect(taken.every((t) => t.state === 'held')).toBe(true);
    // The trip cancels on the strictest terms of its rooms.
    const types = await tdb.db
      .select()
      .from(inventoryRoomTypes)
      .where(
        inArray(
          inventoryRoomTypes.id,
          (await stayRooms(lead)).map((r) => r.roomTypeId),
        ),
      );
    const [trip] = await tdb.db.select().from(bookingTrips).where(eq(bookingTrips.bookingId, id));
    expect(trip?.cancellationPolicy).toEqual(strictestPolicy(types.map(cancellationOf)));

    const paid = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: id },
      cookie: agent.cookie,
    });
    expect(paid.status).toBe(200);
    expect(paid.json.data.status).toBe('confirmed');
    const sold = await tdb.db.select().from(bookingRoomNights).where(eq(bookingRoomNights.bookingId, id));
    expect(sold.every((t) => t.state === 'sold')).toBe(true);
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 5));

    // The customer sees it, with the trip, in My Bookings; another customer does not.
    const theirs = await call('GET', '/api/booking/get-bookings', { cookie: traveller.cookie });
    const mine = (theirs.json.data as TBooking[]).find((b) => b.id === id);
    expect(mine?.package.title).toBe(lead.variant.title);
    expect(mine?.departure_date).toBe(lead.variant.start_date);
    expect(mine?.trip?.end_date).toBe(lead.variant.end_date);
    expect(mine?.trip?.stays.map((s) => s.hotel)).toEqual(lead.variant.cities.map((c) => c.hotel.name));
    const others = await call('GET', '/api/booking/get-bookings', { cookie: stranger.cookie });
    expect((others.json.data as TBooking[]).map((b) => b.id)).not.toContain(id);
    expect((await details(id, stranger)).status).toBe(404);

    // Its voucher and invoice are real PDFs.
    for (const doc of ['voucher', 'invoice']) {
      const res = await backend.request(`/api/booking/${doc}?booking_id=${id}`, {
        headers: { [SITE_HEADER]: 'demo', cookie: traveller.cookie },
      });
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    const events = await tdb.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.map((e) => `${e.fromStatus}>${e.toStatus}`).sort()).toEqual([
      'held>confirmed',
      'null>held',
    ]);

    // book by an agent: held and paid in one go.
    const booked = await hold(
      {
        lead_id: lead.lead_id,
        accepted_total: lead.variant.total_price.amount,
        customer_user_id: traveller.user.id,
      },
      agent,
      '/api/booking/variant/book',
    );
    expect(booked.status).toBe(200);
    expect(booked.json.data.status).toBe('confirmed');
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 4));
  });

  it('a traveller pays a held variant by card: the success card confirms, the decline card fails and gives the rooms back', async () => {
    const ORIGIN = 'http://demo.localhost:3000';
    const gateway = (path: string, form: Record<string, string>) =>
      backend.request(path, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          [SITE_HEADER]: 'demo',
          host: 'demo.localhost:3000',
          origin: ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      });
    const payByCard = async (bookingId: string, card: string) => {
      const started = await call('POST', '/make_payment/', {
        cookie: traveller.cookie,
        body: {
          payment_method_id: 'test-card',
          order_id: bookingId,
          full_or_partial_payment: 'FULL',
          currency: 'EUR',
        },
      });
      expect(started.status).toBe(200);
      const session = started.json.data.response_content.fields.session as string;
      const res = await gateway('/api/test-gateway/pay', {
        session,
        name: 'Ann Tester',
        card_number: card,
        expiry: '12/30',
        cvc: '123',
      });
      expect(res.status).toBe(303);
      return new URL(res.headers.get('location') as string, ORIGIN);
    };
    const lead = await newLead();
    const room = await firstRoom(lead);
    await setRooms(lead, 4, 4);

    const paid = await holdLead(lead);
    expect(paid.status).toBe(200);
    const ok = await payByCard(paid.json.data.id, TEST_CARDS.success);
    expect(ok.searchParams.get('result')).not.toBe('FAILED');
    const saved = await call('POST', '/save_payment/', {
      cookie: traveller.cookie,
      body: {
        payment_attempt_id: ok.searchParams.get('payment_id'),
        api_response: Object.fromEntries(ok.searchParams),
      },
    });
    expect(saved.status).toBe(200);
    expect((await details(paid.json.data.id)).json.data.status).toBe('confirmed');
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 3));

    const declined = await holdLead(lead);
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 2));
    const back = await payByCard(declined.json.data.id, TEST_CARDS.decline);
    expect(back.searchParams.get('result')).toBe('FAILED');
    expect((await details(declined.json.data.id)).json.data.status).toBe('failed');
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 3));
  });

  it('sells the last 3 rooms of a night to exactly 3 of 20 concurrent bookings, never more', async () => {
    const lead = await newLead();
    const room = await firstRoom(lead);
    await setRooms(lead, 3, 100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => holdLead(lead)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect([BOOKING_MESSAGES.roomsSoldOut, BOOKING_MESSAGES.tripUnavailable]).toContain(a.json.message);
    }
    expect(await roomsLeft(room)).toEqual(room.nights.map((_, i) => (i === 0 ? 0 : 97)));
  });

  it('gives the room-nights back exactly once: on expiry and on cancel', async () => {
    const lead = await newLead();
    const room = await firstRoom(lead);
    await setRooms(lead, 4, 4);
    const a = await holdLead(lead);
    const b = await holdLead(lead);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 2));

    await tdb.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, a.json.data.id));
    expect((await details(a.json.data.id)).json.data.status).toBe('expired');
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 3));

    const cancel = (id: string) =>
      call('POST', '/api/booking/cancel', {
        body: { booking_id: id, accepted_fee: 0 },
        cookie: traveller.cookie,
      });
    const c1 = await cancel(b.json.data.id);
    expect(c1.status).toBe(200);
    expect(c1.json.data.status).toBe('cancelled');
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 4));
    expect((await cancel(b.json.data.id)).status).toBe(409);
    expect((await cancel(a.json.data.id)).status).toBe(409);
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 4));
  });

  it('takes the seats of the trip’s flights and trains, gives them back, and says when a departure has none left', async () => {
    const lead = await newLead();
    const party = { adults: 2, children: 0, infants: 0 };
    const journeys = await tripLegClaims(tdb.db, demo.id, lead.variant, party);
    // London → Paris, Paris → Rome and Rome → London, each on the departure the trip shows.
    const legItems = lead.variant.days.flatMap((d) => d.items.filter((i) => i.kind === 'leg' && i.ref));
    expect(journeys.length).toBeGreaterThanOrEqual(2);
    expect(journeys.map((j) => j.title)).toEqual(legItems.map((i) => i.title));
    expect(journeys.map((j) => j.claim.slot.split('|')[0])).toEqual(legItems.map((i) => i.start));
    const claims = journeys.map((j) => j.claim);
    const left = async () => [...(await capacityLeft(tdb.db, demo.id, claims)).values()];
    const before = await left();

    const a = await holdLead(lead);
    expect(a.status).toBe(200);
    expect(await left()).toEqual(before.map((n) => n - 2));

    // Another booking (from the flights page, say) takes all but one seat of the first journey.
    const [first] = journeys;
    if (!first) throw new Error('the trip should have a journey');
    const firstRow = and(
      eq(inventoryCapacity.tenantId, demo.id),
      eq(inventoryCapacity.kind, first.claim.kind),
      eq(inventoryCapacity.productCode, first.claim.code),
      eq(inventoryCapacity.day, first.claim.day),
      eq(inventoryCapacity.slot, first.claim.slot),
    );
    const [row] = await tdb.db.select().from(inventoryCapacity).where(firstRow);
    await tdb.db.update(inventoryCapacity).set({ available: 1 }).where(firstRow);
    const problem = `${first.title} has no seats left for your party on the ${first.claim.slot.split('|')[0]} departure.`;
    const again = await newLead();
    const check = await call('POST', '/api/booking/variant/reprice', {
      body: { lead_id: again.lead_id },
      cookie: traveller.cookie,
    });
    expect(check.json.data).toMatchObject({ available: false, problems: [problem] });
    const checked = await call('POST', '/check_itinerary', {
      body: { lead_id: again.lead_id },
      cookie: traveller.cookie,
    });
    expect(checked.json).toMatchObject({ available: false, problems: [problem] });
    const refused = await holdLead(again);
    expect([refused.status, refused.json.message]).toEqual([409, BOOKING_MESSAGES.tripUnavailable]);

    // Another departure of that leg with one seat left is not offered, and picking it is refused.
    const fareCode = first.claim.slot.split('|')[1];
    const offered = again.leg_options
      .find((o) => o.item_id === first.itemId)
      ?.legs.find((l) => l.code === first.claim.code);
    if (!offered) throw new Error('the trip should offer another departure of its first journey');
    await tdb.db.insert(inventoryCapacity).values({
      tenantId: demo.id,
      kind: first.claim.kind,
      productCode: first.claim.code,
      day: first.claim.day,
      slot: `${offered.depart}|${fareCode}`,
      available: 1,
    });
    const view = await call('GET', `/get_itinerary?lead_id=${again.lead_id}`, { cookie: traveller.cookie });
    expect(view.status).toBe(200);
    const stillOffered = (view.json as TItinerary).leg_options
      .find((o) => o.item_id === first.itemId)
      ?.legs.map((l) => `${l.code}@${l.depart}`);
    expect(stillOffered ?? []).not.toContain(`${offered.code}@${offered.depart}`);
    // (Without that day's activities, which a later departure could crowd out.)
    const day = again.variant.days.find((d) => d.items.some((i) => i.id === first.itemId));
    for (const a of day?.items.filter((i) => i.kind === 'activity') ?? []) {
      const removed = await call('POST', '/put_itinerary', {
        body: { lead_id: again.lead_id, change: { type: 'remove_activity', item_id: a.id } },
        cookie: traveller.cookie,
      });
      expect(removed.status).toBe(200);
    }
    const full = await call('POST', '/put_itinerary', {
      body: {
        lead_id: again.lead_id,
        change: {
          type: 'change_leg',
          item_id: first.itemId,
          leg_code: offered.code,
          departure: offered.depart,
        },
      },
      cookie: traveller.cookie,
    });
    expect([full.status, full.json.message]).toEqual([
      400,
      `${first.title} has no seats left for your party on the ${offered.depart} departure.`,
    ]);

    // Cancelling the first booking gives its two seats back: the trip is on sale again.
    await tdb.db
      .update(inventoryCapacity)
      .set({ available: row?.available ?? 0 })
      .where(firstRow);
    const cancelled = await call('POST', '/api/booking/cancel', {
      body: { booking_id: a.json.data.id, accepted_fee: 0 },
      cookie: traveller.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(await left()).toEqual(before);
  });

  it("answers 404 for another user's or another tenant's lead, quotation and booking", async () => {
    const lead = await newLead();
    const r = await holdLead(lead, stranger);
    expect(r.status).toBe(404);
    expect(r.json.message).toBe(BOOKING_MESSAGES.leadNotFound);
    const other = await call('POST', '/api/booking/variant/reprice', {
      body: { lead_id: lead.lead_id },
      cookie: b2bMember.cookie,
      site: 'b2b',
    });
    expect(other.status).toBe(404);
    const q = await call('POST', '/generate_quotation', {
      body: { lead_id: lead.lead_id },
      cookie: traveller.cookie,
    });
    expect(q.status).toBe(200);
    const accept = await call('POST', '/api/booking/accept-quotation', {
      body: { quotation_id: q.json.id },
      cookie: stranger.cookie,
    });
    expect(accept.status).toBe(404);
    const held = await holdLead(lead);
    expect(held.status).toBe(200);
    const theirs = await call('GET', `/api/booking/get-booking-details?booking_id=${held.json.data.id}`, {
      cookie: b2bMember.cookie,
      site: 'b2b',
    });
    expect(theirs.status).toBe(404);
    const customers = await call('GET', '/api/booking/customers', { cookie: traveller.cookie });
    expect(customers.status).toBe(403);
    const list = await call('GET', `/api/booking/customers?q=${encodeURIComponent('Test')}`, {
      cookie: agent.cookie,
    });
    expect(list.status).toBe(200);
    expect((list.json.data as { id: string }[]).map((c) => c.id)).toContain(traveller.user.id);
    expect((list.json.data as { id: string }[]).map((c) => c.id)).not.toContain(agent.user.id);
  });

  it('books an accepted quotation; a quotation not yet accepted is refused with a clear message', async () => {
    const lead = await newLead();
    const room = await firstRoom(lead);
    await setRooms(lead, 5, 5);
    const q = await call('POST', '/generate_quotation', {
      body: { lead_id: lead.lead_id },
      cookie: traveller.cookie,
    });
    expect(q.status).toBe(200);
    const body = { quotation_id: q.json.id, accepted_total: q.json.price.amount };
    const refused = await hold(body);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(BOOKING_MESSAGES.quotationNotAccepted);
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 5));

    const accepted = await call('POST', '/api/booking/accept-quotation', {
      body: { quotation_id: q.json.id },
      cookie: traveller.cookie,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data.accepted_at).toEqual(expect.any(String));
    const shown = await call('GET', `/get_quotation?id=${q.json.id}`, { cookie: traveller.cookie });
    expect(shown.json.accepted_at).toBe(accepted.json.data.accepted_at);

    const held = await hold(body);
    expect(held.status).toBe(200);
    const d = await details(held.json.data.id);
    expect(d.json.data.trip.quotation_id).toBe(q.json.id);
    expect(d.json.data.price.total.amount).toBe(q.json.price.amount);
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 4));
  });

  it('a changed price takes nothing and answers 409 with the new price, which can then be accepted', async () => {
    const lead = await newLead();
    const room = await firstRoom(lead);
    await setRooms(lead, 5, 5);
    const rates = await tdb.db
      .select()
      .from(inventoryRoomRates)
      .where(eq(inventoryRoomRates.roomTypeId, room.roomTypeId));
    await tdb.db
      .update(inventoryRoomRates)
      .set({ baseMinor: sql`${inventoryRoomRates.baseMinor} + 5000` })
      .where(eq(inventoryRoomRates.roomTypeId, room.roomTypeId));
    try {
      const moved = await holdLead(lead);
      expect(moved.status).toBe(409);
      expect(moved.json.message).toBe(BOOKING_MESSAGES.priceChanged);
      const next = moved.json.errors.price.total.amount as number;
      expect(next).toBeGreaterThan(lead.variant.total_price.amount);
      expect(await roomsLeft(room)).toEqual(room.nights.map(() => 5));
      const seen = await call('POST', '/api/booking/variant/reprice', {
        body: { lead_id: lead.lead_id, seen_total: lead.variant.total_price.amount },
        cookie: traveller.cookie,
      });
      expect(seen.json.data).toMatchObject({ price_changed: true, price: { total: { amount: next } } });
      const ok = await holdLead(lead, traveller, { accepted_total: next });
      expect(ok.status).toBe(200);
      expect((await details(ok.json.data.id)).json.data.price.total.amount).toBe(next);
      expect(await roomsLeft(room)).toEqual(room.nights.map(() => 4));
    } finally {
      for (const r of rates)
        await tdb.db
          .update(inventoryRoomRates)
          .set({ baseMinor: r.baseMinor })
          .where(eq(inventoryRoomRates.id, r.id));
    }
  });

  it('the same idempotency key makes one booking; bad travellers are a 400 naming the field', async () => {
    const lead = await newLead();
    const room = await firstRoom(lead);
    await setRooms(lead, 9, 9);
    const k = key();
    const body = { lead_id: lead.lead_id, accepted_total: lead.variant.total_price.amount };
    const same = await Promise.all(
      Array.from({ length: 5 }, () => hold(body, traveller, '/api/booking/variant/hold', k)),
    );
    expect(same.map((s) => [s.status, s.json.message])).toEqual(same.map(() => [200, undefined]));
    expect(new Set(same.map((s) => s.json.data.id)).size).toBe(1);
    expect(await roomsLeft(room)).toEqual(room.nights.map(() => 8));
    const short = await hold({ ...body, travellers: [adult('Solo')] });
    expect(short.status).toBe(400);
    expect(short.json.errors.travellers).toBeDefined();
  });

  it('refuses the variant calls on a site with booking switched off', async () => {
    const lead = await newLead();
    await withBookingOff(tdb.db, demo, async () => {
      for (const path of [
        '/api/booking/variant/reprice',
        '/api/booking/variant/hold',
        '/api/booking/accept-quotation',
      ]) {
        const r = await hold(
          { lead_id: lead.lead_id, accepted_total: 1, quotation_id: undefined },
          traveller,
          path,
        );
        expect(r.status).toBe(403);
        expect(r.json.message).toBe(BOOKING_MESSAGES.disabled);
      }
    });
  });
});
