import type Stripe from 'stripe';
import type { GatewayStatus, PaymentMethod } from '@/lib/payment/gateway';

/**
 * Stripe's shapes turned into the gateway interface's, at the border (CONVENTIONS 8): nothing
 * outside this folder reads a Checkout Session or an Event.
 */

export const STRIPE_GATEWAY_ID = 'stripe';

/** One method: Stripe's hosted Checkout page, reached by its URL (spec §4 group (c)). */
export const STRIPE_METHODS: readonly PaymentMethod[] = [
  { id: 'stripe-checkout', name: 'Card', group: 'url' },
];

/** Stripe closes a Checkout Session it was not paid on after this long (its minimum is 30 minutes). */
export const SESSION_LIFETIME_S = 30 * 60;

/** The template Stripe replaces with the session's id in success_url. */
const SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

export const CANCELLED_MESSAGE = 'The payment was cancelled.';

/**
 * Where Stripe sends the browser back: payit with our payment id and the session's (which the
 * server retrieves before applying anything), or — cancelled on Stripe's page — payit with a
 * result that sends it on to pay-failure.
 */
export function returnUrls(siteOrigin: string, returnPath: string, paymentId: string) {
  const base = `${siteOrigin}${returnPath}?gateway=stripe&payment_id=${encodeURIComponent(paymentId)}`;
  return {
    // Not URL-encoded: Stripe looks for the template verbatim.
    success: `${base}&result=CAPTURED&session_id=${SESSION_ID_TEMPLATE}`,
    cancel: `${base}&result=CANCELLED&msg=${encodeURIComponent(CANCELLED_MESSAGE)}`,
  };
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The PaymentIntent id of a session (null before the traveller pays). */
export const paymentIntentOf = (s: Stripe.Checkout.Session): string | null => idOf(s.payment_intent);

/** Our payment id a session carries (metadata set when it was created). */
export const paymentIdOf = (s: Pick<Stripe.Checkout.Session, 'metadata' | 'client_reference_id'>) =>
  s.metadata?.payment_id ?? s.client_reference_id ?? null;

/**
 * What a session says, asked server-side (expanded with its PaymentIntent): paid → captured;
 * expired → closed (nothing was taken); complete but unpaid → still open (an asynchronous method
 * is being settled), or failed when the PaymentIntent says the payment failed.
 */
export function sessionStatus(s: Stripe.Checkout.Session): GatewayStatus {
  const amounts = { amountMinor: s.amount_total ?? 0, currency: (s.currency ?? '').toUpperCase() };
  if (s.status === 'complete' && (s.payment_status === 'paid' || s.payment_status === 'no_payment_required'))
    return { status: 'captured', ...amounts, message: null };
  if (s.status === 'expired') return { status: 'closed', ...amounts, message: null };
  const intent = typeof s.payment_intent === 'object' ? s.payment_intent : null;
  const failure = intent?.last_payment_error?.message ?? null;
  if (s.status === 'complete' && intent && (intent.status === 'canceled' || failure))
    return { status: 'failed', ...amounts, message: failure ?? 'The payment failed.' };
  return { status: 'open', ...amounts, message: null };
}

/** Stripe takes three refund reasons; ours (REFUND_REASONS and cancellation) go in the metadata. */
export const stripeRefundReason = (reason: string): Stripe.RefundCreateParams.Reason =>
  reason === 'over_payment' || reason === 'superseded' ? 'duplicate' : 'requested_by_customer';

/** The events the webhook acts on; any other is acknowledged and ignored. */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);
