/** @jest-environment node */

import { and, eq, inArray, sql } from 'drizzle-orm';
import { VIEW_ALL_BOOKINGS } from '@/lib/auth/rules';
import {
  bookingEvents,
  bookings,
  creditNotes,
  type StaticPackage,
  staticPackages,
  type Tenant,
  users,
  walletEntries,
} from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { warmRateLimiter } from '@/tests/support/rate-limiter';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { lifecycleText } from './lifecycle-messages';
import { BOOKING_MESSAGES } from './messages';
import { staffText } from './staff/staff-text';
import { makePackage as makePackageFor } from './test-helpers';

/**
 * Traveller information, after-sale calls and documents of a booking (issue 13), through the HTTP
 * calls on PGlite and PostgreSQL: each call for the owner, refused for another user or tenant (404),
 * and each refusal with its message.
 */

// biome-ignore lint/suspicious/noExplicitAny: assertions walk response bodies of several shapes
type Json = any;
type Who = { cookie: string; user: { id: string; email: string | null } };

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DEPARTURE = inDays(60);
const adult = (first: string) => ({ kind: 'adult', title: 'Mr.', first_name: first, last_name: 'Tester' });
const CHILD_BIRTH = inDays(-8 * 365);
const child = {
  kind: 'child',
  title: 'Ms.',
  first_name: 'Kid',
  last_name: 'Tester',
  birth_date: CHILD_BIRTH,
};

describe.each(testDrivers())('booking after-sale on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  let b2b: Tenant;
  let traveller: Who;
  let stranger: Who;
  let agent: Who;
  let b2bAgent: Who;
  /** An Agency Employee holding 'view all bookings': the staff who reassign and re-send. */
  let staff: Who;

  beforeAll(async () => {
    tdb = await open();
    ({ demo, b2b } = await demoTenants(tdb.db));
    // So the e-mail limit below counts in Redis from its first send (with REDIS_URL).
    await warmRateLimiter();
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    traveller = await makeUser(tdb.db, demo, 'Consumer');
    stranger = await makeUser(tdb.db, demo, 'Consumer');
    agent = await makeUser(tdb.db, demo, 'Agency Employee');
    b2bAgent = await makeUser(tdb.db, b2b, 'Agency Admin');
    staff = await makeUser(tdb.db, demo, 'Agency Employee');
    await tdb.db
      .update(users)
      .set({ permissions: [VIEW_ALL_BOOKINGS] })
      .where(eq(users.id, staff.user.id));
    await tdb.db
      .update(users)
      .set({ creditMinor: 100_000_000, creditCurrency: 'GBP' })
      .where(eq(users.id, agent.user.id));
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; who?: Who; site?: string; key?: string } = {},
  ): Promise<{ status: number; json: Json; res: Response }> => {
    const res = await backend.request(path, {
      method,
      headers: {
        [SITE_HEADER]: opts.site ?? 'demo',
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.who ? { cookie: opts.who.cookie } : {}),
        ...(opts.key ? { 'idempotency-key': opts.key } : {}),
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
    });
    const pdf = res.headers.get('content-type') === 'application/pdf';
    return { status: res.status, json: pdf ? null : ((await res.json()) as Json), res };
  };
  const post = (path: string, body: unknown, who: Who = traveller) => call('POST', path, { body, who });
  const get = (path: string, who: Who = traveller) => call('GET', path, { who });

  const makePackage = () => makePackageFor(tdb.db, demo, DEPARTURE, 30);
  const holdBody = (pkg: StaticPackage, over: Record<string, unknown> = {}) => ({
    package_id: pkg.slug,
    departure_date: DEPARTURE,
    adults: 2,
    children: 1,
    infants: 0,
    currency: 'GBP',
    accepted_total: 300_000,
    travellers: [adult('Ann'), adult('Bob'), child],
    ...over,
  });
  const key = () => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;

  /** A booking of `traveller`'s: held (they made it) or confirmed (the agent booked and paid it). */
  const held = async (pkg?: StaticPackage) => {
    const r = await call('POST', '/api/booking/hold', {
      body: holdBody(pkg ?? (await makePackage())),
      who: traveller,
      key: key(),
    });
    expect(r.status).toBe(200);
    return r.json.data.id as string;
  };
  const confirmed = async (pkg?: StaticPackage) => {
    const r = await call('POST', '/api/booking/book', {
      body: holdBody(pkg ?? (await makePackage()), { customer_user_id: traveller.user.id }),
      who: agent,
      key: key(),
    });
    expect(r.json.data?.status).toBe('confirmed');
    return r.json.data.id as string;
  };
  const cancel = (id: string, who: Who = traveller) =>
    post('/api/booking/cancel', { booking_id: id, accepted_fee: 0 }, who);
  const travellersOf = async (id: string, who: Who = traveller) =>
    (await get(`/api/booking/itinerary-travellers?booking_id=${id}`, who)).json.data;
  const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

  describe('traveller information', () => {
    it('asks v1 the required fields and v2 every question; passport details only for a trip abroad', async () => {
      const pkg = await makePackage();
      const id = await held(pkg);
      const v1 = await get(`/api/booking/v1/traveller-questions?booking_id=${id}`);
      expect(v1.status).toBe(200);
      expect(v1.json.data.international).toBe(true);
      expect(v1.json.data.travellers).toEqual([
        {
          position: 0,
          kind: 'adult',
          required: ['title', 'first_name', 'last_name', 'nationality', 'passport_number', 'passport_expiry'],
        },
        expect.objectContaining({ position: 1, kind: 'adult' }),
        {
          position: 2,
          kind: 'child',
          required: [
            'title',
            'first_name',
            'last_name',
            'birth_date',
            'nationality',
            'passport_number',
            'passport_expiry',
          ],
        },
      ]);
      const v2 = await get(`/api/booking/v2/traveller-questions?booking_id=${id}`);
      const lead = v2.json.data.travellers[0].questions;
      expect(lead.find((q: Json) => q.id === 'meal')).toMatchObject({ group: 'services', type: 'select' });
      expect(lead.find((q: Json) => q.id === 'emergency_contact')).toMatchObject({ required: false });
      expect(v2.json.data.travellers[1].questions.map((q: Json) => q.id)).not.toContain('emergency_contact');
      // A trip at home (the package in the agency's country, GB) asks no passport.
      await tdb.db.update(staticPackages).set({ countryCode: 'GB' }).where(eq(staticPackages.id, pkg.id));
      const home = await get(`/api/booking/traveller-questions?booking_id=${id}`);
      expect(home.json.data.international).toBe(false);
      expect(home.json.data.travellers[0].required).toEqual(['title', 'first_name', 'last_name']);
      expect((await get(`/api/booking/v1/traveller-questions?booking_id=${id}`, stranger)).status).toBe(404);
    });

    it('saves a traveller profile, associates it to a slot and dissociates it; refuses what does not fit', async () => {
      const id = await held();
      const saved = await post('/api/booking/traveller-details/save', {
        title: 'Mrs.',
        first_name: 'Clara',
        last_name: 'Voyager',
        nationality: 'gb',
        passport_number: 'ab1234567',
        passport_expiry: inDays(60 + 400),
      });
      expect(saved.status).toBe(200);
      expect(saved.json.data).toMatchObject({ nationality: 'GB', passport_number: 'AB1234567' });
      const profileId = saved.json.data.id as string;
      expect((await get('/api/booking/traveller-details')).json.data.map((p: Json) => p.id)).toEqual([
        profileId,
      ]);
      expect((await get('/api/booking/traveller-details', stranger)).json.data).toEqual([]);

      const assoc = await post('/api/booking/traveller-details/associate', {
        booking_id: id,
        position: 0,
        profile_id: profileId,
      });
      expect(assoc.status).toBe(200);
      expect(assoc.json.data[0]).toMatchObject({
        first_name: 'Clara',
        last_name: 'Voyager',
        title: 'Mrs.',
        profile_id: profileId,
        passport_number: 'AB1234567',
        complete: true,
        missing: [],
      });
      expect(assoc.json.data[1]).toMatchObject({
        complete: false,
        missing: ['nationality', 'passport_number', 'passport_expiry'],
      });
      // The booking's own view shows the new name.
      const d = await get(`/api/booking/get-booking-details?booking_id=${id}`);
      expect(d.json.data.travellers[0].first_name).toBe('Clara');

      // An adult cannot take a child's place; a passport that runs out too soon is refused.
      const intoChild = await post('/api/booking/traveller-details/associate', {
        booking_id: id,
        position: 2,
        profile_id: profileId,
      });
      expect(intoChild.status).toBe(400);
      expect(intoChild.json.errors.profile_id).toHaveLength(1);
      const shortPassport = await post('/api/booking/traveller-details/save', {
        title: 'Mr.',
        first_name: 'Short',
        last_name: 'Validity',
        passport_number: 'ZZ99999',
        passport_expiry: inDays(70),
      });
      const refused = await post('/api/booking/traveller-details/associate', {
        booking_id: id,
        position: 1,
        profile_id: shortPassport.json.data.id,
      });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toMatch(
        /^profile_id: The passport must be valid until at least \d{4}-\d{2}-\d{2}\.$/,
      );

      // Another user's profile, another user's booking, another tenant: not found.
      const theirs = await post(
        '/api/booking/traveller-details/save',
        { title: 'Mr.', first_name: 'Other', last_name: 'Person' },
        stranger,
      );
      expect(
        (
          await post('/api/booking/traveller-details/associate', {
            booking_id: id,
            position: 1,
            profile_id: theirs.json.data.id,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await post(
            '/api/booking/traveller-details/associate',
            { booking_id: id, position: 0, profile_id: profileId },
            stranger,
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await post('/api/booking/traveller-details/save', {
            profile_id: theirs.json.data.id,
            title: 'Mr.',
            first_name: 'Hijack',
            last_name: 'Attempt',
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call('POST', '/api/booking/traveller-details/dissociate', {
            body: { booking_id: id, position: 0 },
            who: b2bAgent,
            site: 'b2b',
          })
        ).status,
      ).toBe(404);
      const noSlot = await post('/api/booking/traveller-details/dissociate', { booking_id: id, position: 7 });
      expect(noSlot.status).toBe(404);

      const dis = await post('/api/booking/traveller-details/dissociate', { booking_id: id, position: 0 });
      expect(dis.status).toBe(200);
      expect(dis.json.data[0]).toMatchObject({
        first_name: 'Clara',
        profile_id: null,
        passport_number: null,
        complete: false,
      });
    });

    it('saves answers and service selections, refusing unknown questions and choices', async () => {
      const id = await held();
      const a = await post('/api/booking/answers/save', {
        booking_id: id,
        position: 0,
        answers: { special_assistance: 'Wheelchair at the airport', emergency_contact: '+44 20 7946 0000' },
      });
      expect(a.status).toBe(200);
      expect(a.json.data[0].answers).toEqual({
        special_assistance: 'Wheelchair at the airport',
        emergency_contact: '+44 20 7946 0000',
      });
      // An empty answer removes it; the other answers stay.
      await post('/api/booking/answers/save', {
        booking_id: id,
        position: 0,
        answers: { emergency_contact: '' },
      });
      expect((await travellersOf(id))[0].answers).toEqual({
        special_assistance: 'Wheelchair at the airport',
      });
      const unknown = await post('/api/booking/answers/save', {
        booking_id: id,
        position: 1,
        answers: { emergency_contact: 'only the lead traveller is asked' },
      });
      expect(unknown.status).toBe(400);
      expect(Object.keys(unknown.json.errors)).toContain('answers.emergency_contact');

      const s = await post('/api/booking/service-selections/save', {
        booking_id: id,
        position: 2,
        services: { meal: 'vegetarian' },
      });
      expect(s.status).toBe(200);
      await post('/api/booking/service-selections/save', {
        booking_id: id,
        position: 2,
        services: { bed: 'twin' },
      });
      expect((await travellersOf(id))[2].services).toEqual({ meal: 'vegetarian', bed: 'twin' });
      const bad = await post('/api/booking/service-selections/save', {
        booking_id: id,
        position: 2,
        services: { meal: 'pizza' },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json.errors)).toContain('services.meal');
      const extra = await post('/api/booking/service-selections/save', {
        booking_id: id,
        position: 2,
        services: { seat: 'window' },
      });
      expect(extra.status).toBe(400);
      expect(
        (await post('/api/booking/answers/save', { booking_id: id, position: 0, answers: {} }, stranger))
          .status,
      ).toBe(404);
      expect((await get(`/api/booking/itinerary-travellers?booking_id=${id}`, stranger)).status).toBe(404);
    });

    it('refuses changes once the booking is cancelled or departs, saying why', async () => {
      const id = await held();
      await cancel(id);
      const r = await post('/api/booking/service-selections/save', {
        booking_id: id,
        position: 0,
        services: { meal: 'vegan' },
      });
      expect(r.status).toBe(409);
      expect(r.json.message).toBe(lifecycleText('notEditable', { status: 'cancelled' }));
      const gone = await confirmed();
      await tdb.db
        .update(bookings)
        .set({ departureDate: inDays(0) })
        .where(eq(bookings.id, gone));
      const late = await post('/api/booking/answers/save', {
        booking_id: gone,
        position: 0,
        answers: { special_assistance: 'x' },
      });
      expect(late.status).toBe(409);
      expect(late.json.message).toMatch(/past its departure date/);
      // Reading is still allowed.
      expect((await travellersOf(gone)).length).toBe(3);
    });
  });

  describe('recheck, confirm, modify, re-assign, meta', () => {
    it('recheck-booking answers whether the held seats still stand and today’s price', async () => {
      const pkg = await makePackage();
      const id = await held(pkg);
      const r = await post('/api/booking/recheck-booking', { booking_id: id });
      expect(r.status).toBe(200);
      expect(r.json.data).toMatchObject({
        status: 'held',
        still_available: true,
        price_changed: false,
        booked_total: { amount: 300_000, currency: 'GBP' },
      });
      expect(r.json.data.price.total).toEqual({ amount: 300_000, currency: 'GBP' });
      await tdb.db
        .update(staticPackages)
        .set({ priceFromMinor: 110_000 })
        .where(eq(staticPackages.id, pkg.id));
      const moved = await post('/api/booking/recheck-booking', { booking_id: id });
      expect(moved.json.data).toMatchObject({ still_available: true, price_changed: true });
      expect(moved.json.data.price.total.amount).toBe(330_000);
      await tdb.db
        .update(bookings)
        .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
        .where(eq(bookings.id, id));
      const expired = await post('/api/booking/recheck-booking', { booking_id: id });
      expect(expired.json.data).toMatchObject({ status: 'expired', still_available: false });
      expect((await post('/api/booking/recheck-booking', { booking_id: id }, stranger)).status).toBe(404);
      const paid = await confirmed();
      const refused = await post('/api/booking/recheck-booking', { booking_id: paid });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(lifecycleText('recheckHeldOnly'));
    });

    it('confirm-booking pays what is due from the balance: all of a held booking, the rest of a partly paid one', async () => {
      const pkg = await makePackage();
      const h = await call('POST', '/api/booking/hold', { body: holdBody(pkg), who: agent, key: key() });
      const id = h.json.data.id as string;
      expect((await post('/api/booking/confirm-booking', { booking_id: id }, stranger)).status).toBe(404);
      const ok = await post('/api/booking/confirm-booking', { booking_id: id }, agent);
      expect(ok.status).toBe(200);
      expect(ok.json.data).toMatchObject({ status: 'confirmed', paid: { amount: 300_000 } });
      expect((await post('/api/booking/confirm-booking', { booking_id: id }, agent)).status).toBe(409);

      const part = await call('POST', '/api/booking/hold', { body: holdBody(pkg), who: agent, key: key() });
      const partId = part.json.data.id as string;
      await tdb.db
        .update(bookings)
        .set({ status: 'partially_paid', paidMinor: 100_000 })
        .where(eq(bookings.id, partId));
      const rest = await post('/api/booking/confirm-booking', { booking_id: partId }, agent);
      expect(rest.json.data).toMatchObject({ status: 'confirmed', paid: { amount: 300_000 } });
      const debits = await tdb.db.select().from(walletEntries).where(eq(walletEntries.bookingId, partId));
      expect(debits.map((d) => d.amountMinor)).toEqual([-200_000]);
      const events = await tdb.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, partId));
      expect(events.map((e) => `${e.fromStatus}>${e.toStatus}:${e.event}`)).toContain(
        'partially_paid>confirmed:pay',
      );

      const travellerHold = await held(pkg);
      expect((await post('/api/booking/confirm-booking', { booking_id: travellerHold })).status).toBe(402);
      // A cancelled booking cannot be paid: 409, even with no balance left to pay it.
      const gone = await call('POST', '/api/booking/hold', { body: holdBody(pkg), who: agent, key: key() });
      await cancel(gone.json.data.id, agent);
      const [before] = await tdb.db.select().from(users).where(eq(users.id, agent.user.id));
      await tdb.db.update(users).set({ creditMinor: 0 }).where(eq(users.id, agent.user.id));
      try {
        const refused = await post('/api/booking/confirm-booking', { booking_id: gone.json.data.id }, agent);
        expect(refused.status).toBe(409);
        expect(refused.json.message).toBe(BOOKING_MESSAGES.notAllowed);
      } finally {
        await tdb.db
          .update(users)
          .set({ creditMinor: before?.creditMinor ?? null })
          .where(eq(users.id, agent.user.id));
      }
    });

    it('modify renames travellers of a confirmed booking; a party or date change is refused', async () => {
      const id = await confirmed();
      const r = await post('/api/booking/modify', {
        booking_id: id,
        travellers: [
          { position: 1, title: 'Mrs.', first_name: 'Beatrice', last_name: 'Renamed' },
          {
            position: 2,
            title: 'Ms.',
            first_name: 'Kit',
            last_name: 'Renamed',
            birth_date: inDays(-5 * 365),
          },
        ],
      });
      expect(r.status).toBe(200);
      expect(r.json.data.travellers.map((t: Json) => t.first_name)).toEqual(['Ann', 'Beatrice', 'Kit']);
      expect(r.json.data.status).toBe('confirmed');
      const events = await tdb.db
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.event, 'modify')));
      expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([['confirmed', 'confirmed']]);

      const party = await post('/api/booking/modify', { booking_id: id, departure_date: inDays(90) });
      expect(party.status).toBe(409);
      expect(party.json.message).toBe(lifecycleText('partyChange'));
      const grownUp = await post('/api/booking/modify', {
        booking_id: id,
        travellers: [
          { position: 2, title: 'Ms.', first_name: 'Kit', last_name: 'R', birth_date: inDays(-20 * 365) },
        ],
      });
      expect(grownUp.status).toBe(400);
      expect(Object.keys(grownUp.json.errors)).toContain('travellers.0.birth_date');
      const noSlot = await post('/api/booking/modify', {
        booking_id: id,
        travellers: [{ position: 5, title: 'Mr.', first_name: 'No', last_name: 'One' }],
      });
      expect(noSlot.status).toBe(404);
      const blank = await post('/api/booking/modify', {
        booking_id: id,
        travellers: [{ position: 0, title: 'Mr.', first_name: '', last_name: 'X' }],
      });
      expect(blank.status).toBe(400);
      expect(Object.keys(blank.json.errors)).toContain('travellers.0.first_name');
      const strangers = await post(
        '/api/booking/modify',
        { booking_id: id, travellers: [{ position: 0, title: 'Mr.', first_name: 'X', last_name: 'Y' }] },
        stranger,
      );
      expect(strangers.status).toBe(404);
      await cancel(id);
      const late = await post('/api/booking/modify', {
        booking_id: id,
        travellers: [{ position: 0, title: 'Mr.', first_name: 'Too', last_name: 'Late' }],
      });
      expect(late.status).toBe(409);
      expect(late.json.message).toBe(lifecycleText('notEditable', { status: 'cancelled' }));
      expect(
        (await get(`/api/booking/get-booking-details?booking_id=${id}`)).json.data.travellers[0].first_name,
      ).toBe('Ann');
    });

    it('update_booking_user: staff give the booking to another customer; travellers and the agent who made it cannot', async () => {
      const id = await confirmed();
      const byConsumer = await post('/api/booking/update_booking_user', {
        booking_id: id,
        user_id: stranger.user.id,
      });
      expect(byConsumer.status).toBe(403);
      expect(byConsumer.json.message).toBe(staffText('staffOnly'));
      // The agent made it but does not hold 'view all bookings'.
      const byMaker = await post(
        '/api/booking/update_booking_user',
        { booking_id: id, user_id: stranger.user.id },
        agent,
      );
      expect(byMaker.status).toBe(403);
      const otherTenant = await post(
        '/api/booking/update_booking_user',
        { booking_id: id, user_id: b2bAgent.user.id },
        staff,
      );
      expect(otherTenant.status).toBe(404);
      expect(otherTenant.json.message).toBe(lifecycleText('customerNotFound'));
      const foreignAgent = await call('POST', '/api/booking/update_booking_user', {
        body: { booking_id: id, user_id: stranger.user.id },
        who: b2bAgent,
        site: 'b2b',
      });
      expect(foreignAgent.status).toBe(404);
      const r = await post(
        '/api/booking/update_booking_user',
        { booking_id: id, user_id: stranger.user.id },
        staff,
      );
      expect(r.status).toBe(200);
      expect(r.json.message).toBe(lifecycleText('reassigned'));
      expect((await get(`/api/booking/get-booking-details?booking_id=${id}`, stranger)).status).toBe(200);
      expect((await get(`/api/booking/get-booking-details?booking_id=${id}`, traveller)).status).toBe(404);
      const [row] = await tdb.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row).toMatchObject({ userId: stranger.user.id, createdBy: agent.user.id, status: 'confirmed' });
      // Back to the traveller for the rest of the suite.
      await post('/api/booking/update_booking_user', { booking_id: id, user_id: traveller.user.id }, staff);
    });

    it('itinerary-meta answers the summary of a booking the caller may see', async () => {
      const id = await held();
      const r = await get(`/api/booking/itinerary-meta?booking_id=${id}`);
      expect(r.status).toBe(200);
      expect(r.json.data).toMatchObject({
        booking_id: id,
        reference: expect.stringMatching(/^BK-/),
        title: expect.stringMatching(/^Test package/),
        status: 'held',
        start_date: DEPARTURE,
        nights: 5,
        end_date: inDays(65),
        pax: { adults: 2, children: 1, infants: 0, seats: 3 },
      });
      expect((await get(`/api/booking/itinerary-meta?booking_id=${id}`, stranger)).status).toBe(404);
      expect((await get('/api/booking/itinerary-meta?booking_id=nope')).status).toBe(404);
    });
  });

  describe('documents', () => {
    it('cancelling a paid booking issues a numbered credit note with its tax share, as a PDF', async () => {
      const a = await confirmed();
      const b = await confirmed();
      // A booking with tax: 500.00 of the 3000.00 total.
      await tdb.db.update(bookings).set({ taxMinor: 50_000, baseMinor: 250_000 }).where(eq(bookings.id, a));
      expect((await cancel(a)).status).toBe(200);
      expect((await cancel(b)).status).toBe(200);
      const list = await get(`/api/booking/credit-note-list?booking_id=${a}`);
      expect(list.status).toBe(200);
      expect(list.json.data).toHaveLength(1);
      const note = list.json.data[0];
      expect(note).toMatchObject({
        number: expect.stringMatching(/^CN-\d{6}$/),
        amount: { amount: 300_000, currency: 'GBP' },
        tax: { amount: 50_000, currency: 'GBP' },
      });
      const other = (await get(`/api/booking/credit-note-list?booking_id=${b}`)).json.data[0];
      expect(Number(other.number.slice(3))).toBe(Number(note.number.slice(3)) + 1);
      const pdf = await get(`/api/booking/credit-note?booking_id=${a}&credit_note_id=${note.id}`);
      expect(pdf.status).toBe(200);
      expect(pdf.res.headers.get('content-disposition')).toContain(`credit-note-${note.number}.pdf`);
      expect(
        Buffer.from(await pdf.res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect(note.url).toBe(`/api/api/booking/credit-note?booking_id=${a}&credit_note_id=${note.id}`);
      // Not another user's, not through another booking.
      expect((await get(`/api/booking/credit-note-list?booking_id=${a}`, stranger)).status).toBe(404);
      expect(
        (await get(`/api/booking/credit-note?booking_id=${a}&credit_note_id=${note.id}`, stranger)).status,
      ).toBe(404);
      expect((await get(`/api/booking/credit-note?booking_id=${b}&credit_note_id=${note.id}`)).status).toBe(
        404,
      );
      // Cancelling a held booking refunds nothing: no credit note.
      const h = await held();
      await cancel(h);
      expect((await get(`/api/booking/credit-note-list?booking_id=${h}`)).json.data).toEqual([]);
      const notes = await tdb.db.select().from(creditNotes).where(eq(creditNotes.bookingId, h));
      expect(notes).toEqual([]);
    });

    it('numbers credit notes of concurrent cancellations without a gap or a repeat', async () => {
      const pkg = await makePackage();
      const ids = [];
      for (let i = 0; i < 6; i++) ids.push(await confirmed(pkg));
      const answers = await Promise.all(ids.map((id) => cancel(id)));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      const rows = await tdb.db
        .select({ number: creditNotes.number })
        .from(creditNotes)
        .where(inArray(creditNotes.bookingId, ids));
      const numbers = rows.map((r) => Number(r.number.slice(3))).sort((x, y) => x - y);
      expect(numbers).toHaveLength(6);
      expect(numbers.map((n) => n - (numbers[0] ?? 0))).toEqual([0, 1, 2, 3, 4, 5]);
    }, 60_000);

    it('lists, generates, attaches, confirms and combines the vouchers of a paid booking', async () => {
      const id = await confirmed();
      // Voucher work is for staff who work on all the agency's bookings (issue 29 item 3); the agent
      // who booked it without 'view all bookings' may not.
      const staff = await makeUser(tdb.db, demo, 'Agency Employee');
      await tdb.db
        .update(users)
        .set({ permissions: ['view all bookings'] })
        .where(eq(users.id, staff.user.id));
      const list = await get(`/api/booking/vouchers?booking_id=${id}`);
      expect(list.status).toBe(200);
      expect(list.json.data).toEqual([
        expect.objectContaining({
          kind: 'booking',
          status: 'generated',
          file_name: expect.stringMatching(/^voucher-BK-.+\.pdf$/),
          voucher_url: `/api/api/booking/voucher?booking_id=${id}`,
        }),
      ]);
      const own = list.json.data[0].id as string;
      const attach = {
        booking_id: id,
        file_name: 'Hotel Roma voucher.pdf',
        url: 'https://supplier.example/v/123.pdf',
        note: 'Show at check-in',
      };
      const byTraveller = await post('/api/booking/add-voucher', attach);
      expect(byTraveller.status).toBe(403);
      const badUrl = await post(
        '/api/booking/add-voucher',
        { ...attach, url: 'http://plain.example/x.pdf' },
        staff,
      );
      expect(badUrl.status).toBe(400);
      expect(Object.keys(badUrl.json.errors)).toContain('url');
      expect((await post('/api/booking/add-voucher', attach, agent)).status).toBe(403);
      const added = await post('/api/booking/add-voucher', attach, staff);
      expect(added.status).toBe(200);
      expect(added.json.data).toMatchObject({
        kind: 'attached',
        voucher_url: attach.url,
        note: 'Show at check-in',
      });

      expect((await post('/api/booking/confirm-voucher', { booking_id: id, voucher_id: own })).status).toBe(
        403,
      );
      const conf = await post('/api/booking/confirm-voucher', { booking_id: id, voucher_id: own }, staff);
      expect(conf.json.data.status).toBe('confirmed');
      const mine = await get(`/api/booking/vouchers?booking_id=${id}`);
      expect(mine.json.data.map((v: Json) => [v.kind, v.status])).toEqual([
        ['booking', 'confirmed'],
        ['attached', 'generated'],
      ]);
      // Renaming a traveller, or generating it again, asks for a new confirmation.
      await post('/api/booking/modify', {
        booking_id: id,
        travellers: [{ position: 0, title: 'Mr.', first_name: 'Andrew', last_name: 'Tester' }],
      });
      expect((await get(`/api/booking/vouchers?booking_id=${id}`)).json.data[0].status).toBe('generated');
      await post('/api/booking/confirm-voucher', { booking_id: id, voucher_id: own }, staff);
      // Generating it again undoes the agency's confirmation: the traveller may not.
      expect((await post('/api/booking/generate-voucher', { booking_id: id })).status).toBe(403);
      const regen = await post('/api/booking/generate-voucher', { booking_id: id }, staff);
      expect(regen.json.data).toMatchObject({ id: own, status: 'generated' });

      const url = await get(`/api/booking/combined-voucher-url?booking_id=${id}`);
      expect(url.json.data).toEqual({
        voucher_url: `/api/api/booking/combined-voucher?booking_id=${id}`,
        file_name: expect.stringMatching(/^vouchers-BK-.+\.pdf$/),
      });
      const combined = await get(`/api/booking/combined-voucher?booking_id=${id}`);
      expect(combined.status).toBe(200);
      const bytes = Buffer.from(await combined.res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const single = Buffer.from(
        await (await get(`/api/booking/voucher?booking_id=${id}`)).res.arrayBuffer(),
      );
      expect(pageCount(bytes)).toBe(pageCount(single) + 1);

      // Another user, another tenant, another booking's voucher, an unpaid booking.
      expect((await get(`/api/booking/vouchers?booking_id=${id}`, stranger)).status).toBe(404);
      expect(
        (await call('GET', `/api/booking/combined-voucher?booking_id=${id}`, { who: b2bAgent, site: 'b2b' }))
          .status,
      ).toBe(404);
      const second = await confirmed();
      expect(
        (await post('/api/booking/confirm-voucher', { booking_id: second, voucher_id: own }, staff)).status,
      ).toBe(404);
      const h = await held();
      const unpaid = await get(`/api/booking/vouchers?booking_id=${h}`);
      expect(unpaid.status).toBe(409);
      expect(unpaid.json.message).toBe(BOOKING_MESSAGES.noDocument);
    });

    it('re-sends the confirmation e-mail at most 3 times an hour per booking (429 after)', async () => {
      const id = await confirmed();
      // The traveller's and the agent's attempts are 403 (staff only) and use none of the allowance.
      for (let i = 0; i < 4; i++) {
        expect((await post('/send_book_email/', { booking_id: id })).status).toBe(403);
        expect((await post('/send_book_email/', { booking_id: id }, agent)).status).toBe(403);
      }
      for (let i = 0; i < 3; i++) {
        const ok = await post('/send_book_email/', { booking_id: id }, staff);
        expect(ok.status).toBe(200);
      }
      const refused = await post('/send_book_email/', { booking_id: id }, staff);
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(
        /^The confirmation e-mail of this booking was sent 3 times in the last hour\. Please try again in (60|59) minutes\.$/,
      );
      expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(3500);
      // Another booking has its own allowance.
      expect((await post('/send_book_email/', { booking_id: await confirmed() }, staff)).status).toBe(200);
    });
  });
});
