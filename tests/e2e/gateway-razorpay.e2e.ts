import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { type RazorpayStub, startRazorpayStub } from '@/tests/support/gateway-stubs/razorpay';
import {
  bookToHostedPage,
  confirmedThenCancelled,
  deliverWebhook,
  expectRefunded,
  payOnHostedPage,
} from './support/gateway-flow';
import { GATEWAY_SITES, gatewayRun } from './support/gateway-sites';

/**
 * Issue 28: a traveller on a site whose payment_gateway_provider is razorpay books; the site's
 * hand-off page posts to Razorpay's hosted checkout (the local stub, reached by the official SDK
 * through RAZORPAY_API_URL); paid, the checkout posts the signed return back, the traveller lands
 * on pay-success and sees the booking confirmed; cancelled, the refund goes back through Razorpay
 * once, its receipt standing for our idempotency key, and the booking shows Razorpay's reference.
 */

const SITE = GATEWAY_SITES.razorpay;

/**
 * Razorpay keeps no idempotency key for refunds: the adapter sends, as the receipt, `rf_` and the
 * first 37 hex digits of the SHA-256 of the key (itinera-refund-<payment id>), worked out here from
 * the payment id the order carries (its receipt).
 */
const expectedReceipt = (paymentId: string) =>
  `rf_${createHash('sha256').update(`itinera-refund-${paymentId}`).digest('hex').slice(0, 37)}`;
let stub: RazorpayStub;

test.beforeAll(async () => {
  const { razorpay } = gatewayRun();
  stub = await startRazorpayStub({
    port: razorpay.port,
    keyId: razorpay.keyId,
    keySecret: razorpay.keySecret,
    webhookSecret: razorpay.webhookSecret,
    deliver: (w) =>
      deliverWebhook(SITE, 'razorpay', w.payload, {
        'x-razorpay-signature': w.signature,
        'x-razorpay-event-id': w.eventId,
      }),
  });
});
test.afterAll(async () => {
  await stub?.close();
});

test('Razorpay: book, pay on the hosted checkout, pay-success, Confirmed; cancel, refunded through Razorpay', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);

  // The site's hand-off page, then Razorpay's hosted checkout (the stub) with the order's amount.
  await bookToHostedPage({ page, context, request }, SITE, {
    heading: 'Razorpay test checkout',
    stubUrl: stub.url,
  });
  const [order] = [...stub.orders.values()];
  expect(order?.receipt).toBeTruthy();
  await expect(page.getByTestId('stub-amount')).toHaveText(
    `${((order?.amount ?? 0) / 100).toFixed(2)} ${order?.currency}`,
  );
  await payOnHostedPage(page);
  // The signed return was checked against the order as Razorpay has it (orders.fetch).
  expect(
    stub.apiRequests().some((r) => r.method === 'GET' && r.path.startsWith(`/v1/orders/${order?.id}`)),
  ).toBe(true);

  const details = await confirmedThenCancelled(page, SITE);

  // One refund of the captured payment, its receipt the digest of the payment's idempotency key.
  await expect.poll(() => stub.refunds.length, { timeout: 30_000 }).toBe(1);
  const [refund] = stub.refunds;
  expect(refund?.receipt).toBe(expectedReceipt(order?.receipt ?? ''));
  const [captured] = [...stub.payments.values()].filter((p) => p.order_id === order?.id);
  expect(refund?.payment_id).toBe(captured?.id);
  expect(refund?.amount).toBeGreaterThan(0);
  expect(refund?.amount).toBeLessThanOrEqual(order?.amount ?? 0);
  await expectRefunded(page, details, refund?.id ?? '');
});
