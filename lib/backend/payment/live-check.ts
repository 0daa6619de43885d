import 'server-only';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Db } from '@/lib/db/open';
import { GatewayPendingError, GatewaySignatureError, type PaymentGateway } from '@/lib/payment/gateway';
import { gatewaySettings, type Provider } from './gateway-settings';
import { razorpayGateway } from './razorpay/gateway';
import { hmacHex, returnSignatureHolds, webhookSignatureHolds } from './razorpay/signature';
import { stripeClient } from './stripe/client';
import { stripeGateway } from './stripe/gateway';
import { readStripeWebhook } from './stripe/webhook';

/**
 * `npm run check:gateways`: the adapters against the providers themselves, with test-mode keys
 * from the environment (the site `gatewaycheck`'s own, or the deployment's). What a script can do
 * without a browser: open a session or order, ask its status, refuse an unpaid return, verify
 * webhooks signed with the configured secret (and refuse a tampered one), close it; for Stripe also
 * a refund of a test card payment, twice with one idempotency key. Paying on the hosted page is
 * what the Chromium specs do against the stubs.
 */

export const CHECK_SITE = 'gatewaycheck';

/** Test-mode keys only: the check opens real sessions and refunds real (test) payments. */
const TEST_MODE: Record<Provider, (env: Record<string, string | undefined>) => boolean> = {
  stripe: (env) => /^sk_test_/.test(env.STRIPE_SECRET_KEY__GATEWAYCHECK ?? env.STRIPE_SECRET_KEY ?? ''),
  razorpay: (env) => /^rzp_test_/.test(env.RAZORPAY_KEY_ID__GATEWAYCHECK ?? env.RAZORPAY_KEY_ID ?? ''),
};

export interface CheckStep {
  provider: Provider;
  name: string;
  ok: boolean;
  detail?: string;
}

/** The providers whose test-mode keys are set, and why each other one is skipped. */
export function providersToCheck(env: Record<string, string | undefined> = process.env) {
  const ready: Provider[] = [];
  const skipped: string[] = [];
  for (const provider of ['stripe', 'razorpay'] as const) {
    const keys = gatewaySettings(provider, CHECK_SITE, env);
    if (!keys.ok) skipped.push(`${provider}: ${keys.missing.join(', ')} not set`);
    else if (!TEST_MODE[provider](env)) skipped.push(`${provider}: not a test-mode key, refused`);
    else ready.push(provider);
  }
  return { ready, skipped };
}

async function step(
  out: CheckStep[],
  provider: Provider,
  name: string,
  work: () => Promise<string | undefined>,
) {
  try {
    out.push({ provider, name, ok: true, detail: (await work()) ?? undefined });
  } catch (err) {
    out.push({ provider, name, ok: false, detail: err instanceof Error ? err.message : String(err) });
  }
}

const expect = (cond: boolean, what: string) => {
  if (!cond) throw new Error(what);
};

/** Session, status, return, close: the same for both, through the adapter. */
async function sessionSteps(out: CheckStep[], provider: Provider, gateway: PaymentGateway, tenantId: string) {
  const paymentId = randomUUID();
  let ref = '';
  await step(out, provider, 'opens a hosted session for our payment', async () => {
    const r = await gateway.startSession({
      tenantId,
      paymentId,
      amountMinor: 1_000,
      currency: provider === 'razorpay' ? 'INR' : 'EUR',
      returnPath: '/payit',
      siteOrigin: 'https://gatewaycheck.example',
      description: 'Itinera gateway check',
      methodId: gateway.methods[0]?.id ?? '',
    });
    ref = r.gatewayRef;
    return `${ref} (${r.handOff.group === 'url' ? r.handOff.url : r.handOff.group})`;
  });
  await step(out, provider, 'asks its status server-side', async () => {
    const s = await gateway.status(tenantId, ref);
    expect(s.status === 'open' && s.amountMinor === 1_000, `status ${s.status} ${s.amountMinor}`);
    return s.status;
  });
  await step(out, provider, 'refuses a return that claims an unpaid session was paid', async () => {
    const params =
      provider === 'stripe'
        ? { payment_id: paymentId, session_id: ref, result: 'CAPTURED' }
        : {
            payment_id: paymentId,
            razorpay_order_id: ref,
            razorpay_payment_id: 'pay_x',
            razorpay_signature: '00',
          };
    try {
      await gateway.verify(tenantId, params);
    } catch (err) {
      if (err instanceof GatewayPendingError || err instanceof GatewaySignatureError) return err.name;
      throw err;
    }
    throw new Error('the return was taken');
  });
  await step(out, provider, 'closes it', async () => {
    const state = await gateway.closeSession(tenantId, ref);
    expect(state === 'closed', `answered ${state}`);
    return state;
  });
}

export async function runLiveCheck(
  db: Db,
  tenantId: string,
  providers: readonly Provider[],
): Promise<CheckStep[]> {
  const out: CheckStep[] = [];
  for (const provider of providers) {
    const settings = gatewaySettings(provider, CHECK_SITE);
    if (!settings.ok) continue;
    const s = settings.settings;
    if (s.provider === 'stripe') {
      await sessionSteps(out, provider, stripeGateway(db), tenantId);
      await step(
        out,
        provider,
        'verifies a webhook signed with STRIPE_WEBHOOK_SECRET, refuses it tampered',
        async () => {
          const payload = JSON.stringify({
            id: `evt_check_${Date.now()}`,
            object: 'event',
            type: 'ping',
            data: { object: {} },
          });
          const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: s.webhookSecret });
          readStripeWebhook(payload, header, s.webhookSecret);
          try {
            readStripeWebhook(payload.replace('ping', 'pong'), header, s.webhookSecret);
          } catch (err) {
            if (err instanceof GatewaySignatureError) return 'ok';
          }
          throw new Error('a tampered webhook was taken');
        },
      );
      // A refund needs a captured payment; without a browser, a test card's PaymentIntent stands in.
      if (!s.apiUrl)
        await step(out, provider, 'refunds a test card payment once for one idempotency key', async () => {
          const stripe = stripeClient(s);
          const intent = await stripe.paymentIntents.create({
            amount: 1_000,
            currency: 'eur',
            payment_method: 'pm_card_visa',
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
          });
          const key = `itinera-check-${intent.id}`;
          const a = await stripe.refunds.create(
            { payment_intent: intent.id, amount: 400 },
            { idempotencyKey: key },
          );
          const b = await stripe.refunds.create(
            { payment_intent: intent.id, amount: 400 },
            { idempotencyKey: key },
          );
          expect(a.id === b.id, `two refunds ${a.id} ${b.id}`);
          return a.id;
        });
    } else {
      await sessionSteps(out, provider, razorpayGateway(db), tenantId);
      await step(
        out,
        provider,
        'checks return and webhook signatures with the configured secrets',
        async () => {
          const sig = hmacHex('order_x|pay_x', s.keySecret);
          expect(returnSignatureHolds('order_x', 'pay_x', sig, s.keySecret), 'return signature');
          expect(!returnSignatureHolds('order_x', 'pay_y', sig, s.keySecret), 'a tampered return was taken');
          const body = '{"event":"order.paid"}';
          expect(
            webhookSignatureHolds(body, hmacHex(body, s.webhookSecret), s.webhookSecret),
            'webhook signature',
          );
          return 'ok';
        },
      );
    }
  }
  return out;
}
