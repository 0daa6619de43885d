/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { payFailureMessage, payFailurePath, payitFailureTarget } from '@/components/booking/pay-failure-path';
import { runDueJobs } from '@/lib/backend/jobs';
import { TEST_CARDS } from '@/lib/backend/payment/test-gateway/cards';
import { signedOutcome } from '@/lib/backend/payment/test-gateway/server';
import {
  bookings,
  creditNotes,
  paymentRefunds,
  payments,
  staticPackages,
  type Tenant,
  testGatewayRefunds,
  testGatewaySessions,
  users,
} from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { type Json, makePackage } from '../booking/test-helpers';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { PAYMENT_MESSAGES, refundMessage } from './messages';
import { issueRefund } from './refunds';

/**
 * Issue 26, money: each reproduction of the probe, raced and then arriving late. A £995 booking is
 * paid twice (two FULL, two PARTIAL of £900, PARTIAL £300 then FULL), paid after it was cancelled,
 * paid after its hold ran out. The bound every test proves: what the booking keeps (captures less
 * refunds at the gateway) never passes its total, and each capture it could not take is refunded
 * through the gateway with its reason while the visitor is told so.
 */

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DEPARTURE = inDays(90);
const ORIGIN = 'http://demo.localhost:3000';
const TOTAL = 99_500;

describe.each(testDrivers())('payments bounded by what is owed on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;

  beforeAll(async () => {
    tdb = await open();
    ({ demo } = await demoTenants(tdb.db));
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  const request = (
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

  /** A traveller of their own with a £995 booking (one adult) held. */
  async function held995() {
    const traveller = await makeUser(tdb.db, demo, 'Consumer');
    const pkg = await makePackage(tdb.db, demo, DEPARTURE, 9);
    await tdb.db.update(staticPackages).set({ priceFromMinor: TOTAL }).where(eq(staticPackages.id, pkg.id));
    const r = await call('POST', '/api/booking/hold', {
      cookie: traveller.cookie,
      key: `k-${Date.now()}-${Math.random()}`,
      json: {
        package_id: pkg.slug,
        departure_date: DEPARTURE,
        adults: 1,
        currency: 'GBP',
        accepted_total: TOTAL,
        travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'A', last_name: 'B' }],
      },
    });
    expect(r.status).toBe(200);
    return { id: r.json.data.id as string, cookie: traveller.cookie };
  }

  const makePayment = (b: { id: string; cookie: string }, over: Record<string, unknown> = {}) =>
    call('POST', '/make_payment/', {
      cookie: b.cookie,
      json: {
        payment_method_id: 'test-card',
        order_id: b.id,
        full_or_partial_payment: 'FULL',
        currency: 'GBP',
        ...over,
      },
    });
  const sessionOf = (answer: { json: Json }) => answer.json.data.response_content.fields.session as string;

  /** Pays a session on the hosted page: the redirect back (303), or the closed page's status. */
  async function payOnGateway(
    session: string,
    card: string = TEST_CARDS.success,
  ): Promise<{ status: number; back: URL | null }> {
    const res = await request('POST', '/api/test-gateway/pay', {
      form: { session, name: 'A B', card_number: card, expiry: '12/30', cvc: '123' },
    });
    const location = res.headers.get('location');
    return { status: res.status, back: location ? new URL(location, ORIGIN) : null };
  }
  /** The browser's return through save_payment, as payit sends it. */
  const saveReturn = (cookie: string, back: URL) => {
    const params = Object.fromEntries(back.searchParams);
    return call('POST', '/save_payment/', {
      cookie,
      json: { payment_attempt_id: params.payment_id, api_response: params },
    });
  };

  const bookingRow = async (id: string) =>
    (await tdb.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const paymentsOf = (id: string) => tdb.db.select().from(payments).where(eq(payments.bookingId, id));
  const refundsOf = (id: string) =>
    tdb.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, id));

  /**
   * What the gateway took for the booking and did not give back: its captured sessions less their
   * refunds. The bound: never more than the booking's total, and equal to what it shows as paid.
   */
  async function kept(bookingId: string): Promise<number> {
    const ids = (await paymentsOf(bookingId)).map((p) => p.gatewayRef).filter((r): r is string => !!r);
    if (ids.length === 0) return 0;
    const list = sql.join(
      ids.map((i) => sql`${i}::uuid`),
      sql`, `,
    );
    const [taken] = await tdb.db
      .select({ sum: sql<number>`coalesce(sum(${testGatewaySessions.amountMinor}), 0)::int` })
      .from(testGatewaySessions)
      .where(and(eq(testGatewaySessions.status, 'captured'), sql`${testGatewaySessions.id} in (${list})`));
    const [back] = await tdb.db
      .select({ sum: sql<number>`coalesce(sum(${testGatewayRefunds.amountMinor}), 0)::int` })
      .from(testGatewayRefunds)
      .where(sql`${testGatewayRefunds.sessionId} in (${list})`);
    return (taken?.sum ?? 0) - (back?.sum ?? 0);
  }
  /** Every refund recorded for the booking went through the gateway, which gave its own id. */
  async function expectRefundedAtGateway(bookingId: string, reasons: string[]) {
    const refunds = await refundsOf(bookingId);
    expect(refunds.map((r) => r.reason).sort()).toEqual([...reasons].sort());
    for (const r of refunds) {
      expect(r).toMatchObject({ status: 'refunded', gatewayRefundId: expect.any(String) });
      const [atGateway] = await tdb.db
        .select()
        .from(testGatewayRefunds)
        .where(eq(testGatewayRefunds.id, r.gatewayRefundId as string));
      expect(atGateway?.amountMinor).toBe(r.amountMinor);
    }
  }
  /** The worker's turn: sessions closed, refunds made (and made again: nothing doubles). */
  const runJobs = async () => {
    await runDueJobs(tdb.db);
    await runDueJobs(tdb.db);
  };

  it('two FULL payments raced: one open payment, paid never above the total, the other capture refunded', async () => {
    const b = await held995();
    const answers = await Promise.all([makePayment(b), makePayment(b)]);
    const started = answers.filter((a) => a.status === 200);
    expect(started.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBe(409);
    expect((await paymentsOf(b.id)).filter((p) => p.status === 'created')).toHaveLength(1);
    // Both sessions paid with the test card at once.
    const paid = await Promise.all(started.map((a) => payOnGateway(sessionOf(a))));
    for (const p of paid.filter((x) => x.back)) await saveReturn(b.cookie, p.back as URL);
    await runJobs();
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    expect(await kept(b.id)).toBe(TOTAL);
    const refunded = (await paymentsOf(b.id)).filter((p) => p.status === 'refunded');
    await expectRefundedAtGateway(
      b.id,
      refunded.map(() => 'superseded'),
    );
  });

  it('a superseded session captured before it closed is refunded through the gateway; the visitor reads why', async () => {
    const b = await held995();
    const first = await makePayment(b);
    const session = sessionOf(first);
    // The gateway captured the first session, but its webhook has not reached us yet.
    await tdb.db
      .update(testGatewaySessions)
      .set({ status: 'captured' })
      .where(eq(testGatewaySessions.id, session));
    const second = await makePayment(b);
    expect(second.status).toBe(200);
    const [old] = await tdb.db.select().from(payments).where(eq(payments.id, first.json.data.payment_id));
    expect(old).toMatchObject({ status: 'refunded', endReason: 'superseded' });
    await expectRefundedAtGateway(b.id, ['superseded']);
    // The first page's return arrives: pay-failure, saying the money goes back.
    const [s] = await tdb.db.select().from(testGatewaySessions).where(eq(testGatewaySessions.id, session));
    const back = new URL(`/payit?${new URLSearchParams(signedOutcome(s as never))}`, ORIGIN);
    expect((await saveReturn(b.cookie, back)).json).toEqual({
      status: 'FAILED',
      message: refundMessage('superseded'),
    });
    // The newer payment pays the booking, once.
    const paid = await payOnGateway(sessionOf(second));
    expect((await saveReturn(b.cookie, paid.back as URL)).json.status).toBe('SUCCESS');
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    expect(await kept(b.id)).toBe(TOTAL);
    // The refund is made once, however often it is asked for (job, retries, the request itself).
    await runJobs();
    await issueRefund(tdb.db, demo.id, first.json.data.payment_id);
    const atGateway = await tdb.db
      .select()
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.sessionId, session));
    expect(atGateway).toHaveLength(1);
    // The booking shows the refund with its reason and the gateway's reference.
    const view = await call('GET', `/api/booking/get-booking-details?booking_id=${b.id}`, {
      cookie: b.cookie,
    });
    expect(view.json.data.refunds).toEqual([
      {
        amount: { amount: TOTAL, currency: 'GBP' },
        reason: 'superseded',
        status: 'refunded',
        gateway_refund_id: atGateway[0]?.id,
        created_at: expect.any(String),
      },
    ]);
  });

  it('two PARTIAL payments of £900, one after the other and raced: £900 kept, a cancellation credits £900, not £1,800', async () => {
    const part = (b: { id: string; cookie: string }) =>
      makePayment(b, { full_or_partial_payment: 'PARTIAL', payment_amount: '900.00' });
    // As the probe did: two make_payment calls, then both sessions paid.
    const one = await held995();
    const first = await part(one);
    const second = await part(one);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [late, ok] = await Promise.all([payOnGateway(sessionOf(first)), payOnGateway(sessionOf(second))]);
    expect(late.status).toBe(404);
    expect((await saveReturn(one.cookie, ok.back as URL)).json.status).toBe('SUCCESS');
    // Raced: whichever make_payment came second supersedes (or is told it was superseded).
    const two = await held995();
    const answers = await Promise.all([part(two), part(two)]);
    const started = answers.filter((a) => a.status === 200);
    expect(started.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBe(409);
    const paid = await Promise.all(started.map((a) => payOnGateway(sessionOf(a))));
    for (const p of paid.filter((x) => x.back)) await saveReturn(two.cookie, p.back as URL);
    await runJobs();
    for (const b of [one, two]) {
      expect(await bookingRow(b.id)).toMatchObject({ status: 'partially_paid', paidMinor: 90_000 });
      expect(await kept(b.id)).toBe(90_000);
      const view = await call('GET', `/api/booking/get-booking-details?booking_id=${b.id}`, {
        cookie: b.cookie,
      });
      expect(view.json.data.balance_due.amount).toBe(9_500);
      const cancel = await call('POST', '/api/booking/cancel', {
        cookie: b.cookie,
        json: { booking_id: b.id, accepted_fee: 0 },
      });
      expect(cancel.status).toBe(200);
      const notes = await tdb.db.select().from(creditNotes).where(eq(creditNotes.bookingId, b.id));
      expect(notes.map((n) => n.amountMinor)).toEqual([90_000]);
    }
  });

  it('PARTIAL £300 then FULL: the FULL supersedes it, the £300 session cannot be paid, £995 is kept', async () => {
    const b = await held995();
    const part = await makePayment(b, { full_or_partial_payment: 'PARTIAL', payment_amount: '300.00' });
    expect(part.status).toBe(200);
    const full = await makePayment(b);
    expect(full.status).toBe(200);
    expect((await paymentsOf(b.id)).find((p) => p.id === full.json.data.payment_id)?.amountMinor).toBe(TOTAL);
    const [late, ok] = await Promise.all([payOnGateway(sessionOf(part)), payOnGateway(sessionOf(full))]);
    // The gateway refuses the closed session: its page says so and nothing is taken.
    expect(late.status).toBe(404);
    expect((await saveReturn(b.cookie, ok.back as URL)).json.status).toBe('SUCCESS');
    await runJobs();
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    expect(await kept(b.id)).toBe(TOTAL);
    // Paid in full: nothing more can be started.
    expect((await makePayment(b)).status).toBe(409);
  });

  it('paid after a cancel: the session is closed at the gateway, and a capture that slipped through is refunded', async () => {
    const cancelAt = (b: { id: string; cookie: string }) =>
      call('POST', '/api/booking/cancel', { cookie: b.cookie, json: { booking_id: b.id, accepted_fee: 0 } });
    // Cancel, then pay the old session: the gateway no longer takes it.
    const a = await held995();
    const sa = sessionOf(await makePayment(a));
    expect((await cancelAt(a)).status).toBe(200);
    expect((await payOnGateway(sa)).status).toBe(404);
    expect(await kept(a.id)).toBe(0);

    // Captured at the gateway a moment before the cancel reached it: refunded, never applied.
    const b = await held995();
    const pb = await makePayment(b);
    await tdb.db
      .update(testGatewaySessions)
      .set({ status: 'captured' })
      .where(eq(testGatewaySessions.id, sessionOf(pb)));
    expect((await cancelAt(b)).status).toBe(200);
    const [s] = await tdb.db
      .select()
      .from(testGatewaySessions)
      .where(eq(testGatewaySessions.id, sessionOf(pb)));
    const back = new URL(`/payit?${new URLSearchParams(signedOutcome(s as never))}`, ORIGIN);
    const saved = await saveReturn(b.cookie, back);
    expect(saved.json).toEqual({ status: 'FAILED', message: refundMessage('booking_ended') });
    expect(saved.json.message).toContain('is being returned');
    expect(await bookingRow(b.id)).toMatchObject({ status: 'cancelled', paidMinor: 0 });
    expect(await kept(b.id)).toBe(0);
    await expectRefundedAtGateway(b.id, ['booking_ended']);
  });

  it('paid after the hold ran out: never "SUCCESS", the booking stays ended, the capture is refunded', async () => {
    const expire = async (id: string) => {
      await tdb.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, id));
    };
    // Swept (the next booking call) before the visitor pays: the webhook and the return refund it.
    const a = await held995();
    const pa = await makePayment(a);
    await expire(a.id);
    await call('GET', '/api/booking/get-bookings', { cookie: a.cookie });
    expect((await bookingRow(a.id))?.status).toBe('expired');
    const paid = await payOnGateway(sessionOf(pa));
    expect(paid.status).toBe(303);
    const saved = await saveReturn(a.cookie, paid.back as URL);
    expect(saved.json).toEqual({ status: 'FAILED', message: refundMessage('booking_ended') });
    await runJobs();
    expect(await bookingRow(a.id)).toMatchObject({ status: 'expired', paidMinor: 0 });
    expect(await kept(a.id)).toBe(0);
    await expectRefundedAtGateway(a.id, ['booking_ended']);

    // Not swept yet when the capture arrives: the capture ends the hold itself and is refunded.
    const b = await held995();
    const pb = await makePayment(b);
    await expire(b.id);
    const late = await payOnGateway(sessionOf(pb));
    expect((await saveReturn(b.cookie, late.back as URL)).json.status).toBe('FAILED');
    expect(await bookingRow(b.id)).toMatchObject({ status: 'expired', paidMinor: 0 });
    await runJobs();
    expect(await kept(b.id)).toBe(0);

    // Once the worker has closed an expired booking's session, the gateway refuses it.
    const c = await held995();
    const pc = await makePayment(c);
    await expire(c.id);
    await call('GET', '/api/booking/get-bookings', { cookie: c.cookie });
    await runJobs();
    expect((await payOnGateway(sessionOf(pc))).status).toBe(404);
    const [closed] = await tdb.db.select().from(payments).where(eq(payments.id, pc.json.data.payment_id));
    expect(closed).toMatchObject({ status: 'closed', endReason: 'booking_ended' });
    expect(closed?.sessionClosedAt).toBeInstanceOf(Date);
    const status = await call('GET', `/get_external_payment_status/?orderId=${pc.json.data.payment_id}`, {
      cookie: c.cookie,
    });
    expect(status.json).toEqual({ status: 'FAILED', message: PAYMENT_MESSAGES.notPayable });
  });

  it('paid from the agency balance while the card page is open: the card capture is an over-payment, refunded', async () => {
    const b = await held995();
    const card = await makePayment(b);
    const admin = await makeUser(tdb.db, demo, 'Agency Admin');
    await tdb.db
      .update(users)
      .set({ creditMinor: 10_000_000, creditCurrency: 'GBP' })
      .where(eq(users.id, admin.user.id));
    // Both at once: the balance's confirm-hold and the card paid on the hosted page.
    const [confirmed, paid] = await Promise.all([
      call('POST', '/api/booking/confirm-hold', { cookie: admin.cookie, json: { booking_id: b.id } }),
      payOnGateway(sessionOf(card)),
    ]);
    if (paid.back) await saveReturn(b.cookie, paid.back);
    await runJobs();
    const row = await bookingRow(b.id);
    expect(row).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    // Whichever came first paid the booking; the other was refused (409) or refunded.
    const byBalance = confirmed.status === 200;
    const byCard = (await kept(b.id)) === TOTAL;
    expect(byBalance !== byCard).toBe(true);
    if (byBalance) {
      expect(await kept(b.id)).toBe(0);
      const refunds = await refundsOf(b.id);
      if (refunds.length > 0) await expectRefundedAtGateway(b.id, ['over_payment']);
    } else expect(confirmed.status).toBe(409);
  });

  it('a declined card, or a capture being returned: payit lands on pay-failure with the reason as its msg', async () => {
    /** Where payit sends the browser for a return, and the msg pay-failure then shows. */
    const landing = async (cookie: string, back: URL) => {
      const query = Object.fromEntries(back.searchParams);
      let target = payitFailureTarget(query);
      if (!target) {
        const saved = await saveReturn(cookie, back);
        target = saved.json.status === 'SUCCESS' ? '/pay-success' : payFailurePath(saved.json.message);
      }
      const url = new URL(target, ORIGIN);
      return { path: url.pathname, msg: payFailureMessage(Object.fromEntries(url.searchParams)) };
    };
    const a = await held995();
    const declined = await payOnGateway(sessionOf(await makePayment(a)), TEST_CARDS.decline);
    expect(declined.back?.searchParams.get('result')).toBe('FAILED');
    expect(await landing(a.cookie, declined.back as URL)).toEqual({
      path: '/pay-failure',
      msg: 'Your card was declined.',
    });
    // Captured a moment before the booking was cancelled: save_payment says the money goes back.
    const b = await held995();
    const session = sessionOf(await makePayment(b));
    await tdb.db
      .update(testGatewaySessions)
      .set({ status: 'captured' })
      .where(eq(testGatewaySessions.id, session));
    await call('POST', '/api/booking/cancel', {
      cookie: b.cookie,
      json: { booking_id: b.id, accepted_fee: 0 },
    });
    const [s] = await tdb.db.select().from(testGatewaySessions).where(eq(testGatewaySessions.id, session));
    const back = new URL(`/payit?${new URLSearchParams(signedOutcome(s as never))}`, ORIGIN);
    expect(await landing(b.cookie, back)).toEqual({
      path: '/pay-failure',
      msg: refundMessage('booking_ended'),
    });
  });
});
