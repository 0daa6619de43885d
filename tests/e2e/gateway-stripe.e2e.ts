import { expect, test } from '@playwright/test';
import { type StripeStub, startStripeStub } from '@/tests/support/gateway-stubs/stripe';
import {
  bookToHostedPage,
  confirmedThenCancelled,
  deliverWebhook,
  expectRefunded,
  payOnHostedPage,
} from './support/gateway-flow';
import { GATEWAY_SITES, gatewayRun } from './support/gateway-sites';

/**
 * Issue 28: a traveller on a site whose payment_gateway_provider is stripe books, pays on Stripe's
 * hosted Checkout (the local stub, reached by the official SDK through STRIPE_API_URL, its webhook
 * signed with the run's secret), lands on pay-success and sees the booking confirmed in My
 * Bookings; cancelled, the refund goes back through Stripe with our idempotency key and the
 * booking shows it with Stripe's reference.
 */

const SITE = GATEWAY_SITES.stripe;
let stub: StripeStub;

test.beforeAll(async () => {
  const { stripe } = gatewayRun();
  stub = await startStripeStub({
    port: stripe.port,
    secretKey: stripe.secretKey,
    webhookSecret: stripe.webhookSecret,
    deliver: (w) => deliverWebhook(SITE, 'stripe', w.payload, { 'stripe-signature': w.signature }),
  });
});
test.afterAll(async () => {
  await stub?.close();
});

test('Stripe: book, pay on the hosted page, pay-success, Confirmed; cancel, refunded through Stripe', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);

  // Stripe's hosted Checkout (the stub), with the amount the site asked for.
  await bookToHostedPage({ page, context, request }, SITE, {
    heading: 'Stripe test checkout',
    stubUrl: stub.url,
  });
  const [session] = [...stub.sessions.values()];
  expect(session?.client_reference_id).toBeTruthy();
  await expect(page.getByTestId('stub-amount')).toHaveText(
    `${((session?.amount_total ?? 0) / 100).toFixed(2)} ${session?.currency.toUpperCase()}`,
  );
  await payOnHostedPage(page);
  // The return was confirmed with Stripe (sessions.retrieve) before anything was applied.
  expect(
    stub.apiRequests().some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session?.id}`),
  ).toBe(true);

  const details = await confirmedThenCancelled(page, SITE);

  // The refund job asks Stripe once, with the payment's idempotency key.
  await expect.poll(() => stub.refunds.length, { timeout: 30_000 }).toBe(1);
  const asked = stub.apiRequests().filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
  expect(asked.length).toBeGreaterThanOrEqual(1);
  for (const r of asked)
    expect(r.headers['idempotency-key']).toBe(`itinera-refund-${session?.client_reference_id}`);
  const [refund] = stub.refunds;
  expect(refund?.payment_intent).toBe(session?.payment_intent);
  expect(refund?.amount).toBeGreaterThan(0);
  expect(refund?.amount).toBeLessThanOrEqual(session?.amount_total ?? 0);
  await expectRefunded(page, details, refund?.id ?? '');
});
