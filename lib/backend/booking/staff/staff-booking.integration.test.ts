/** @jest-environment node */
import { and, asc, eq } from 'drizzle-orm';
import { bookingEvents, bookingProducts, type Tenant, tenants, users } from '@/lib/db/schema';
import { warmRateLimiter } from '@/tests/support/rate-limiter';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../../app';
import { demoTenants, makeUser } from '../../quotations/test-helpers';
import { forgetCachedTenants } from '../../tenants/repository';
import { backendCall, type Json, makePackage } from '../test-helpers';
import { staffText } from './staff-text';

/**
 * The staff calls on a booking (issue 29 item 3), through HTTP on PGlite and PostgreSQL:
 * add-markup (capability, states, validation naming fields, the audit row, the race),
 * get/invoice/list and invoice-url, tnc, insurance/status, rebook/details, and the voucher actions'
 * staff check and audit rows. A consumer and an employee without 'view all bookings' get 403/404.
 */

type Who = { cookie: string; user: { id: string } };

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DEPARTURE = inDays(90);
const adult = (first: string) => ({ kind: 'adult', title: 'Mr.', first_name: first, last_name: 'Tester' });

describe.each(testDrivers())('staff booking calls on $name', ({ open }) => {
  let tdb: TestDatabase;
  let call: ReturnType<typeof backendCall>;
  let demo: Tenant;
  let b2b: Tenant;
  let traveller: Who;
  let agent: Who; // an Agency Employee without 'view all bookings' (books for the traveller)
  let manager: Who; // an Agency Employee with 'view all bookings'
  let b2bAdmin: Who;

  beforeAll(async () => {
    tdb = await open();
    ({ demo, b2b } = await demoTenants(tdb.db));
    await warmRateLimiter();
    // The demo site lets its staff add markups (seed); set here too, whatever the test database held.
    await tdb.db
      .update(tenants)
      .set({ config: { ...demo.config, capabilities: ['buyNowPayLater', 'staffMarkup'] } })
      .where(eq(tenants.id, demo.id));
    forgetCachedTenants(tdb.db);
    call = backendCall(createBackend({ db: async () => tdb.db, log: () => {} }));
    traveller = await makeUser(tdb.db, demo, 'Consumer');
    agent = await makeUser(tdb.db, demo, 'Agency Employee');
    manager = await makeUser(tdb.db, demo, 'Agency Employee');
    b2bAdmin = await makeUser(tdb.db, b2b, 'Agency Admin');
    await tdb.db
      .update(users)
      .set({ creditMinor: 100_000_000, creditCurrency: 'GBP' })
      .where(eq(users.id, agent.user.id));
    await tdb.db
      .update(users)
      .set({ permissions: ['view all bookings'], creditMinor: 100_000_000, creditCurrency: 'GBP' })
      .where(eq(users.id, manager.user.id));
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  const key = () => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const body = async (over: Record<string, unknown> = {}) => ({
    package_id: (await makePackage(tdb.db, demo, DEPARTURE, 30)).slug,
    departure_date: DEPARTURE,
    adults: 1,
    children: 0,
    infants: 0,
    currency: 'GBP',
    accepted_total: 100_000,
    travellers: [adult('Ann')],
    ...over,
  });
  /** The traveller's own held booking. */
  const held = async () => {
    const r = await call('POST', '/api/booking/hold', {
      body: await body(),
      cookie: traveller.cookie,
      key: key(),
    });
    expect(r.status).toBe(200);
    return r.json.data.id as string;
  };
  /** Booked and paid by the agent for the traveller. */
  const confirmed = async () => {
    const r = await call('POST', '/api/booking/book', {
      body: await body({ customer_user_id: traveller.user.id }),
      cookie: agent.cookie,
      key: key(),
    });
    expect(r.json.data?.status).toBe('confirmed');
    return r.json.data.id as string;
  };
  const get = (path: string, who: Who, site?: string) =>
    call('GET', path, { cookie: who.cookie, ...(site ? { site } : {}) });
  const post = (path: string, b: unknown, who: Who) => call('POST', path, { body: b, cookie: who.cookie });
  const details = async (id: string) =>
    (await get(`/api/booking/get-booking-details?booking_id=${id}`, manager)).json.data;
  const trail = (id: string) =>
    tdb.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.toStatus, bookingEvents.toStatus)))
      .orderBy(asc(bookingEvents.at));
  const actions = async (id: string, event: string) => (await trail(id)).filter((e) => e.event === event);
  const markup = (id: string, amount: unknown, seenTotal: unknown, who: Who = manager, over = {}) =>
    post(
      '/api/booking/add-markup',
      { booking_id: id, amount, currency: 'GBP', seen_total: seenTotal, ...over },
      who,
    );

  describe('who may call', () => {
    it('answers the consumer 403 on their own booking, an employee without the permission and strangers 404', async () => {
      const mine = await held();
      const paid = await confirmed();
      const reads = (id: string) => [
        `/api/booking/get/invoice/list?booking_id=${id}`,
        `/api/booking/invoice-url?booking_id=${id}`,
        `/api/booking/tnc?booking_id=${id}`,
        `/api/booking/insurance/status?booking_id=${id}`,
        `/api/booking/rebook/details?booking_id=${id}`,
        `/api/booking/audit-trail?booking_id=${id}`,
      ];
      for (const path of reads(paid)) {
        const byTraveller = await get(path, traveller);
        expect([path, byTraveller.status]).toEqual([path, 403]);
        expect(byTraveller.json.message).toBe(staffText('staffOnly'));
        expect([path, (await get(path, b2bAdmin, 'b2b')).status]).toEqual([path, 404]);
      }
      // The agent made `paid` (they see it) but does not work on all bookings: 403; the traveller's own hold: 404.
      expect((await get(`/api/booking/tnc?booking_id=${paid}`, agent)).status).toBe(403);
      // The audit trail refuses anyone but staff before it looks the booking up (403; its own suite,
      // staff-bookings.integration.test.ts); every other read answers an unseen booking 404.
      for (const path of reads(mine).filter((p) => !p.includes('audit-trail')))
        expect([path, (await get(path, agent)).status]).toEqual([path, 404]);
      expect((await markup(mine, 100, 100_000, traveller)).status).toBe(403);
      expect((await markup(mine, 100, 100_000, agent)).status).toBe(404);
      for (const path of [
        '/api/booking/generate-voucher',
        '/api/booking/confirm-voucher',
        '/api/booking/add-voucher',
      ]) {
        const r = await post(
          path,
          { booking_id: paid, voucher_id: paid, file_name: 'a.pdf', url: 'https://x.example/a.pdf' },
          traveller,
        );
        expect([path, r.status]).toEqual([path, 403]);
      }
      // Nothing was written by any refused call.
      expect((await trail(mine)).map((e) => e.event)).toEqual(['hold']);
      expect((await get(`/api/booking/tnc?booking_id=${paid}`, manager)).status).toBe(200);
    });

    it('answers 403 where the agency does not allow markups, and writes nothing', async () => {
      const id = await held();
      const total = (await details(id)).price.total.amount as number;
      const [site] = await tdb.db.select().from(tenants).where(eq(tenants.id, demo.id));
      if (!site) throw new Error('no demo');
      await tdb.db
        .update(tenants)
        .set({ config: { ...site.config, capabilities: ['buyNowPayLater'] } })
        .where(eq(tenants.id, demo.id));
      forgetCachedTenants(tdb.db);
      try {
        const r = await markup(id, 100, total);
        expect(r.status).toBe(403);
        expect(r.json.message).toBe(staffText('markupOff'));
      } finally {
        await tdb.db.update(tenants).set({ config: site.config }).where(eq(tenants.id, demo.id));
        forgetCachedTenants(tdb.db);
      }
      expect((await details(id)).price.total.amount).toBe(total);
      expect(await actions(id, 'add_markup')).toHaveLength(0);
    });
  });

  describe('add-markup', () => {
    it('adds to a held booking: markup, base and total move, the open payment asks again, one audit row', async () => {
      const id = await held();
      const before = await details(id);
      const r = await markup(id, 2_500, before.price.total.amount);
      expect(r.status).toBe(200);
      expect(r.json.data).toEqual({
        markup: { amount: expect.any(Number), currency: 'GBP' },
        total: { amount: before.price.total.amount + 2_500, currency: 'GBP' },
        balance_due: { amount: before.price.total.amount + 2_500, currency: 'GBP' },
      });
      const after = await details(id);
      expect(after.price.total.amount).toBe(before.price.total.amount + 2_500);
      expect(after.price.base.amount).toBe(before.price.base.amount + 2_500);
      expect(after.price.tax).toEqual(before.price.tax);
      const rows = await actions(id, 'add_markup');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: manager.user.id,
        fromStatus: 'held',
        toStatus: 'held',
        changes: {
          markup: { from: r.json.data.markup.amount - 2_500, to: r.json.data.markup.amount },
          total: { from: before.price.total.amount, to: before.price.total.amount + 2_500 },
          currency: 'GBP',
        },
      });
      // The traveller pays the new total: the agent's balance pays what is owed now.
      const paid = await post('/api/booking/confirm-hold', { booking_id: id }, manager);
      expect(paid.status).toBe(200);
      expect(paid.json.data.paid.amount).toBe(before.price.total.amount + 2_500);
      // Paid in full: no more markup.
      const late = await markup(id, 100, before.price.total.amount + 2_500);
      expect(late.status).toBe(409);
      expect(late.json.message).toBe(staffText('markupClosed', { status: 'confirmed' }));
    });

    it('validates the amount, currency and seen total, naming the field', async () => {
      const id = await held();
      const total = (await details(id)).price.total.amount as number;
      for (const bad of [0, -5, 1.5, 'abc', true]) {
        const r = await markup(id, bad, total);
        expect([bad, r.status]).toEqual([bad, 400]);
        expect(Object.keys(r.json.errors)).toContain('amount');
      }
      const noCurrency = await post(
        '/api/booking/add-markup',
        { booking_id: id, amount: 100, seen_total: total },
        manager,
      );
      expect(noCurrency.status).toBe(400);
      expect(Object.keys(noCurrency.json.errors)).toContain('currency');
      const noSeen = await post(
        '/api/booking/add-markup',
        { booking_id: id, amount: 100, currency: 'GBP' },
        manager,
      );
      expect(noSeen.status).toBe(400);
      expect(Object.keys(noSeen.json.errors)).toContain('seen_total');
      const euros = await markup(id, 100, total, manager, { currency: 'EUR' });
      expect(euros.status).toBe(409);
      expect(euros.json.message).toBe(staffText('markupCurrency', { currency: 'GBP' }));
      const tooBig = await markup(id, total * 2, total);
      expect(tooBig.status).toBe(400);
      expect(Object.keys(tooBig.json.errors)).toContain('amount');
      const stale = await markup(id, 100, total - 1);
      expect(stale.status).toBe(409);
      expect(stale.json.errors.code).toBe('booking_changed');
      expect((await details(id)).price.total.amount).toBe(total);
      expect(await actions(id, 'add_markup')).toHaveLength(0);
    });

    it('refuses a cancelled booking and a confirmed one', async () => {
      const id = await held();
      const total = (await details(id)).price.total.amount as number;
      expect((await post('/api/booking/cancel', { booking_id: id, accepted_fee: 0 }, traveller)).status).toBe(
        200,
      );
      expect((await markup(id, 100, total)).status).toBe(409);
      const paid = await confirmed();
      expect((await markup(paid, 100, (await details(paid)).price.total.amount)).status).toBe(409);
    });

    it('races: two markups on the total both saw apply once, the other is refused; in turn both apply', async () => {
      const id = await held();
      const total = (await details(id)).price.total.amount as number;
      const answers = await Promise.all([markup(id, 1_000, total), markup(id, 1_000, total)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect((await details(id)).price.total.amount).toBe(total + 1_000);
      expect(await actions(id, 'add_markup')).toHaveLength(1);
      // Each from the total it saw: both apply, each once, and the trail chains.
      expect((await markup(id, 300, total + 1_000)).status).toBe(200);
      expect((await markup(id, 200, total + 1_300)).status).toBe(200);
      expect((await details(id)).price.total.amount).toBe(total + 1_500);
      const rows = await actions(id, 'add_markup');
      expect(rows.map((r) => (r.changes as Json).total)).toEqual([
        { from: total, to: total + 1_000 },
        { from: total + 1_000, to: total + 1_300 },
        { from: total + 1_300, to: total + 1_500 },
      ]);
    });
  });

  describe('documents', () => {
    it('lists the invoice of a paid booking with its link; none before payment', async () => {
      const paid = await confirmed();
      const ref = (await details(paid)).reference as string;
      const list = await get(`/api/booking/get/invoice/list?booking_id=${paid}`, manager);
      expect(list.status).toBe(200);
      expect(list.json.data).toEqual([
        {
          number: `INV-${ref.replace(/^BK-/, '')}`,
          issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          total: { amount: expect.any(Number), currency: expect.stringMatching(/^[A-Z]{3}$/) },
          file_name: `invoice-${ref}.pdf`,
          url: `/api/api/booking/invoice?booking_id=${paid}`,
        },
      ]);
      const url = await get(`/api/booking/invoice-url?booking_id=${paid}`, manager);
      expect(url.json.data).toEqual({
        invoice_url: `/api/api/booking/invoice?booking_id=${paid}`,
        file_name: `invoice-${ref}.pdf`,
      });
      const h = await held();
      expect((await get(`/api/booking/get/invoice/list?booking_id=${h}`, manager)).json.data).toEqual([]);
      const noUrl = await get(`/api/booking/invoice-url?booking_id=${h}`, manager);
      expect(noUrl.status).toBe(409);
      expect(noUrl.json.message).toBe(staffText('noInvoice'));
    });

    it('generates, confirms and adds vouchers for staff, each with an audit row', async () => {
      const paid = await confirmed();
      const gen = await post('/api/booking/generate-voucher', { booking_id: paid }, manager);
      expect(gen.status).toBe(200);
      expect(gen.json.data.status).toBe('generated');
      const conf = await post(
        '/api/booking/confirm-voucher',
        { booking_id: paid, voucher_id: gen.json.data.id },
        manager,
      );
      expect(conf.json.data.status).toBe('confirmed');
      const added = await post(
        '/api/booking/add-voucher',
        { booking_id: paid, file_name: 'Transfer voucher.pdf', url: 'https://supplier.example/t.pdf' },
        manager,
      );
      expect(added.status).toBe(200);
      const json = await get(`/api/booking/audit-trail?booking_id=${paid}`, manager);
      expect(json.json.data.events.filter((l: Json) => l.event.endsWith('_voucher'))).toEqual([
        expect.objectContaining({ event: 'generate_voucher', actor: expect.stringMatching(/^Test User/) }),
        expect.objectContaining({ event: 'confirm_voucher', to_status: 'confirmed' }),
        expect.objectContaining({
          event: 'add_voucher',
          changes: { voucher: 'Transfer voucher.pdf', url: 'https://supplier.example/t.pdf' },
        }),
      ]);
      const rows = (await trail(paid)).filter((e) => e.event.endsWith('_voucher'));
      expect(rows.map((r) => [r.event, r.actorId, r.changes])).toEqual([
        [
          'generate_voucher',
          manager.user.id,
          { voucher: gen.json.data.file_name, voucher_status: { from: null, to: 'generated' } },
        ],
        [
          'confirm_voucher',
          manager.user.id,
          { voucher: gen.json.data.file_name, voucher_status: { from: 'generated', to: 'confirmed' } },
        ],
        [
          'add_voucher',
          manager.user.id,
          { voucher: 'Transfer voucher.pdf', url: 'https://supplier.example/t.pdf' },
        ],
      ]);
    });
  });

  describe('traveller details by staff', () => {
    it('fills a passport into a traveller slot, audited without the passport itself', async () => {
      const paid = await confirmed();
      const saved = await post(
        '/api/booking/traveller-details/save',
        {
          title: 'Mr.',
          first_name: 'Ann',
          last_name: 'Tester',
          nationality: 'gb',
          passport_number: 'X1234567',
          passport_expiry: inDays(3 * 365),
        },
        manager,
      );
      expect(saved.status).toBe(200);
      const done = await post(
        '/api/booking/traveller-details/associate',
        { booking_id: paid, position: 0, profile_id: saved.json.data.id },
        manager,
      );
      expect(done.status).toBe(200);
      expect(done.json.data[0]).toMatchObject({ nationality: 'GB', passport_number: 'X1234567' });
      const rows = await actions(paid, 'associate_traveller');
      expect(rows.map((r) => [r.actorId, r.changes])).toEqual([[manager.user.id, { traveller: 1 }]]);
      expect(JSON.stringify(await trail(paid))).not.toContain('X1234567');
      // The traveller's own change is theirs, not the agency's: no audit row.
      await post(
        '/api/booking/answers/save',
        { booking_id: paid, position: 0, answers: { special_assistance: 'None' } },
        traveller,
      );
      expect(await actions(paid, 'save_traveller_answers')).toHaveLength(0);
    });
  });

  describe('terms, insurance and rebooking', () => {
    it('shows the terms the booking was sold on', async () => {
      const paid = await confirmed();
      const r = await get(`/api/booking/tnc?booking_id=${paid}`, manager);
      expect(r.status).toBe(200);
      expect(r.json.data).toMatchObject({
        package: { title: expect.stringMatching(/^Test package/), inclusions: [] },
        // The terms a cancel applies today, as the booking page shows them.
        cancellation: { refundable: true, text: (await details(paid)).cancellation.text },
        payment: { deposit_percent: 25, hold_minutes: 15 },
        agency_terms_url: null,
      });
      expect(r.json.data.payment.balance_due_date).toBe((await details(paid)).balance_due_date);
      // A held booking's balance is due 30 days before departure.
      const h = await held();
      const terms = (await get(`/api/booking/tnc?booking_id=${h}`, manager)).json.data;
      expect(terms.payment.balance_due_date).toBe(inDays(60));
    });

    it("answers 'none' without insurance, and an insurance booking's plan and order", async () => {
      const paid = await confirmed();
      expect((await get(`/api/booking/insurance/status?booking_id=${paid}`, manager)).json.data).toEqual({
        status: 'none',
      });
      const other = await confirmed();
      await tdb.db.insert(bookingProducts).values({
        bookingId: other,
        tenantId: demo.id,
        kind: 'insurance',
        searchPackageId: 'TESTSEARCH01',
        offer: { title: 'Essential Europe', date: DEPARTURE, end_date: inDays(97), included: [] } as never,
        cancellationPolicy: { refundable: true, freeUntilDaysBefore: 14, penaltyPercent: 100 },
        supplierStatus: 'booked',
        supplierReference: 'INS-42',
      });
      expect((await get(`/api/booking/insurance/status?booking_id=${other}`, manager)).json.data).toEqual({
        status: 'active',
        plan: 'Essential Europe',
        reference: 'INS-42',
        from: DEPARTURE,
        to: inDays(97),
      });
    });

    it('prices a cancelled booking again at today’s reprice price; an open one is refused', async () => {
      const id = await held();
      const open = await get(`/api/booking/rebook/details?booking_id=${id}`, manager);
      expect(open.status).toBe(409);
      expect(open.json.message).toBe(staffText('notEnded'));
      await post('/api/booking/cancel', { booking_id: id, accepted_fee: 0 }, traveller);
      const r = await get(`/api/booking/rebook/details?booking_id=${id}`, manager);
      expect(r.status).toBe(200);
      const b = await details(id);
      const reprice = await post(
        '/api/booking/reprice',
        {
          package_id: r.json.data.package.id,
          departure_date: DEPARTURE,
          adults: 1,
          children: 0,
          infants: 0,
          currency: 'GBP',
        },
        manager,
      );
      expect(r.json.data).toEqual({
        rebookable: true,
        package: { id: b.package.id, title: b.package.title },
        party: { adults: 1, children: 0, infants: 0 },
        departures: [{ date: DEPARTURE, seats_left: 30, available: true }],
        price: reprice.json.data.price,
        booked_total: b.price.total,
      });
    });
  });
});
