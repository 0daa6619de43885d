import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { requestOrigin } from '@/lib/auth/origin';
import type { BackendEnv } from '@/lib/backend/http/context';
import type { Tenant } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { RAZORPAY_RETURN_PATH } from '@/lib/payment/return-paths';
import { paymentPagePolicy } from '@/lib/security/headers.mjs';
import { dbOf, tenantOf } from '../auth/request-context';
import { bookingCaller } from '../booking/caller';
import { bookingPageText, lifecycleText } from '../booking/lifecycle-messages';
import { readBody } from '../http/body';
import { AppError } from '../http/errors';
import { gatewaySettings, type Provider } from '../payment/gateway-settings';
import { razorpayCheckout, SUBMIT_SCRIPT } from '../payment/razorpay/checkout-page';
import { receiveRazorpayWebhook } from '../payment/razorpay/receive-webhook';
import { RAZORPAY_CHECKOUT_PATH, RAZORPAY_WEBHOOK_PATH, returnTarget } from '../payment/razorpay/reshape';
import { receiveStripeWebhook } from '../payment/stripe/receive-webhook';
import type { WebhookAnswer } from '../payment/webhook-answer';

/**
 * The real gateways' own routes (lib/backend/payment/stripe, …/razorpay): their webhooks, and
 * Razorpay's hand-off page and return. Under /payment-gateway/, whose responses carry their own
 * content-security policy (lib/security/headers.mjs paymentPagePolicy): nothing at all, or exactly
 * the site's gateway on the hand-off page.
 */
export const paymentGatewayRoutes = new Hono<BackendEnv>();

export const STRIPE_WEBHOOK_PATH = '/payment-gateway/stripe/webhook/';

type Ctx = Context<BackendEnv>;

paymentGatewayRoutes.use('/payment-gateway/*', async (c, next) => {
  await next();
  if (!c.res.headers.has('Content-Security-Policy'))
    c.res.headers.set('Content-Security-Policy', paymentPagePolicy());
  c.res.headers.set('Cache-Control', 'no-store');
});

const answer = (c: Ctx, a: WebhookAnswer) => c.json(a.body, a.status);

/**
 * A site takes a provider's webhooks when it has that provider's keys, or names the provider (then
 * its missing keys answer 503, and the provider delivers again once they are set). Any other site
 * has no such endpoint: 404.
 */
function assertTakesWebhooks(tenant: Tenant, provider: Provider): void {
  if (tenant.config.payment_gateway_provider === provider || hasKeys(tenant, provider)) return;
  throw new AppError('not_found', 404, 'Not found');
}

/** The site's keys for `provider` are set and usable (a malformed API URL counts as unusable). */
function hasKeys(tenant: Tenant, provider: Provider): boolean {
  try {
    return gatewaySettings(provider, tenant.key).ok;
  } catch {
    return false;
  }
}

/** The body exactly as the gateway sent it: its signature is over these bytes. */
const rawBody = (c: Ctx) => c.req.text();

paymentGatewayRoutes.post(STRIPE_WEBHOOK_PATH, async (c) => {
  const [db, tenant] = await Promise.all([dbOf(c), tenantOf(c)]);
  assertTakesWebhooks(tenant, 'stripe');
  return answer(
    c,
    await receiveStripeWebhook(db, {
      tenantId: tenant.id,
      raw: await rawBody(c),
      signature: c.req.header('stripe-signature') ?? null,
    }),
  );
});

paymentGatewayRoutes.post(RAZORPAY_WEBHOOK_PATH, async (c) => {
  const [db, tenant] = await Promise.all([dbOf(c), tenantOf(c)]);
  assertTakesWebhooks(tenant, 'razorpay');
  return answer(
    c,
    await receiveRazorpayWebhook(db, {
      tenantId: tenant.id,
      raw: await rawBody(c),
      signature: c.req.header('x-razorpay-signature') ?? null,
      eventId: c.req.header('x-razorpay-event-id') ?? null,
    }),
  );
});

/**
 * The hand-off page: the payer's form to Razorpay's hosted checkout, posted at once by its one
 * script (or by the button), under a policy whose form-action is Razorpay's origin and no other.
 */
paymentGatewayRoutes.get(RAZORPAY_CHECKOUT_PATH, async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const { form, policy } = await razorpayCheckout(db, {
    tenant,
    user,
    paymentId: c.req.query('payment_id') ?? '',
    siteOrigin: requestOrigin(c.req.raw) ?? new URL(c.req.url).origin,
  });
  c.header('Content-Security-Policy', policy);
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="robots" content="noindex" />
          <title>${bookingPageText('paymentInProgress')}</title>
        </head>
        <body>
          <form id="to-gateway" method="${form.method}" action="${form.action}">
            ${Object.entries(form.fields).map(
              ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
            )}
            <p>${lifecycleText('handOff')}</p>
            <button type="submit">${bookingPageText('continueToPay')}</button>
          </form>
          <script>${raw(SUBMIT_SCRIPT)}</script>
        </body>
      </html>`,
  );
});

/**
 * Razorpay's return: its page posts the outcome here (cross-site by design, see app.ts), and the
 * browser goes on to payit with the signed fields, where save_payment verifies them. Nothing is
 * read from the visitor's session or changed here.
 */
paymentGatewayRoutes.post(RAZORPAY_RETURN_PATH, async (c) => {
  const paymentId = isUuid(c.req.query('payment_id') ?? '') ? (c.req.query('payment_id') as string) : '';
  const body = await readBody(c.req.raw);
  return c.redirect(returnTarget(paymentId, body), 303);
});
