/** @jest-environment node */
import { and, count, eq, sql } from 'drizzle-orm';
import { register } from 'prom-client';
import { jobHandler } from '@/lib/backend/jobs/registry';
import type { TBooking } from '@/lib/contract/booking';
import {
  bookingEvents,
  bookings,
  departureSeats,
  jobs,
  outboxMessages,
  type StaticPackage,
  type Tenant,
  tenants,
  users,
  walletEntries,
} from '@/lib/db/schema';
import { convertMinor, toMajorUnits } from '@/lib/money';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { tenantExchangeRates } from '../currency/tenant-rates';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { CONFIRMATION_EMAIL_JOB } from './confirmation-email';
import { EXPIRE_HOLD_JOB } from './expire-holds';
import { BOOKING_MESSAGES } from './messages';
import { backendCall, makePackage as makePackageFor, withBookingOff } from './test-helpers';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DEPARTURE = inDays(60);

const adult = (first: string) => ({ kind: 'adult', title: 'Mr.', first_name: first, last_name: 'Tester' });
const child = {
  kind: 'child',
  title: 'Ms.',
  first_name: 'Kid',
  last_name: 'Tester',
  birth_date: inDays(-8 * 365),
};

describe.each(testDrivers())('booking lifecycle on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  let b2b: Tenant;
  let traveller: { cookie: string; user: { id: string; email: string | null } };
  let stranger: { cookie: string; user: { id: string; email: string | null } };
  let agent: { cookie: string; user: { id: string; email: string | null } };
  let b2bMember: { cookie: string; user: { id: string } };

  beforeAll(async () => {
    tdb = await open();
    ({ demo, b2b } = await demoTenants(tdb.db));
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    traveller = await makeUser(tdb.db, demo, 'Consumer');
    stranger = await makeUser(tdb.db, demo, 'Consumer');
    agent = await makeUser(tdb.db, demo, 'Agency Employee');
    b2bMember = await makeUser(tdb.db, b2b, 'Agency Admin');
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  const makePackage = (seats: number) => makePackageFor(tdb.db, demo, DEPARTURE, seats);

  const call: ReturnType<typeof backendCall> = (...args) => backendCall(backend)(...args);

  const party = (pkg: StaticPackage, over: Record<string, unknown> = {}) => ({
    package_id: pkg.slug,
    departure_date: DEPARTURE,
    adults: 2,
    children: 1,
    infants: 0,
    currency: 'GBP',
    ...over,
  });
  const holdBody = (pkg: StaticPackage, over: Record<string, unknown> = {}) => ({
    ...party(pkg),
    accepted_total: 300_000,
    travellers: [adult('Ann'), adult('Bob'), child],
    ...over,
  });
  const single = (pkg: StaticPackage) =>
    holdBody(pkg, { adults: 1, children: 0, accepted_total: 100_000, travellers: [adult('Solo')] });
  const key = () => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;

  const hold = (pkg: StaticPackage, who = traveller, body: unknown = holdBody(pkg), k = key()) =>
    call('POST', '/api/booking/hold', { body, cookie: who.cookie, key: k });
  const book = (body: unknown, k = key()) =>
    call('POST', '/api/booking/book', { body, cookie: agent.cookie, key: k });
  const details = async (id: string, who = traveller) =>
    call('GET', `/api/booking/get-booking-details?booking_id=${id}`, { cookie: who.cookie });
  const seatsOf = async (pkg: StaticPackage) => {
    const [row] = await tdb.db.select().from(departureSeats).where(eq(departureSeats.packageId, pkg.id));
    return row?.available;
  };
  const setCredit = (minor: number | null) =>
    tdb.db
      .update(users)
      .set({ creditMinor: minor, creditCurrency: minor === null ? null : 'GBP' })
      .where(eq(users.id, agent.user.id));
  const expireNow = (id: string) =>
    tdb.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, id));

  it('reprices a party: every seat at the package price, infants free, with the seats left', async () => {
    const pkg = await makePackage(9);
    const r = await call('POST', '/api/booking/reprice', {
      body: party(pkg, { infants: 1, seen_total: 250_000 }),
      cookie: traveller.cookie,
    });
    expect(r.status).toBe(200);
    expect(r.json.data.price.total).toEqual({ amount: 300_000, currency: 'GBP' });
    expect(r.json.data).toMatchObject({ seats_left: 9, available: true, price_changed: true });
  });

  it('holds 2 adults + 1 child: three seats taken, the booking held until its expiry', async () => {
    const pkg = await makePackage(9);
    const r = await hold(pkg);
    expect(r.status).toBe(200);
    expect(r.json.data.status).toBe('held');
    expect(r.json.data.reference).toMatch(/^BK-[A-Z2-9]{10}$/);
    expect(await seatsOf(pkg)).toBe(6);
    const d = await details(r.json.data.id);
    const b = d.json.data as unknown as TBooking;
    expect(b.travellers.map((t) => [t.kind, t.first_name])).toEqual([
      ['adult', 'Ann'],
      ['adult', 'Bob'],
      ['child', 'Kid'],
    ]);
    expect(b.balance_due).toEqual({ amount: 300_000, currency: 'GBP' });
    expect(b.can_cancel).toBe(true);
    expect(new Date(b.hold_expires_at as string).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('refuses a price that moved (409 with the new price) and bad input (400 naming the field)', async () => {
    const pkg = await makePackage(9);
    const moved = await hold(pkg, traveller, holdBody(pkg, { accepted_total: 290_000 }));
    expect(moved.status).toBe(409);
    expect(moved.json.message).toBe(BOOKING_MESSAGES.priceChanged);
    expect(moved.json.errors.price.total.amount).toBe(300_000);
    const short = await hold(pkg, traveller, holdBody(pkg, { travellers: [adult('Ann')] }));
    expect(short.status).toBe(400);
    expect(Object.keys(short.json.errors)).toContain('travellers');
    const old = await hold(
      pkg,
      traveller,
      holdBody(pkg, { travellers: [adult('A'), adult('B'), { ...child, birth_date: inDays(-20 * 365) }] }),
    );
    expect(old.status).toBe(400);
    expect(Object.keys(old.json.errors)).toContain('travellers.2.birth_date');
    const noKey = await call('POST', '/api/booking/hold', { body: holdBody(pkg), cookie: traveller.cookie });
    expect(noKey.status).toBe(400);
    expect(noKey.json.errors.idempotency_key).toHaveLength(1);
    expect(await seatsOf(pkg)).toBeUndefined();
  });

  it('sells the last 5 seats to exactly 5 of 50 concurrent bookings; the rest hear sold out', async () => {
    const pkg = await makePackage(5);
    const answers = await Promise.all(Array.from({ length: 50 }, () => hold(pkg, traveller, single(pkg))));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.json.message).toBe(BOOKING_MESSAGES.soldOut);
    }
    expect(await seatsOf(pkg)).toBe(0);
    const [made] = await tdb.db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, pkg.id));
    expect(made?.n).toBe(5);
  }, 120_000);

  it('makes one booking for the same idempotency key sent 20 times at once, and refuses it for another body', async () => {
    const pkg = await makePackage(9);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => hold(pkg, traveller, holdBody(pkg), k)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json.data.id)).size).toBe(1);
    const [made] = await tdb.db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, pkg.id));
    expect(made?.n).toBe(1);
    expect(await seatsOf(pkg)).toBe(6);
    const other = await hold(pkg, traveller, single(pkg), k);
    expect(other.status).toBe(409);
    expect(other.json.message).toBe(BOOKING_MESSAGES.idempotencyReused);
  }, 120_000);

  it('gives an expired hold its seats back: on the next read, and through its job', async () => {
    const pkg = await makePackage(9);
    const a = await hold(pkg);
    const b = await hold(pkg);
    expect(await seatsOf(pkg)).toBe(3);
    await expireNow(a.json.data.id);
    const seen = await details(a.json.data.id);
    expect(seen.json.data.status).toBe('expired');
    expect(await seatsOf(pkg)).toBe(6);
    // The job path: due, it expires the booking; run twice, it releases once.
    await expireNow(b.json.data.id);
    const handler = jobHandler(EXPIRE_HOLD_JOB);
    const job = { tenantId: demo.id, payload: { booking_id: b.json.data.id } } as never;
    await handler?.run({ db: tdb.db, job });
    await handler?.run({ db: tdb.db, job });
    expect(await seatsOf(pkg)).toBe(9);
    const [row] = await tdb.db.select().from(bookings).where(eq(bookings.id, b.json.data.id));
    expect(row?.status).toBe('expired');
    // Expired: neither paid nor cancelled any more.
    const cancel = await call('POST', '/api/booking/cancel', {
      body: { booking_id: a.json.data.id, accepted_fee: 0 },
      cookie: traveller.cookie,
    });
    expect(cancel.status).toBe(409);
  });

  it("answers 404 for another user's or another tenant's booking, and for an id that is no id", async () => {
    const pkg = await makePackage(9);
    const mine = await hold(pkg);
    const id = mine.json.data.id as string;
    expect((await details(id, stranger)).status).toBe(404);
    const cancel = await call('POST', '/api/booking/cancel', {
      body: { booking_id: id, accepted_fee: 0 },
      cookie: stranger.cookie,
    });
    expect(cancel.status).toBe(404);
    const pay = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: id },
      cookie: stranger.cookie,
    });
    expect(pay.status).toBe(404);
    const other = await call('GET', `/api/booking/get-booking-details?booking_id=${id}`, {
      cookie: b2bMember.cookie,
      site: 'b2b',
    });
    expect(other.status).toBe(404);
    expect((await details('not-a-uuid')).status).toBe(404);
    const list = await call('GET', '/api/booking/get-bookings', { cookie: stranger.cookie });
    expect((list.json.data as unknown as TBooking[]).map((b) => b.id)).not.toContain(id);
    const anon = await call('GET', '/api/booking/get-bookings');
    expect(anon.status).toBe(401);
    // The booking is untouched.
    expect((await details(id)).json.data.status).toBe('held');
  });

  it('an agent books and pays from the balance; cancelling refunds it and gives the seats back', async () => {
    await setCredit(1_000_000);
    const pkg = await makePackage(9);
    const r = await book(holdBody(pkg, { customer_user_id: traveller.user.id }));
    expect(r.status).toBe(200);
    expect(r.json.data.status).toBe('confirmed');
    // The customer sees it in their bookings too.
    const theirs = await call('GET', '/api/booking/get-bookings', { cookie: traveller.cookie });
    expect((theirs.json.data as unknown as TBooking[]).map((b) => b.id)).toContain(r.json.data.id);
    const credit = await call('GET', '/api/auth/api/v1/credit/agency/user/get', { cookie: agent.cookie });
    expect(credit.json.details.amount).toBe(7000);
    const cancelled = await call('POST', '/api/booking/cancel', {
      body: { booking_id: r.json.data.id, accepted_fee: 0 },
      cookie: agent.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.status).toBe('cancelled');
    expect(await seatsOf(pkg)).toBe(9);
    const after = await call('GET', '/api/auth/api/v1/credit/agency/user/get', { cookie: agent.cookie });
    expect(after.json.details.amount).toBe(10000);
    const again = await call('POST', '/api/booking/cancel', {
      body: { booking_id: r.json.data.id, accepted_fee: 0 },
      cookie: agent.cookie,
    });
    expect(again.status).toBe(409);
    const events = await tdb.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, r.json.data.id));
    expect(events.map((e) => `${e.fromStatus}>${e.toStatus}`).sort()).toEqual([
      'confirmed>cancelled',
      'held>confirmed',
      'null>held',
    ]);
  });

  it('counts a booking, its transitions and its payment for /metrics once each, after they commit', async () => {
    const metricValue = async (name: string, labels: Record<string, string>) => {
      const metric = register.getSingleMetric(name);
      const values = metric ? (await metric.get()).values : [];
      return values.find((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x))?.value ?? 0;
    };
    const snapshot = async () => ({
      created: await metricValue('bookings_total', { event: 'created' }),
      paid: await metricValue('bookings_total', { event: 'pay' }),
      wallet: await metricValue('payments_total', { method: 'wallet', result: 'captured' }),
    });
    await setCredit(1_000_000);
    const pkg = await makePackage(1);
    const before = await snapshot();
    const k = key();
    const first = await book(single(pkg), k);
    expect(first.status).toBe(200);
    // The same request again (a client retrying): the same booking, nothing counted twice.
    expect((await book(single(pkg), k)).json.data.id).toBe(first.json.data.id);
    // Sold out: the attempt rolls back, and counts nothing.
    expect((await book(single(pkg))).status).toBe(409);
    expect(await snapshot()).toEqual({
      created: before.created + 1,
      paid: before.paid + 1,
      wallet: before.wallet + 1,
    });
  });

  it('confirm-hold pays a held booking once; a traveller without a balance cannot; a paid one cannot be paid again', async () => {
    await setCredit(1_000_000);
    const pkg = await makePackage(9);
    const held = await hold(pkg, agent);
    const id = held.json.data.id as string;
    const travellerHold = await hold(pkg);
    const noWallet = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: travellerHold.json.data.id },
      cookie: traveller.cookie,
    });
    expect(noWallet.status).toBe(402);
    const paid = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: id },
      cookie: agent.cookie,
    });
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ status: 'confirmed', paid: { amount: 300_000 } });
    const twice = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: id },
      cookie: agent.cookie,
    });
    expect(twice.status).toBe(409);
    const debits = await tdb.db.select().from(walletEntries).where(eq(walletEntries.bookingId, id));
    expect(debits.map((d) => d.amountMinor)).toEqual([-300_000]);
    // An expired hold cannot be paid.
    const late = await hold(pkg, agent);
    await tdb.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, late.json.data.id));
    const refused = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: late.json.data.id },
      cookie: agent.cookie,
    });
    expect(refused.status).toBe(409);
  });

  it('never takes concurrent wallet debits past the credit limit', async () => {
    const pkg = await makePackage(40);
    await setCredit(1_000_000);
    const [spent] = await tdb.db
      .select({ s: sql<string>`coalesce(sum(amount_minor), 0)` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, agent.user.id));
    // Leave room for exactly 2 bookings of 3000.00.
    await setCredit(700_000 - Number(spent?.s ?? 0));
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(holdBody(pkg))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.json.message).toBe(BOOKING_MESSAGES.walletTooLow);
    const credit = await call('GET', '/api/auth/api/v1/credit/agency/user/get', { cookie: agent.cookie });
    expect(credit.json.details.amount).toBe(1000);
    // A refused debit leaves no booking and no seats taken behind it.
    expect(await seatsOf(pkg)).toBe(34);
  }, 120_000);

  it("an agent's balance pays for a customer: the customer is e-mailed once; payment details and prereqs", async () => {
    const [spent] = await tdb.db
      .select({ s: sql<string>`coalesce(sum(amount_minor), 0)` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, agent.user.id));
    // Whatever earlier tests took, 10000.00 GBP left before this booking.
    await setCredit(1_000_000 - Number(spent?.s ?? 0));
    const pkg = await makePackage(9);
    const r = await book(holdBody(pkg, { customer_user_id: traveller.user.id }));
    expect(r.json.data.status).toBe('confirmed');
    const id = r.json.data.id as string;
    const queued = await tdb.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, CONFIRMATION_EMAIL_JOB), sql`${jobs.payload}->>'booking_id' = ${id}`));
    expect(queued).toHaveLength(1);
    const run = jobHandler(CONFIRMATION_EMAIL_JOB)?.run;
    await run?.({ db: tdb.db, job: queued[0] as never });
    await run?.({ db: tdb.db, job: queued[0] as never });
    const sent = (
      await tdb.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.tenantId, demo.id), eq(outboxMessages.kind, 'booking_confirmation')))
    ).filter((m) => m.subject?.includes(r.json.data.reference));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.recipient).toBe(traveller.user.email);
    expect(sent[0]?.text).toContain('Total: £3,000.00');
    expect(
      Buffer.from(sent[0]?.attachments[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    for (const who of [agent, traveller]) {
      const details = await call('GET', `/get_payment_details/?booking_id=${id}`, { cookie: who.cookie });
      expect(details.status).toBe(200);
      expect(details.json.data).toMatchObject([
        {
          method: 'agent_balance',
          method_name: 'Agent balance',
          amount: 3000,
          currency: 'GBP',
          status: 'captured',
        },
      ]);
    }
    expect(
      (await call('GET', `/get_payment_details/?booking_id=${id}`, { cookie: stranger.cookie })).status,
    ).toBe(404);

    const prereqs = (q: string, who: { cookie: string } = agent) =>
      call('GET', `/get_payment_prereqs/?${q}`, { cookie: who.cookie });
    const gbp = await prereqs('currency=GBP&partner_id=1&payment_method_id=test-card');
    expect(gbp.status).toBe(200);
    expect(gbp.json.data).toEqual({ agent_balance: 7000, currency: 'GBP', has_balance: true });
    const eur = await prereqs(`currency=eur&agent_id=${agent.user.id}`);
    const rates = await tenantExchangeRates(tdb.db, demo.id);
    expect(eur.json.data).toEqual({
      agent_balance: toMajorUnits(convertMinor(700_000, 'GBP', 'EUR', rates), 'EUR'),
      currency: 'EUR',
      has_balance: true,
    });
    expect(eur.json.data.agent_balance).not.toBe(7000);
    // A traveller has no balance: 0, not an error; another agent's balance is not theirs to see.
    expect((await prereqs('currency=GBP', traveller)).json.data).toEqual({
      agent_balance: 0,
      currency: 'GBP',
      has_balance: false,
    });
    expect((await prereqs(`currency=GBP&agent_id=${agent.user.id}`, traveller)).status).toBe(403);
    const admin = await makeUser(tdb.db, demo, 'Agency Admin');
    expect((await prereqs(`currency=GBP&agent_id=${agent.user.id}`, admin)).json.data.agent_balance).toBe(
      7000,
    );
    expect((await prereqs('currency=GBP&agent_id=not-a-user', admin)).status).toBe(404);
    const missing = await prereqs('partner_id=1');
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/^currency: /);
    expect((await prereqs('currency=EU')).status).toBe(400);
    expect((await call('GET', '/get_payment_prereqs/?currency=GBP')).status).toBe(401);
  });

  it('a booking made in Arabic keeps its language: its confirmation e-mail is in Arabic, right to left', async () => {
    // The site offers ar-AE (its catalogue is shipped); a tag that is no shipped locale falls back.
    const config = { ...demo.config, locales: ['en-GB', 'ar-AE'], default_locale: 'en-GB' };
    await tdb.db.update(tenants).set({ config }).where(eq(tenants.id, demo.id));
    try {
      const [spent] = await tdb.db
        .select({ s: sql<string>`coalesce(sum(amount_minor), 0)` })
        .from(walletEntries)
        .where(eq(walletEntries.userId, agent.user.id));
      await setCredit(1_000_000 - Number(spent?.s ?? 0));
      const pkg = await makePackage(9);
      const body = holdBody(pkg, { customer_user_id: traveller.user.id });
      const r = await call('POST', '/api/booking/book', {
        body,
        cookie: agent.cookie,
        key: key(),
        headers: { 'X-Itinera-Locale': 'ar-AE' },
      });
      expect(r.status).toBe(200);
      const id = r.json.data.id as string;
      const [row] = await tdb.db
        .select({ locale: bookings.locale })
        .from(bookings)
        .where(eq(bookings.id, id));
      expect(row?.locale).toBe('ar-AE');
      // The agent who booked used the page in Arabic: it is their language from now on.
      const [booker] = await tdb.db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, agent.user.id));
      expect(booker?.locale).toBe('ar-AE');
      const queued = await tdb.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, CONFIRMATION_EMAIL_JOB), sql`${jobs.payload}->>'booking_id' = ${id}`));
      await jobHandler(CONFIRMATION_EMAIL_JOB)?.run({ db: tdb.db, job: queued[0] as never });
      const [sent] = (
        await tdb.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'booking_confirmation'))
      ).filter((m) => m.subject?.includes(r.json.data.reference));
      expect(sent?.subject).toMatch(/[\u0600-\u06ff]/);
      expect(sent?.html).toContain('<html lang="ar-AE" dir="rtl">');

      const other = await call('POST', '/api/booking/book', {
        body: holdBody(await makePackage(9), { customer_user_id: traveller.user.id }),
        cookie: agent.cookie,
        key: key(),
        headers: { 'X-Itinera-Locale': 'xx-YY' },
      });
      const [fallback] = await tdb.db
        .select({ locale: bookings.locale })
        .from(bookings)
        .where(eq(bookings.id, other.json.data.id));
      expect(fallback?.locale).toBe('en-GB');
    } finally {
      await tdb.db.update(tenants).set({ config: demo.config }).where(eq(tenants.id, demo.id));
    }
  });

  it('refuses every booking call on a site with booking switched off', async () => {
    const pkg = await makePackage(9);
    await withBookingOff(tdb.db, demo, async () => {
      for (const [method, path] of [
        ['POST', '/api/booking/reprice'],
        ['POST', '/api/booking/hold'],
        ['GET', '/api/booking/get-bookings'],
      ] as const) {
        const r = await call(method, path, {
          body: method === 'POST' ? holdBody(pkg) : undefined,
          cookie: traveller.cookie,
          key: key(),
        });
        expect(r.status).toBe(403);
        expect(r.json.message).toBe(BOOKING_MESSAGES.disabled);
      }
    });
    expect(await seatsOf(pkg)).toBeUndefined();
    const [none] = await tdb.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.packageId, pkg.id)));
    expect(none?.n).toBe(0);
  });
});
