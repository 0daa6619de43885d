import { startRazorpayStub } from './razorpay';
import { startStripeStub } from './stripe';

/**
 * Runs both gateway stubs on their own, for a Chromium spec or a try by hand:
 *   npm run stub:gateways        # Stripe on 127.0.0.1:12111, Razorpay on 127.0.0.1:12112
 * with the server started beside it as
 *   STRIPE_API_URL=http://127.0.0.1:12111 STRIPE_SECRET_KEY=sk_test_stub STRIPE_WEBHOOK_SECRET=whsec_stub \
 *   RAZORPAY_API_URL=http://127.0.0.1:12112 RAZORPAY_KEY_ID=rzp_test_stub RAZORPAY_KEY_SECRET=stub_secret \
 *   RAZORPAY_WEBHOOK_SECRET=stub_webhook_secret npm start
 * and a site whose payment_gateway_provider is stripe or razorpay. The hosted pages send their
 * webhooks to STUB_SITE_URL (default http://demo.localhost:3000) on that site's webhook route.
 */
const site = process.env.STUB_SITE_URL || 'http://demo.localhost:3000';
const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${site}/api/payment-gateway/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  }).then(
    (res) => console.log(`webhook ${path} → ${res.status}`),
    (err: unknown) => console.error(`webhook ${path} not delivered:`, err),
  );

void (async () => {
  const stripe = await startStripeStub({
    port: Number(process.env.STRIPE_STUB_PORT || 12111),
    secretKey: process.env.STRIPE_SECRET_KEY || 'sk_test_stub',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || 'whsec_stub',
    deliver: (w) => post('stripe/webhook/', w.payload, { 'stripe-signature': w.signature }),
  });
  const razorpay = await startRazorpayStub({
    port: Number(process.env.RAZORPAY_STUB_PORT || 12112),
    keyId: process.env.RAZORPAY_KEY_ID || 'rzp_test_stub',
    keySecret: process.env.RAZORPAY_KEY_SECRET || 'stub_secret',
    webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET || 'stub_webhook_secret',
    deliver: (w) =>
      post('razorpay/webhook/', w.payload, {
        'x-razorpay-signature': w.signature,
        'x-razorpay-event-id': w.eventId,
      }),
  });
  console.log(`Stripe stub on ${stripe.url}, Razorpay stub on ${razorpay.url}; webhooks to ${site}`);
  const stop = () => void Promise.all([stripe.close(), razorpay.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
})();
