/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { runDueJobs } from '@/lib/backend/jobs';
import { paymentEvents, paymentRefunds, type Tenant } from '@/lib/db/schema';
import { type StripeStub, startStripeStub } from '@/tests/support/gateway-stubs/stripe';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../../app';
import type { Json } from '../../booking/test-helpers';
import { logGatewayProblems } from '../check-settings';
import { PAYMENT_MESSAGES } from '../messages';
import { issueRefund } from '../refunds';
import {
  type Backend,
  bookingRow,
  gatewaySite,
  heldBooking,
  paymentsOf,
  refundsOf,
  siteCalls,
  withEnv,
} from '../test-helpers';

/**
 * Stripe end to end against a local stub of its API and hosted Checkout page, with the official SDK
 * and real secrets: a booking paid, the return confirmed by retrieving the session (before or
 * after the webhook), webhooks tampered with, replayed, stale and out of order refused or
 * harmless, a browser that never comes back reconciled, a superseded capture refunded.
 */

const SITE = 'paystripe';
const SECRET_KEY = 'sk_test_itinera_stub_key';
const WEBHOOK_SECRET = 'whsec_itinera_stub_secret';
const TOTAL = 99_500;
const WEBHOOK = '/payment-gateway/stripe/webhook/';

describe.each(testDrivers())('Stripe Checkout through its stub on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: Backend;
  let site: Tenant;
  let stub: StripeStub;
  const stubOptions: Parameters<typeof startStripeStub>[0] = {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
  };
  let restoreEnv: () => void;
  let calls: ReturnType<typeof siteCalls>;

  beforeAll(async () => {
    stub = await startStripeStub(stubOptions);
    restoreEnv = withEnv({
      STRIPE_API_URL: stub.url,
      [`STRIPE_SECRET_KEY__${SITE.toUpperCase()}`]: SECRET_KEY,
      [`STRIPE_WEBHOOK_SECRET__${SITE.toUpperCase()}`]: WEBHOOK_SECRET,
      PAYMENT_RECONCILE_MS: '0',
    });
    tdb = await open();
    site = await gatewaySite(tdb.db, SITE, 7101, 'stripe');
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    calls = siteCalls(backend, SITE);
  }, 60_000);
  afterAll(async () => {
    restoreEnv();
    await stub.close();
    await tdb.dispose();
  }, 60_000);

  const held = () => heldBooking(tdb.db, backend, site, TOTAL);
  const makePayment = (b: { id: string; cookie: string }) =>
    calls.call('POST', '/make_payment/', {
      cookie: b.cookie,
      json: {
        payment_method_id: 'stripe-checkout',
        order_id: b.id,
        full_or_partial_payment: 'FULL',
        currency: 'GBP',
      },
    });
  /** The session make_payment opened, from the hosted page's URL it answered. */
  const sessionOf = (answer: { json: Json }) => {
    const url = new URL(answer.json.data.response_content.url as string);
    return url.pathname.split('/').pop() as string;
  };
  /** The browser back on success_url, as payit hands it to save_payment. */
  const returnFrom = async (cookie: string, session: string) => {
    const s = stub.sessions.get(session);
    const back = new URL((s?.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session));
    const params = Object.fromEntries(back.searchParams);
    return calls.call('POST', '/save_payment/', {
      cookie,
      json: { payment_attempt_id: params.payment_id, api_response: params },
    });
  };
  const send = (w: { payload: string; signature: string }) =>
    calls.webhook(WEBHOOK, w.payload, { 'stripe-signature': w.signature });
  const runJobs = async () => {
    await runDueJobs(tdb.db);
    await runDueJobs(tdb.db);
  };

  it('offers Stripe Checkout and opens a session carrying our payment id, once per payment', async () => {
    const methods = await calls.call('GET', '/api/payment/get_payment_methods/', {
      cookie: (await held()).cookie,
    });
    expect(methods.json.data).toEqual([{ id: 'stripe-checkout', name: 'Card', method_group: 'url' }]);
    expect(methods.json.message).toBeUndefined();
    const b = await held();
    const started = await makePayment(b);
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'INTERMEDIATE', data: { method_group: 'url' } });
    const session = sessionOf(started);
    const [payment] = await paymentsOf(tdb.db, b.id);
    expect(payment).toMatchObject({ gateway: 'stripe', gatewayRef: session, status: 'created' });
    const created = stub
      .apiRequests()
      .find(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v1/checkout/sessions' &&
          (r.body.metadata as Json)?.payment_id === payment?.id,
      );
    expect(created?.headers['idempotency-key']).toBe(`itinera-session-${payment?.id}`);
    expect(created?.body).toMatchObject({
      mode: 'payment',
      client_reference_id: payment?.id,
      line_items: { 0: { quantity: '1', price_data: { currency: 'gbp', unit_amount: String(TOTAL) } } },
    });
    expect(String(created?.body.success_url)).toBe(
      `${calls.origin}/payit?gateway=stripe&payment_id=${payment?.id}&result=CAPTURED&session_id={CHECKOUT_SESSION_ID}`,
    );
    // The secret key went to Stripe only, never into an answer.
    expect(JSON.stringify(started.json)).not.toContain(SECRET_KEY);
  });

  it("the stub's hosted page as a browser sees it: Decline stays on it, Pay sends the webhook and the browser back", async () => {
    stubOptions.deliver = async (w) => {
      expect((await send(w)).status).toBe(200);
    };
    try {
      const b = await held();
      const started = await makePayment(b);
      const pageUrl = started.json.data.response_content.url as string;
      expect(await (await fetch(pageUrl)).text()).toContain('995.00 GBP');
      const declined = await fetch(pageUrl, {
        method: 'POST',
        body: new URLSearchParams({ action: 'decline' }),
      });
      expect(await declined.text()).toContain('Your card was declined.');
      const paid = await fetch(pageUrl, {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay' }),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      const back = new URL(paid.headers.get('location') ?? '');
      expect(back.pathname).toBe('/payit');
      expect(back.searchParams.get('session_id')).toBe(sessionOf(started));
      expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
      const saved = await calls.call('POST', '/save_payment/', {
        cookie: b.cookie,
        json: { api_response: Object.fromEntries(back.searchParams) },
      });
      expect(saved.json).toMatchObject({ status: 'SUCCESS' });
    } finally {
      stubOptions.deliver = undefined;
    }
  });

  it('the return after the webhook: paid once, the return confirmed by Stripe', async () => {
    const b = await held();
    const session = sessionOf(await makePayment(b));
    stub.complete(session);
    const hook = await send(stub.event('checkout.session.completed', session));
    expect(hook).toMatchObject({
      status: 200,
      json: { received: true, outcome: 'applied', payment: 'SUCCESS' },
    });
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    const back = await returnFrom(b.cookie, session);
    expect(back.json).toMatchObject({ status: 'SUCCESS' });
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
  });

  it('the return before the webhook: applied on the return, the late webhook changes nothing', async () => {
    const b = await held();
    const session = sessionOf(await makePayment(b));
    // Back before paying: Stripe says the session is still open, nothing is applied.
    expect((await returnFrom(b.cookie, session)).json).toMatchObject({ status: 'PENDING' });
    stub.complete(session);
    expect((await returnFrom(b.cookie, session)).json).toMatchObject({ status: 'SUCCESS' });
    const retrieved = stub
      .apiRequests()
      .filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session}`);
    expect(retrieved.length).toBeGreaterThanOrEqual(2);
    expect((await send(stub.event('checkout.session.completed', session))).status).toBe(200);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
  });

  it('the return and the webhook at once: applied once, paid = total, one capture kept', async () => {
    const b = await held();
    const session = sessionOf(await makePayment(b));
    stub.complete(session);
    const [back, hook] = await Promise.all([
      returnFrom(b.cookie, session),
      send(stub.event('checkout.session.completed', session)),
    ]);
    expect(back.json).toMatchObject({ status: 'SUCCESS' });
    expect(hook.status).toBe(200);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    expect((await paymentsOf(tdb.db, b.id)).filter((p) => p.status === 'captured')).toHaveLength(1);
    expect(await refundsOf(tdb.db, b.id)).toEqual([]);
  });

  it("a return naming another payment's session, or none, is refused", async () => {
    const a = await held();
    const b = await held();
    const sa = sessionOf(await makePayment(a));
    sessionOf(await makePayment(b));
    stub.complete(sa);
    const [pb] = await paymentsOf(tdb.db, b.id);
    const forged = await calls.call('POST', '/save_payment/', {
      cookie: b.cookie,
      json: { api_response: { gateway: 'stripe', payment_id: pb?.id, result: 'CAPTURED', session_id: sa } },
    });
    expect(forged).toMatchObject({ status: 400, json: { message: PAYMENT_MESSAGES.unverified } });
    const bare = await calls.call('POST', '/save_payment/', {
      cookie: b.cookie,
      json: { api_response: { gateway: 'stripe', payment_id: pb?.id, result: 'CAPTURED' } },
    });
    expect(bare.status).toBe(400);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'held', paidMinor: 0 });
  });

  it('tampered webhooks are refused: a changed body, another secret, no signature', async () => {
    const b = await held();
    const session = sessionOf(await makePayment(b));
    stub.complete(session);
    const genuine = stub.event('checkout.session.completed', session);
    const tampered = {
      ...genuine,
      payload: genuine.payload.replace(`"amount_total":${TOTAL}`, '"amount_total":1'),
    };
    expect(await send(tampered)).toMatchObject({ status: 400, json: { error: 'unverified' } });
    const otherSecret = genuine.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    expect(await send({ payload: genuine.payload, signature: otherSecret })).toMatchObject({ status: 400 });
    expect((await calls.webhook(WEBHOOK, genuine.payload, {})).status).toBe(400);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'held', paidMinor: 0 });
  });

  it('a replayed webhook is a duplicate; a stale one (signed 10 minutes ago) is refused', async () => {
    const b = await held();
    const session = sessionOf(await makePayment(b));
    stub.complete(session);
    const stale = stub.event('checkout.session.completed', session, Math.floor(Date.now() / 1000) - 600);
    expect(await send(stale)).toMatchObject({ status: 400, json: { error: 'stale' } });
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'held' });
    const w = stub.event('checkout.session.completed', session);
    const [first, second] = await Promise.all([send(w), send(w)]);
    expect([first.json.outcome, second.json.outcome].sort()).toEqual(['applied', 'duplicate'].sort());
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    const eventId = JSON.parse(w.payload).id as string;
    expect(await tdb.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))).toHaveLength(
      1,
    );
  });

  it('out-of-order webhooks cannot undo a payment: expired and failed after completed change nothing', async () => {
    const b = await held();
    const session = sessionOf(await makePayment(b));
    stub.complete(session);
    const completed = stub.event('checkout.session.completed', session);
    // Events built from the session as an earlier moment saw it arrive after the capture.
    const failed = stub.event('checkout.session.async_payment_failed', session);
    const expired = stub.event('checkout.session.expired', session);
    expect((await send(completed)).status).toBe(200);
    expect((await send(failed)).status).toBe(200);
    expect((await send(expired)).status).toBe(200);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
  });

  it('an asynchronous method: nothing applied while it settles, then its success; a failure releases the hold', async () => {
    const ok = await held();
    const s1 = sessionOf(await makePayment(ok));
    stub.complete(s1, { async: true });
    expect((await send(stub.event('checkout.session.completed', s1))).json.payment).toBe('PENDING');
    expect((await returnFrom(ok.cookie, s1)).json).toMatchObject({ status: 'PENDING' });
    stub.settle(s1, true);
    expect((await send(stub.event('checkout.session.async_payment_succeeded', s1))).json.payment).toBe(
      'SUCCESS',
    );
    expect(await bookingRow(tdb.db, ok.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });

    const bad = await held();
    const s2 = sessionOf(await makePayment(bad));
    stub.complete(s2, { async: true });
    stub.settle(s2, false);
    expect((await send(stub.event('checkout.session.async_payment_failed', s2))).json.payment).toBe('FAILED');
    expect(await bookingRow(tdb.db, bad.id)).toMatchObject({ status: 'failed', paidMinor: 0 });
    const [p] = await paymentsOf(tdb.db, bad.id);
    expect(p).toMatchObject({ status: 'failed', failureMessage: 'The bank refused the debit.' });
  });

  it('a browser that never comes back and a lost webhook: the reconciliation job asks Stripe and confirms', async () => {
    const b = await held();
    const session = sessionOf(await makePayment(b));
    stub.complete(session);
    await runJobs();
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
  });

  it('a session that expired unpaid closes its payment and leaves the booking held', async () => {
    const b = await held();
    const session = sessionOf(await makePayment(b));
    stub.expire(session);
    expect((await send(stub.event('checkout.session.expired', session))).status).toBe(200);
    const [p] = await paymentsOf(tdb.db, b.id);
    expect(p).toMatchObject({ status: 'closed', endReason: 'session_closed' });
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'held' });
  });

  it('a superseded session paid before it closed: expired at Stripe if it can be, else refunded with our key', async () => {
    const b = await held();
    const first = sessionOf(await makePayment(b));
    const second = sessionOf(await makePayment(b));
    // Closed at Stripe when the second began: it can no longer be paid.
    expect(stub.sessions.get(first)?.status).toBe('expired');

    const c = await held();
    const paidEarly = sessionOf(await makePayment(c));
    stub.complete(paidEarly); // paid a moment before the next make_payment reached Stripe
    const next = sessionOf(await makePayment(c));
    stub.complete(next);
    expect((await returnFrom(c.cookie, next)).json).toMatchObject({ status: 'SUCCESS' });
    await runJobs();
    expect(await bookingRow(tdb.db, c.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    const [refund] = await refundsOf(tdb.db, c.id);
    expect(refund).toMatchObject({ reason: 'superseded', status: 'refunded', amountMinor: TOTAL });
    const atStripe = stub.refunds.filter((r) => r.id === refund?.gatewayRefundId);
    expect(atStripe).toHaveLength(1);
    expect(atStripe[0]).toMatchObject({
      amount: TOTAL,
      reason: 'duplicate',
      metadata: { reason: 'superseded' },
    });
    const asked = stub
      .apiRequests()
      .filter((r) => r.path === '/v1/refunds' && (r.body.metadata as Json)?.checkout_session === paidEarly);
    expect(asked.length).toBeGreaterThanOrEqual(1);
    for (const r of asked) expect(r.headers['idempotency-key']).toBe(`itinera-refund-${refund?.paymentId}`);
    expect(second).not.toBe(first);
  });

  it('cancelling a card-paid booking refunds paid − fee through Stripe; the credit note carries the refund id', async () => {
    const feeSite = await gatewaySite(tdb.db, 'stripefee', 7103, 'stripe', { charge_cancellation_fee: true });
    const restore = withEnv({
      STRIPE_SECRET_KEY__STRIPEFEE: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET__STRIPEFEE: WEBHOOK_SECRET,
    });
    try {
      // Ten days before departure: half the price is kept as the fee (lib/booking/party.ts).
      const b = await heldBooking(tdb.db, backend, feeSite, TOTAL, 10);
      const fee = siteCalls(backend, 'stripefee');
      const answer = await fee.call('POST', '/make_payment/', {
        cookie: b.cookie,
        json: { payment_method_id: 'stripe-checkout', order_id: b.id, currency: 'GBP' },
      });
      const session = sessionOf(answer);
      stub.complete(session);
      await runJobs();
      expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
      const cancel = await fee.call('POST', '/api/booking/cancel', {
        cookie: b.cookie,
        json: { booking_id: b.id, accepted_fee: TOTAL / 2 },
      });
      expect(cancel.status).toBe(200);
      await runJobs();
      const [refund] = await refundsOf(tdb.db, b.id);
      expect(refund).toMatchObject({ reason: 'cancellation', amountMinor: TOTAL / 2, status: 'refunded' });
      const atStripe = stub.refunds.find((r) => r.id === refund?.gatewayRefundId);
      expect(atStripe).toMatchObject({ amount: TOTAL / 2, metadata: { reason: 'cancellation' } });
      const notes = await fee.call('GET', `/api/booking/credit-note-list?booking_id=${b.id}`, {
        cookie: b.cookie,
      });
      expect(notes.json.data).toEqual([
        expect.objectContaining({
          amount: { amount: TOTAL / 2, currency: 'GBP' },
          gateway_refunds: [
            {
              gateway: 'stripe',
              amount: { amount: TOTAL / 2, currency: 'GBP' },
              status: 'refunded',
              gateway_refund_id: atStripe?.id,
            },
          ],
        }),
      ]);
      // Asked again (the job's retry, a second worker): Stripe is asked with the same key, nothing doubles.
      await runJobs();
      expect(stub.refunds.filter((r) => r.payment_intent === atStripe?.payment_intent)).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('a refund Stripe keeps refusing is retried, then left failed with its reason where the agency sees it', async () => {
    const b = await held();
    const session = sessionOf(await makePayment(b));
    stub.complete(session);
    expect((await returnFrom(b.cookie, session)).json).toMatchObject({ status: 'SUCCESS' });
    stub.control.refuseRefunds = true;
    try {
      const cancel = await calls.call('POST', '/api/booking/cancel', {
        cookie: b.cookie,
        json: { booking_id: b.id, accepted_fee: 0 },
      });
      expect(cancel.status).toBe(200);
      await runJobs();
      const [asked] = await refundsOf(tdb.db, b.id);
      expect(asked).toMatchObject({
        status: 'requested',
        lastError: expect.stringContaining('cannot make refunds'),
      });
      expect(asked?.attempts).toBeGreaterThanOrEqual(1);
      // The last of its tries.
      await tdb.db
        .update(paymentRefunds)
        .set({ attempts: 19 })
        .where(eq(paymentRefunds.id, asked?.id as string));
      const lines: string[] = [];
      await expect(
        issueRefund(tdb.db, site.id, asked?.paymentId as string, (l) => lines.push(l)),
      ).rejects.toThrow();
      expect(lines).toEqual([expect.stringContaining('failed for good')]);
      const view = await calls.call('GET', `/api/booking/get-booking-details?booking_id=${b.id}`, {
        cookie: b.cookie,
      });
      expect(view.json.data.refunds).toEqual([
        expect.objectContaining({ reason: 'cancellation', status: 'failed', gateway_refund_id: null }),
      ]);
    } finally {
      stub.control.refuseRefunds = false;
    }
  });

  it('a site naming Stripe without its keys: nothing offered, a clear message, logged at start; never a 500', async () => {
    const bare = await gatewaySite(tdb.db, 'nokeys', 7102, 'stripe');
    const b = await heldBooking(tdb.db, backend, bare, TOTAL);
    const other = siteCalls(backend, 'nokeys');
    const methods = await other.call('GET', '/api/payment/get_payment_methods/', { cookie: b.cookie });
    expect(methods).toMatchObject({
      status: 200,
      json: { data: [], message: PAYMENT_MESSAGES.notConfigured },
    });
    const pay = await other.call('POST', '/make_payment/', {
      cookie: b.cookie,
      json: { payment_method_id: 'stripe-checkout', order_id: b.id, currency: 'GBP' },
    });
    expect(pay).toMatchObject({ status: 403, json: { message: PAYMENT_MESSAGES.notConfigured } });
    const lines: string[] = [];
    await logGatewayProblems(tdb.db, (l) => lines.push(l));
    const line = lines.find((l) => l.includes('site "nokeys" names stripe'));
    expect(line).toContain('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set');
    // The sites whose keys are set are not named.
    expect(lines.some((l) => l.includes(`"${SITE}"`))).toBe(false);
    const hook = await other.webhook(WEBHOOK, '{}', { 'stripe-signature': 't=1,v1=00' });
    // Not a failure of ours: 503 until the keys are set, so Stripe delivers it again then.
    expect(hook).toMatchObject({ status: 503, json: { message: PAYMENT_MESSAGES.notConfigured } });
    // A provider the site neither names nor has keys for has no webhook endpoint on it.
    expect((await other.webhook('/payment-gateway/razorpay/webhook/', '{}', {})).status).toBe(404);
  });
});
