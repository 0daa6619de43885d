/** @jest-environment node */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { runDueJobs } from '@/lib/backend/jobs';
import { paymentEvents, type Tenant } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import {
  DECLINE_DESCRIPTION,
  type RazorpayStub,
  startRazorpayStub,
} from '@/tests/support/gateway-stubs/razorpay';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../../app';
import { PAYMENT_MESSAGES } from '../messages';
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
import { refundReceipt } from './gateway';

/**
 * Razorpay end to end against a local stub of its API and hosted checkout, with the official SDK
 * and real secrets: the hand-off page, the checkout's signed return posted back cross-site, the
 * order fetched before anything is applied, webhooks tampered with, replayed, stale and out of
 * order, a browser that never comes back, a superseded capture refunded once.
 */

const SITE = 'payrazor';
const KEY_ID = 'rzp_test_itinera';
const KEY_SECRET = 'itinera_stub_key_secret';
const WEBHOOK_SECRET = 'itinera_stub_webhook_secret';
const TOTAL = 99_500;
const WEBHOOK = '/payment-gateway/razorpay/webhook/';
const RETURN = '/payment-gateway/razorpay/return/';

describe.each(testDrivers())('Razorpay Orders through its stub on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: Backend;
  let site: Tenant;
  let stub: RazorpayStub;
  let restoreEnv: () => void;
  let calls: ReturnType<typeof siteCalls>;
  const stubOptions: Parameters<typeof startRazorpayStub>[0] = {
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
  };

  beforeAll(async () => {
    stub = await startRazorpayStub(stubOptions);
    restoreEnv = withEnv({
      RAZORPAY_API_URL: stub.url,
      [`RAZORPAY_KEY_ID__${SITE.toUpperCase()}`]: KEY_ID,
      [`RAZORPAY_KEY_SECRET__${SITE.toUpperCase()}`]: KEY_SECRET,
      [`RAZORPAY_WEBHOOK_SECRET__${SITE.toUpperCase()}`]: WEBHOOK_SECRET,
      PAYMENT_RECONCILE_MS: '0',
    });
    tdb = await open();
    site = await gatewaySite(tdb.db, SITE, 7201, 'razorpay');
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    calls = siteCalls(backend, SITE);
  }, 60_000);
  afterAll(async () => {
    restoreEnv();
    await stub.close();
    await tdb.dispose();
  }, 60_000);

  const held = () => heldBooking(tdb.db, backend, site, TOTAL);
  /** make_payment for what is owed, or a first part of it (`part`, major units). */
  const makePayment = (b: { id: string; cookie: string }, part?: string) =>
    calls.call('POST', '/make_payment/', {
      cookie: b.cookie,
      json: {
        payment_method_id: 'razorpay-checkout',
        order_id: b.id,
        full_or_partial_payment: part ? 'PARTIAL' : 'FULL',
        ...(part ? { payment_amount: part } : {}),
        currency: 'GBP',
      },
    });
  /** Our payment and its order, once make_payment answered. */
  async function started(b: { id: string; cookie: string }, part?: string) {
    const answer = await makePayment(b, part);
    expect(answer.status).toBe(200);
    const payment = (await paymentsOf(tdb.db, b.id)).find((p) => p.status === 'created');
    return { answer, paymentId: payment?.id as string, orderId: payment?.gatewayRef as string };
  }
  /** Razorpay's page posts the outcome to the return (from its own origin); where the browser goes next. */
  async function postReturn(paymentId: string, fields: Record<string, string>) {
    const res = await backend.request(`${RETURN}?payment_id=${paymentId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        [SITE_HEADER]: SITE,
        host: `${SITE}.localhost:3000`,
        origin: stub.url,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '', calls.origin);
  }
  /** payit hands the query to save_payment. */
  const save = (cookie: string, payit: URL) =>
    calls.call('POST', '/save_payment/', {
      cookie,
      json: { api_response: Object.fromEntries(payit.searchParams) },
    });
  const send = (w: { payload: string; signature: string; eventId: string }) =>
    calls.webhook(WEBHOOK, w.payload, {
      'x-razorpay-signature': w.signature,
      'x-razorpay-event-id': w.eventId,
    });

  it('signs and checks as Razorpay documents it (the SDK agrees with our constant-time checks)', async () => {
    const b = await held();
    const { orderId } = await started(b);
    const p = stub.attempt(orderId, 'pay');
    const back = stub.signedReturn(p);
    expect(
      validatePaymentVerification(
        { order_id: orderId, payment_id: p.id },
        back.razorpay_signature,
        KEY_SECRET,
      ),
    ).toBe(true);
    const w = stub.webhook('payment.captured', orderId);
    expect(validateWebhookSignature(w.payload, w.signature, WEBHOOK_SECRET)).toBe(true);
  });

  it('the hand-off page posts to Razorpay and nowhere else; the whole flow through the stub', async () => {
    stubOptions.deliver = async (w) => {
      expect((await send(w)).status).toBe(200);
    };
    try {
      const b = await held();
      const { answer, paymentId, orderId } = await started(b);
      expect(answer.json.data).toMatchObject({ method_group: 'url' });
      const handOff = answer.json.data.response_content.url as string;
      expect(handOff).toBe(`/api/payment-gateway/razorpay/checkout/?payment_id=${paymentId}`);
      const created = stub.apiRequests().find((r) => r.path === '/v1/orders' && r.body.receipt === paymentId);
      expect(created?.body).toMatchObject({
        amount: TOTAL,
        currency: 'GBP',
        notes: { payment_id: paymentId },
      });

      const pageRes = await calls.request('GET', handOff.replace(/^\/api/, ''), { cookie: b.cookie });
      expect(pageRes.status).toBe(200);
      const policy = pageRes.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`form-action ${stub.url}`);
      expect(policy).toMatch(/script-src 'sha256-[^']+'/);
      expect(policy).toContain("frame-ancestors 'none'");
      const html = await pageRes.text();
      // The page's one script is the one the policy lets run.
      const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
      const hash = createHash('sha256').update(script).digest('base64');
      expect(policy).toContain(`script-src 'sha256-${hash}'`);
      expect(html).toContain(`action="${stub.url}/v1/checkout/embedded"`);
      expect(html).toContain(`value="${KEY_ID}"`);
      expect(html).not.toContain(KEY_SECRET);
      expect(html).toContain(`${calls.origin}/api${RETURN}?payment_id=${paymentId}`);
      // Someone else's session (or none) gets no hand-off.
      const stranger = await held();
      const other = await calls.request('GET', handOff.replace(/^\/api/, ''), { cookie: stranger.cookie });
      expect(other.status).toBe(404);

      const form = {
        key_id: KEY_ID,
        order_id: orderId,
        callback_url: 'x',
        cancel_url: 'y',
        name: 'n',
        description: 'd',
      };
      const checkout = await fetch(`${stub.url}/v1/checkout/embedded`, {
        method: 'POST',
        body: new URLSearchParams(form),
      });
      expect(await checkout.text()).toContain('995.00 GBP');
      const paid = await fetch(`${stub.url}/v1/checkout/embedded/${orderId}`, {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay' }),
      });
      const fields = Object.fromEntries(
        [...(await paid.text()).matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      ) as Record<string, string>;
      expect(fields.razorpay_order_id).toBe(orderId);
      expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
      const payit = await postReturn(paymentId, fields);
      expect(payit.pathname).toBe('/payit');
      expect(payit.searchParams.get('result')).toBe('CAPTURED');
      expect((await save(b.cookie, payit)).json).toMatchObject({ status: 'SUCCESS' });
    } finally {
      stubOptions.deliver = undefined;
    }
  });

  it('the other gateway routes answer under a policy that opens nothing', async () => {
    const res = await calls.request('POST', WEBHOOK, {
      raw: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("form-action 'none'");
  });

  it('the return before the webhook: the order is fetched and the payment applied; the webhook then changes nothing', async () => {
    const b = await held();
    const { paymentId, orderId } = await started(b);
    const p = stub.attempt(orderId, 'pay');
    const payit = await postReturn(paymentId, stub.signedReturn(p));
    expect((await save(b.cookie, payit)).json).toMatchObject({ status: 'SUCCESS' });
    expect(stub.apiRequests().some((r) => r.method === 'GET' && r.path === `/v1/orders/${orderId}`)).toBe(
      true,
    );
    expect((await send(stub.webhook('payment.captured', orderId))).status).toBe(200);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
  });

  it('the return and the webhook at once: applied once, paid = total, one capture kept', async () => {
    const b = await held();
    const { paymentId, orderId } = await started(b);
    const p = stub.attempt(orderId, 'pay');
    const payit = await postReturn(paymentId, stub.signedReturn(p));
    const [back, hook] = await Promise.all([
      save(b.cookie, payit),
      send(stub.webhook('payment.captured', orderId)),
    ]);
    expect(back.json).toMatchObject({ status: 'SUCCESS' });
    expect(hook.status).toBe(200);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    expect((await paymentsOf(tdb.db, b.id)).filter((x) => x.status === 'captured')).toHaveLength(1);
    expect(await refundsOf(tdb.db, b.id)).toEqual([]);
  });

  it('a return whose signature does not hold, or that names another order, is refused', async () => {
    const b = await held();
    const { paymentId, orderId } = await started(b);
    const p = stub.attempt(orderId, 'pay');
    const back = stub.signedReturn(p);
    const forged = await save(
      b.cookie,
      await postReturn(paymentId, { ...back, razorpay_signature: 'ab'.repeat(32) }),
    );
    expect(forged).toMatchObject({ status: 400, json: { message: PAYMENT_MESSAGES.unverified } });
    const c = await held();
    const other = await started(c);
    const crossed = await save(c.cookie, await postReturn(other.paymentId, back));
    expect(crossed.status).toBe(400);
    expect(await bookingRow(tdb.db, c.id)).toMatchObject({ status: 'held', paidMinor: 0 });
  });

  it('a declined payment: the return goes to pay-failure with the reason; the webhook fails the payment', async () => {
    const b = await held();
    const { paymentId, orderId } = await started(b);
    stub.attempt(orderId, 'decline');
    const payit = await postReturn(paymentId, {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': DECLINE_DESCRIPTION,
    });
    expect(payit.searchParams.get('result')).toBe('FAILED');
    expect(payit.searchParams.get('msg')).toBe(DECLINE_DESCRIPTION);
    expect((await send(stub.webhook('payment.failed', orderId))).json.payment).toBe('FAILED');
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'failed', paidMinor: 0 });
  });

  it('webhooks: tampered refused, replayed a duplicate, stale refused, out of order harmless', async () => {
    const b = await held();
    const { orderId } = await started(b);
    stub.attempt(orderId, 'pay');
    const genuine = stub.webhook('order.paid', orderId);
    expect(
      await send({ ...genuine, payload: genuine.payload.replace(/"amount":\d+/, '"amount":1') }),
    ).toMatchObject({
      status: 400,
      json: { error: 'unverified' },
    });
    expect(await send({ ...genuine, eventId: '' })).toMatchObject({ status: 400 });
    const stale = stub.webhook('order.paid', orderId, Math.floor(Date.now() / 1000) - 20 * 60);
    expect(await send(stale)).toMatchObject({ status: 400, json: { error: 'stale' } });
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'held' });
    const [first, second] = await Promise.all([send(genuine), send(genuine)]);
    expect([first.json.outcome, second.json.outcome].sort()).toEqual(['applied', 'duplicate']);
    expect(
      await tdb.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, genuine.eventId)),
    ).toHaveLength(1);
    // A failure webhook of an earlier attempt arriving after the capture.
    const late = stub.webhook('payment.failed', orderId);
    expect((await send(late)).status).toBe(200);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
  });

  it('a browser that never comes back and a lost webhook: the reconciliation job fetches the order', async () => {
    const b = await held();
    const { orderId } = await started(b);
    stub.attempt(orderId, 'pay');
    await runDueJobs(tdb.db);
    await runDueJobs(tdb.db);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
  });

  it('a deposit and then the balance, cancelled: each payment refunded its share through Razorpay, on one credit note', async () => {
    const b = await held();
    const deposit = await started(b, '300.00');
    let p = stub.attempt(deposit.orderId, 'pay');
    expect(
      (await save(b.cookie, await postReturn(deposit.paymentId, stub.signedReturn(p)))).json.status,
    ).toBe('SUCCESS');
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'partially_paid', paidMinor: 30_000 });
    const balance = await started(b);
    p = stub.attempt(balance.orderId, 'pay');
    expect(
      (await save(b.cookie, await postReturn(balance.paymentId, stub.signedReturn(p)))).json.status,
    ).toBe('SUCCESS');
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    const cancel = await calls.call('POST', '/api/booking/cancel', {
      cookie: b.cookie,
      json: { booking_id: b.id, accepted_fee: 0 },
    });
    expect(cancel.status).toBe(200);
    await runDueJobs(tdb.db);
    await runDueJobs(tdb.db);
    const refunds = await refundsOf(tdb.db, b.id);
    expect(refunds.map((r) => [r.paymentId, r.amountMinor, r.status]).sort()).toEqual(
      [
        [deposit.paymentId, 30_000, 'refunded'],
        [balance.paymentId, TOTAL - 30_000, 'refunded'],
      ].sort(),
    );
    for (const r of refunds)
      expect(stub.refunds.find((x) => x.id === r.gatewayRefundId)?.amount).toBe(r.amountMinor);
    const notes = await calls.call('GET', `/api/booking/credit-note-list?booking_id=${b.id}`, {
      cookie: b.cookie,
    });
    expect(notes.json.data).toHaveLength(1);
    expect(notes.json.data[0].gateway_refunds).toHaveLength(2);
  });

  it('an order paid after a newer payment replaced it is refunded once, by receipt', async () => {
    const b = await held();
    const first = await started(b);
    stub.attempt(first.orderId, 'pay'); // paid a moment before the next make_payment
    const next = await started(b);
    const p = stub.attempt(next.orderId, 'pay');
    expect((await save(b.cookie, await postReturn(next.paymentId, stub.signedReturn(p)))).json).toMatchObject(
      {
        status: 'SUCCESS',
      },
    );
    await runDueJobs(tdb.db);
    await runDueJobs(tdb.db);
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'confirmed', paidMinor: TOTAL });
    const [refund] = await refundsOf(tdb.db, b.id);
    expect(refund).toMatchObject({ paymentId: first.paymentId, reason: 'superseded', status: 'refunded' });
    const atRazorpay = stub.refunds.filter(
      (r) => r.receipt === refundReceipt(`itinera-refund-${first.paymentId}`),
    );
    expect(atRazorpay).toHaveLength(1);
    expect(atRazorpay[0]).toMatchObject({ id: refund?.gatewayRefundId, amount: TOTAL });
  });
});
