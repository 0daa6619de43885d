/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { VIEW_ALL_BOOKINGS } from '@/lib/auth/rules';
import { jobHandler } from '@/lib/backend/jobs/registry';
import { TEST_CARDS } from '@/lib/backend/payment/test-gateway/cards';
import { signedOutcome } from '@/lib/backend/payment/test-gateway/server';
import {
  bookings,
  creditNotes,
  departureSeats,
  jobs,
  outboxMessages,
  paymentEvents,
  payments,
  type StaticPackage,
  type Tenant,
  testGatewaySessions,
  users,
} from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { CONFIRMATION_EMAIL_JOB } from '../booking/confirmation-email';
import { LAPSE_BALANCE_JOB } from '../booking/lapse-balance';
import { makePackage as makePackageFor } from '../booking/test-helpers';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { PAYMENT_MESSAGES } from './messages';
import { RECONCILE_JOB } from './reconcile';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk response bodies of several shapes
type Json = any;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DEPARTURE = inDays(90);
const ORIGIN = 'http://demo.localhost:3000';

describe.each(testDrivers())('payments through the test gateway on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  let traveller: { cookie: string; user: { id: string; email: string | null } };
  let stranger: { cookie: string; user: { id: string } };
  /** Agency staff who see all bookings: the ones who re-send a confirmation (send_book_email/). */
  let staff: { cookie: string; user: { id: string } };

  beforeAll(async () => {
    tdb = await open();
    ({ demo } = await demoTenants(tdb.db));
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    traveller = await makeUser(tdb.db, demo, 'Consumer');
    stranger = await makeUser(tdb.db, demo, 'Consumer');
    staff = await makeUser(tdb.db, demo, 'Agency Employee');
    await tdb.db
      .update(users)
      .set({ permissions: [VIEW_ALL_BOOKINGS] })
      .where(eq(users.id, staff.user.id));
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  const makePackage = (seats = 9) => makePackageFor(tdb.db, demo, DEPARTURE, seats);

  const request = async (
    method: 'GET' | 'POST',
    path: string,
    opts: { json?: unknown; form?: Record<string, string>; cookie?: string; key?: string } = {},
  ) =>
    backend.request(path, {
      method,
      redirect: 'manual',
      headers: {
        [SITE_HEADER]: 'demo',
        host: 'demo.localhost:3000',
        origin: ORIGIN,
        ...(opts.json ? { 'content-type': 'application/json' } : {}),
        ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.key ? { 'idempotency-key': opts.key } : {}),
      },
      ...(opts.json ? { body: JSON.stringify(opts.json) } : {}),
      ...(opts.form ? { body: new URLSearchParams(opts.form).toString() } : {}),
    });
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    opts: { json?: unknown; cookie?: string; key?: string } = {},
  ) => {
    const res = await request(method, path, opts);
    return { status: res.status, json: (await res.json()) as Json };
  };

  /** A held booking of 2 adults (2000.00 GBP) by the traveller. */
  async function held(pkg: StaticPackage): Promise<string> {
    const r = await call('POST', '/api/booking/hold', {
      cookie: traveller.cookie,
      key: `k-${Date.now()}-${Math.random()}`,
      json: {
        package_id: pkg.slug,
        departure_date: DEPARTURE,
        adults: 2,
        currency: 'GBP',
        accepted_total: 200_000,
        travellers: [
          { kind: 'adult', title: 'Mr.', first_name: 'A', last_name: 'B' },
          { kind: 'adult', title: 'Ms.', first_name: 'C', last_name: 'D' },
        ],
      },
    });
    expect(r.status).toBe(200);
    return r.json.data.id;
  }

  const makePayment = (bookingId: string, over: Record<string, unknown> = {}, cookie = traveller.cookie) =>
    call('POST', '/make_payment/', {
      cookie,
      json: {
        payment_method_id: 'test-card',
        order_id: bookingId,
        full_or_partial_payment: 'FULL',
        currency: 'GBP',
        ...over,
      },
    });

  /** Pays on the hosted page with a card; the gateway's redirect back (a /payit URL). */
  async function payOnGateway(session: string, card: string, threeDsCode?: string): Promise<URL> {
    const pageRes = await request('GET', `/api/test-gateway/pay?session=${session}`);
    expect(pageRes.status).toBe(200);
    expect(await pageRes.text()).toContain('Pay by card');
    let res = await request('POST', '/api/test-gateway/pay', {
      form: { session, name: 'A B', card_number: card, expiry: '12/30', cvc: '123' },
    });
    if (threeDsCode !== undefined) {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('3-D Secure');
      res = await request('POST', '/api/test-gateway/pay/3ds', { form: { session, code: threeDsCode } });
    }
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') as string, ORIGIN);
  }

  const bookingRow = async (id: string) =>
    (await tdb.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const seats = async (pkg: StaticPackage) =>
    (await tdb.db.select().from(departureSeats).where(eq(departureSeats.packageId, pkg.id)))[0]?.available;
  const saveReturn = (params: Record<string, string>, cookie = traveller.cookie) =>
    call('POST', '/save_payment/', {
      cookie,
      json: { payment_attempt_id: params.payment_id, api_response: params },
    });

  it('pays in full with the success card: INTERMEDIATE form, signed return, booking confirmed once', async () => {
    const pkg = await makePackage();
    const id = await held(pkg);
    const started = await makePayment(id);
    expect(started.status).toBe(200);
    expect(started.json.status).toBe('INTERMEDIATE');
    const form = started.json.data.response_content;
    expect(form).toMatchObject({ action: '/api/api/test-gateway/pay', method: 'GET' });
    const back = await payOnGateway(form.fields.session, TEST_CARDS.success);
    expect(back.pathname).toBe('/payit');
    const params = Object.fromEntries(back.searchParams);
    expect(params).toMatchObject({ result: 'CAPTURED', amount: '200000', currency: 'GBP' });
    // The gateway's webhook already confirmed it; the return agrees.
    const saved = await saveReturn(params);
    expect(saved.json).toEqual({ status: 'SUCCESS', message: null });
    const b = await bookingRow(id);
    expect(b).toMatchObject({ status: 'confirmed', paidMinor: 200_000, holdExpiresAt: null });
    expect(await seats(pkg)).toBe(7);
    // A replayed return is refused and applies nothing again.
    const replay = await saveReturn(params);
    expect(replay.status).toBe(409);
    expect(replay.json.message).toBe(PAYMENT_MESSAGES.replayed);
    expect((await bookingRow(id))?.paidMinor).toBe(200_000);
    // Paid: voucher and invoice are real PDFs.
    for (const doc of ['voucher', 'invoice']) {
      const res = await request('GET', `/api/booking/${doc}?booking_id=${id}`, { cookie: traveller.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        (await request('GET', `/api/booking/${doc}?booking_id=${id}`, { cookie: stranger.cookie })).status,
      ).toBe(404);
    }
  });

  /** The confirmation e-mail jobs the booking's payments enqueued. */
  const emailJobs = (bookingId: string) =>
    tdb.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, CONFIRMATION_EMAIL_JOB), sql`${jobs.payload}->>'booking_id' = ${bookingId}`));
  const confirmations = async (reference: string) =>
    (
      await tdb.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.tenantId, demo.id), eq(outboxMessages.kind, 'booking_confirmation')))
    ).filter((m) => m.subject?.includes(reference));
  /** Runs each queued confirmation job of the booking as the worker would, twice (a retry). */
  const runEmailJobs = async (bookingId: string) => {
    const run = jobHandler(CONFIRMATION_EMAIL_JOB)?.run;
    expect(run).toBeDefined();
    for (const job of await emailJobs(bookingId)) {
      await run?.({ db: tdb.db, job });
      await run?.({ db: tdb.db, job });
    }
  };

  it('a paid booking e-mails its traveller once, with the voucher; send_book_email/ sends it again', async () => {
    const pkg = await makePackage();
    const id = await held(pkg);
    const started = await makePayment(id);
    const back = await payOnGateway(started.json.data.response_content.fields.session, TEST_CARDS.success);
    // The return after the webhook changes nothing and enqueues nothing more.
    await saveReturn(Object.fromEntries(back.searchParams));
    const b = await bookingRow(id);
    expect(b?.status).toBe('confirmed');
    const reference = b?.reference as string;
    expect(await emailJobs(id)).toHaveLength(1);
    await runEmailJobs(id);
    const sent = await confirmations(reference);
    expect(sent).toHaveLength(1);
    const mail = sent[0];
    expect(mail?.recipient).toBe(traveller.user.email);
    expect(mail?.subject).toBe(`Your Wanderlight Holidays booking ${reference} is confirmed`);
    expect(mail?.text).toContain(`Booking reference: ${reference}`);
    expect(mail?.text).toContain(`Package: ${pkg.title}`);
    expect(mail?.text).toContain('Travellers: Mr. A B, Ms. C D');
    expect(mail?.text).toContain('Total: £2,000.00');
    expect(mail?.text).toContain('Paid: £2,000.00');
    expect(mail?.text).not.toContain('Balance due');
    expect(mail?.links).toEqual([expect.stringMatching(new RegExp(`/bookingDetails/${id}$`))]);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.filename).toBe(`voucher-${reference}.pdf`);
    const pdf = Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await bookingRow(id))?.confirmationSentAt).toBeInstanceOf(Date);

    // The traveller cannot ask for it again: re-sending is for staff.
    expect(
      (await call('POST', '/send_book_email/', { cookie: traveller.cookie, json: { booking_id: id } }))
        .status,
    ).toBe(403);
    const again = await call('POST', '/send_book_email/', {
      cookie: staff.cookie,
      json: { booking_id: id },
    });
    expect(again.status).toBe(200);
    expect(again.json.success).toBe(true);
    expect(await confirmations(reference)).toHaveLength(2);
    expect((await confirmations(reference))[1]?.recipient).toBe(traveller.user.email);
    expect((await call('POST', '/send_book_email/', { cookie: staff.cookie, json: {} })).status).toBe(400);
    expect(
      (await call('POST', '/send_book_email/', { cookie: staff.cookie, json: { booking_id: 'nope' } }))
        .status,
    ).toBe(404);
    expect((await call('POST', '/send_book_email/', { json: { booking_id: id } })).status).toBe(401);
    expect(await confirmations(reference)).toHaveLength(2);

    // get_payment_details/: the captured card payment, for the traveller only.
    const details = await call('GET', `/get_payment_details/?booking_id=${id}`, { cookie: traveller.cookie });
    expect(details.status).toBe(200);
    expect(details.json.data).toEqual([
      {
        id: expect.any(String),
        method: 'test-card',
        method_name: 'Card',
        amount: 2000,
        currency: 'GBP',
        status: 'captured',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect(
      (await call('GET', `/get_payment_details/?booking_id=${id}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    const missing = await call('GET', '/get_payment_details/', { cookie: traveller.cookie });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/^booking_id: /);
  });

  it('a held (unpaid) booking has no confirmation to send', async () => {
    const pkg = await makePackage();
    const id = await held(pkg);
    expect(await emailJobs(id)).toHaveLength(0);
    const r = await call('POST', '/send_book_email/', { cookie: staff.cookie, json: { booking_id: id } });
    expect(r.status).toBe(409);
  });

  it('refuses a tampered, a stale and a foreign return', async () => {
    const pkg = await makePackage();
    const id = await held(pkg);
    const started = await makePayment(id);
    const session = started.json.data.response_content.fields.session;
    const back = Object.fromEntries((await payOnGateway(session, TEST_CARDS.success)).searchParams);
    for (const tampered of [
      { ...back, amount: '100' },
      { ...back, result: 'CAPTURED', sig: `${(back.sig ?? '').slice(0, -2)}00` },
      { ...back, currency: 'USD' },
    ]) {
      const r = await saveReturn(tampered);
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(PAYMENT_MESSAGES.unverified);
    }
    const [s] = await tdb.db.select().from(testGatewaySessions).where(eq(testGatewaySessions.id, session));
    const stale = signedOutcome(s as never, Date.now() - 20 * 60_000);
    const r = await saveReturn(stale);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(PAYMENT_MESSAGES.stale);
    expect((await saveReturn(back, stranger.cookie)).status).toBe(404);
    expect((await makePayment(id, {}, stranger.cookie)).status).toBe(404);
  });

  it('the decline card fails the payment with its message and releases the seats', async () => {
    const pkg = await makePackage();
    const id = await held(pkg);
    expect(await seats(pkg)).toBe(7);
    const started = await makePayment(id);
    const back = await payOnGateway(started.json.data.response_content.fields.session, TEST_CARDS.decline);
    expect(back.searchParams.get('result')).toBe('FAILED');
    expect(back.searchParams.get('msg')).toBe('Your card was declined.');
    expect((await bookingRow(id))?.status).toBe('failed');
    expect(await seats(pkg)).toBe(9);
    // Nothing paid, no voucher.
    expect(
      (await request('GET', `/api/booking/voucher?booking_id=${id}`, { cookie: traveller.cookie })).status,
    ).toBe(409);
    // A failed booking cannot be paid any more.
    expect((await makePayment(id)).status).toBe(409);
  });

  it('asks for the 3-D Secure code: the right one pays, a wrong one fails', async () => {
    const pkg = await makePackage();
    const ok = await held(pkg);
    const s1 = (await makePayment(ok)).json.data.response_content.fields.session;
    expect((await payOnGateway(s1, TEST_CARDS.threeDSecure, '123456')).searchParams.get('result')).toBe(
      'CAPTURED',
    );
    expect((await bookingRow(ok))?.status).toBe('confirmed');
    const bad = await held(pkg);
    const s2 = (await makePayment(bad)).json.data.response_content.fields.session;
    const back = await payOnGateway(s2, TEST_CARDS.threeDSecure, '000000');
    expect(back.searchParams.get('msg')).toBe('The card could not be authenticated.');
    expect((await bookingRow(bad))?.status).toBe('failed');
  });

  it('a partial payment leaves a balance due with its date; paying the balance confirms', async () => {
    const pkg = await makePackage();
    const id = await held(pkg);
    expect(
      (await makePayment(id, { full_or_partial_payment: 'PARTIAL', payment_amount: '100' })).status,
    ).toBe(400);
    const part = await makePayment(id, { full_or_partial_payment: 'PARTIAL', payment_amount: '500.00' });
    expect(part.status).toBe(200);
    await payOnGateway(part.json.data.response_content.fields.session, TEST_CARDS.success);
    const details = await call('GET', `/api/booking/get-booking-details?booking_id=${id}`, {
      cookie: traveller.cookie,
    });
    expect(details.json.data).toMatchObject({
      status: 'partially_paid',
      paid: { amount: 50_000 },
      balance_due: { amount: 150_000 },
      hold_expires_at: null,
    });
    const due = new Date(`${DEPARTURE}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() - 30);
    expect(details.json.data.balance_due_date).toBe(due.toISOString().slice(0, 10));
    // The first payment confirms the booking: one e-mail, telling the balance still due.
    expect(await emailJobs(id)).toHaveLength(1);
    await runEmailJobs(id);
    const reference = (await bookingRow(id))?.reference as string;
    const [mail, ...more] = await confirmations(reference);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Your Wanderlight Holidays booking ${reference}: payment received`);
    expect(mail?.text).toContain('Paid: £500.00');
    expect(mail?.text).toContain('Balance due: £1,500.00');
    expect((await makePayment(id, { payment_amount: '1000.00' })).status).toBe(400);
    const rest = await makePayment(id, { payment_amount: '1500.00' });
    await payOnGateway(rest.json.data.response_content.fields.session, TEST_CARDS.success);
    expect(await bookingRow(id)).toMatchObject({ status: 'confirmed', paidMinor: 200_000 });
    // Paying the balance sends no second confirmation.
    expect(await emailJobs(id)).toHaveLength(1);
  });

  it('a balance not paid by its due date lapses: cancelled that day under the policy, refund and credit note, seats back', async () => {
    const pkg = await makePackage();
    /** A booking with 500.00 of 2000.00 paid; its balance due date as the payment set it. */
    const partlyPaid = async () => {
      const id = await held(pkg);
      const part = await makePayment(id, { full_or_partial_payment: 'PARTIAL', payment_amount: '500.00' });
      await payOnGateway(part.json.data.response_content.fields.session, TEST_CARDS.success);
      expect(await bookingRow(id)).toMatchObject({ status: 'partially_paid', paidMinor: 50_000 });
      return id;
    };
    const overdue = (id: string) =>
      tdb.db
        .update(bookings)
        .set({ balanceDueDate: inDays(-1) })
        .where(eq(bookings.id, id));
    const lapseJobs = (id: string) =>
      tdb.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, LAPSE_BALANCE_JOB), sql`${jobs.payload}->>'booking_id' = ${id}`));
    const run = jobHandler(LAPSE_BALANCE_JOB)?.run;
    expect(run).toBeDefined();

    // The first part paid scheduled the lapse check for the day after the due date; run early, it does nothing.
    const viaJob = await partlyPaid();
    const [job] = await lapseJobs(viaJob);
    expect(job?.runAfter.getTime()).toBeGreaterThan(Date.parse(`${inDays(59)}T00:00:00Z`));
    await run?.({ db: tdb.db, job: job as never });
    expect((await bookingRow(viaJob))?.status).toBe('partially_paid');
    const seatsBefore = await seats(pkg);
    await overdue(viaJob);
    await run?.({ db: tdb.db, job: job as never });
    await run?.({ db: tdb.db, job: job as never });
    // The demo site charges no cancellation fee: all that was paid is refunded, once.
    expect(await bookingRow(viaJob)).toMatchObject({
      status: 'cancelled',
      cancellationFeeMinor: 0,
      refundMinor: 50_000,
    });
    expect(await seats(pkg)).toBe((seatsBefore ?? 0) + 2);
    const notes = await tdb.db.select().from(creditNotes).where(eq(creditNotes.bookingId, viaJob));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ amountMinor: 50_000, currency: 'GBP' });

    // Without the worker, the next booking call sweeps an overdue balance; one still due is left alone.
    const viaSweep = await partlyPaid();
    const stillDue = await partlyPaid();
    await overdue(viaSweep);
    await call('GET', '/api/booking/get-bookings', { cookie: traveller.cookie });
    expect((await bookingRow(viaSweep))?.status).toBe('cancelled');
    expect((await bookingRow(stillDue))?.status).toBe('partially_paid');
  });

  it('a capture the server never heard of is found and applied once by the reconcile job', async () => {
    const pkg = await makePackage();
    const id = await held(pkg);
    const started = await makePayment(id);
    const paymentId = started.json.data.payment_id;
    // The gateway captured, but neither the webhook nor the browser's return reached the server.
    await tdb.db
      .update(testGatewaySessions)
      .set({ status: 'captured' })
      .where(eq(testGatewaySessions.id, started.json.data.response_content.fields.session));
    const job = { tenantId: demo.id, payload: { payment_id: paymentId } } as never;
    const run = jobHandler(RECONCILE_JOB)?.run;
    await run?.({ db: tdb.db, job });
    await run?.({ db: tdb.db, job });
    expect(await bookingRow(id)).toMatchObject({ status: 'confirmed', paidMinor: 200_000 });
    const [p] = await tdb.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(p?.status).toBe('captured');
    const events = await tdb.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(events).toHaveLength(1);
    const status = await call('GET', `/get_external_payment_status/?orderId=${paymentId}`, {
      cookie: traveller.cookie,
    });
    expect(status.json.status).toBe('SUCCESS');
  });
  it('offers each method with its group; every group reaches the hosted card page and pays (spec §4)', async () => {
    const methods = await call('GET', '/api/payment/get_payment_methods/', { cookie: traveller.cookie });
    expect(methods.json.data).toEqual([
      { id: 'test-card', name: 'Card', method_group: 'form' },
      { id: 'test-netbanking', name: 'Net banking', method_group: 'stored' },
      { id: 'test-wallet', name: 'Wallet (encrypted request)', method_group: 'stored' },
      { id: 'test-upi', name: 'UPI link', method_group: 'url' },
    ]);
    const sessionOf = async (paymentId: string) =>
      (await tdb.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.gatewayRef as string;

    // (b) a stored redirect URL: nothing to follow in the answer; the payer reads it back, nobody else.
    const pkg = await makePackage();
    const viaBank = await makePayment(await held(pkg), { payment_method_id: 'test-netbanking' });
    expect(viaBank.json.data).toMatchObject({ method_group: 'stored', response_content: null });
    const bankId = viaBank.json.data.payment_id;
    const stored = await call('GET', `/get_payment_details/?payment_id=${bankId}`, {
      cookie: traveller.cookie,
    });
    expect(stored.json.data).toEqual({
      redirect_url: `/api/api/test-gateway/pay?session=${await sessionOf(bankId)}`,
      encrypted_request: null,
    });
    expect(
      (await call('GET', `/get_payment_details/?payment_id=${bankId}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    const back = await payOnGateway(await sessionOf(bankId), TEST_CARDS.success);
    expect((await saveReturn(Object.fromEntries(back.searchParams))).json.status).toBe('SUCCESS');
    const [paid] = await tdb.db.select().from(payments).where(eq(payments.id, bankId));
    expect(paid).toMatchObject({ method: 'test-netbanking', status: 'captured' });
    // Once paid, its hand-off is no longer handed out.
    expect(
      (await call('GET', `/get_payment_details/?payment_id=${bankId}`, { cookie: traveller.cookie })).status,
    ).toBe(404);

    // (b) an encrypted request: a POST form whose sealed field opens the card page; a forged one does not.
    const viaWallet = await makePayment(await held(await makePackage()), {
      payment_method_id: 'test-wallet',
    });
    const walletStored = await call(
      'GET',
      `/get_payment_details/?payment_id=${viaWallet.json.data.payment_id}`,
      {
        cookie: traveller.cookie,
      },
    );
    const enc = walletStored.json.data.encrypted_request;
    expect(enc).toMatchObject({ action: '/api/api/test-gateway/pay', method: 'POST' });
    expect(enc.fields.enc_request).not.toContain(await sessionOf(viaWallet.json.data.payment_id));
    const opened = await request('POST', '/api/test-gateway/pay', { form: enc.fields });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Pay by card');
    const forged = await request('POST', '/api/test-gateway/pay', {
      form: { enc_request: `${enc.fields.enc_request.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(404);

    // (c) a URL to go to.
    const viaUpi = await makePayment(await held(await makePackage()), { payment_method_id: 'test-upi' });
    expect(viaUpi.json.data).toMatchObject({
      method_group: 'url',
      payment_attempt_id: await sessionOf(viaUpi.json.data.payment_id),
    });
    const upiPage = await request('GET', viaUpi.json.data.response_content.url.replace(/^\/api/, ''));
    expect(upiPage.status).toBe(200);

    // A method the site does not offer is refused, naming the field.
    const unknown = await makePayment(await held(await makePackage()), { payment_method_id: 'cash' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.json)).toContain('payment_method_id');
  });
});
