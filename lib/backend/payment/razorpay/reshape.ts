import type { GatewayForm, GatewayStatus, PaymentMethod } from '@/lib/payment/gateway';

/**
 * Razorpay's shapes turned into the gateway interface's, at the border (CONVENTIONS 8): nothing
 * outside this folder reads an Order, a Payment or a webhook's body.
 */

export const RAZORPAY_GATEWAY_ID = 'razorpay';

/** Razorpay's hosted checkout offers every method the account has (cards, UPI, net banking…). */
export const RAZORPAY_METHODS: readonly PaymentMethod[] = [
  { id: 'razorpay-checkout', name: 'Card, UPI or net banking', group: 'url' },
];

/**
 * The built-in backend's hand-off page (its form posts to Razorpay under a policy that allows
 * exactly that) and the address Razorpay posts the traveller back to; /api/ in front for browsers.
 */
export const RAZORPAY_CHECKOUT_PATH = '/payment-gateway/razorpay/checkout/';
export const RAZORPAY_WEBHOOK_PATH = '/payment-gateway/razorpay/webhook/';

export interface RazorpayOrderShape {
  id: string;
  amount: number | string;
  currency: string;
  status: string;
}

export interface RazorpayPaymentShape {
  id: string;
  status: string;
  amount: number | string;
  currency: string;
  created_at?: number;
  error_description?: string | null;
}

/** The payment of an order that holds the money (captured, or since refunded in part or whole). */
export const capturedPaymentOf = (payments: readonly RazorpayPaymentShape[]) =>
  payments.find((p) => p.status === 'captured' || p.status === 'refunded') ?? null;

/**
 * What an order says, asked server-side with its payments: a captured payment → captured; one
 * authorised and not yet captured (the account captures automatically) → open; only failed ones,
 * the newest last → failed with its reason; none → open. Razorpay orders do not expire.
 */
export function orderStatus(
  order: RazorpayOrderShape,
  payments: readonly RazorpayPaymentShape[],
): GatewayStatus {
  const captured = capturedPaymentOf(payments);
  if (captured)
    return {
      status: 'captured',
      amountMinor: Number(captured.amount),
      currency: captured.currency.toUpperCase(),
      message: null,
    };
  const amounts = { amountMinor: Number(order.amount), currency: order.currency.toUpperCase() };
  if (order.status === 'paid') return { status: 'captured', ...amounts, message: null };
  if (payments.length === 0 || payments.some((p) => p.status === 'authorized' || p.status === 'created'))
    return { status: 'open', ...amounts, message: null };
  const newest = [...payments].sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))[0];
  return { status: 'failed', ...amounts, message: newest?.error_description || 'The payment failed.' };
}

/**
 * The form the hand-off page posts to Razorpay's hosted checkout (its documented fields): the
 * public key id, the order, what the traveller reads, and where Razorpay sends them back.
 */
export function checkoutForm(input: {
  checkoutOrigin: string;
  keyId: string;
  orderId: string;
  siteName: string;
  description: string;
  callbackUrl: string;
  cancelUrl: string;
}): GatewayForm {
  return {
    action: `${input.checkoutOrigin}/v1/checkout/embedded`,
    method: 'POST',
    fields: {
      key_id: input.keyId,
      order_id: input.orderId,
      name: input.siteName,
      description: input.description,
      callback_url: input.callbackUrl,
      cancel_url: input.cancelUrl,
    },
  };
}

export const CANCELLED_MESSAGE = 'The payment was cancelled.';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Where Razorpay's return (a POST from its page) sends the browser: payit with the signed fields
 * as query, which the page hands to save_payment — the server checks the signature and asks
 * Razorpay before anything is applied. A failure or a cancel goes to payit with result FAILED and
 * Razorpay's reason, which payit sends on to pay-failure; the outcome itself is left to the
 * webhook and the status check, never taken from the browser.
 */
export function returnTarget(paymentId: string, body: Readonly<Record<string, unknown>>): string {
  const q = new URLSearchParams({ gateway: RAZORPAY_GATEWAY_ID, payment_id: paymentId });
  const signature = text(body.razorpay_signature);
  if (signature) {
    q.set('result', 'CAPTURED');
    q.set('razorpay_order_id', text(body.razorpay_order_id));
    q.set('razorpay_payment_id', text(body.razorpay_payment_id));
    q.set('razorpay_signature', signature);
  } else {
    q.set('result', 'FAILED');
    // Razorpay posts `error[description]`, read as a nested object (lib/backend/http/body.ts).
    const error = body.error && typeof body.error === 'object' ? (body.error as Record<string, unknown>) : {};
    q.set('msg', text(error.description).slice(0, 300) || CANCELLED_MESSAGE);
  }
  return `/payit?${q.toString()}`;
}

/** The webhook events that say something about an order's money; any other is acknowledged and ignored. */
const HANDLED_EVENTS: ReadonlySet<string> = new Set([
  'payment.authorized',
  'payment.captured',
  'payment.failed',
  'order.paid',
]);

export interface RazorpayNotice {
  eventId: string;
  event: string;
  /** The order it is about; null for an event this site does not act on. */
  orderId: string | null;
  /** When Razorpay made the event (ms). */
  createdAt: number;
}

/** A webhook body (its signature already checked) reduced to what the server acts on. */
export function readWebhookBody(raw: string, eventId: string): RazorpayNotice {
  const body = JSON.parse(raw) as {
    event?: unknown;
    created_at?: unknown;
    payload?: { payment?: { entity?: { order_id?: unknown } }; order?: { entity?: { id?: unknown } } };
  };
  const event = text(body.event);
  const orderId = text(body.payload?.order?.entity?.id) || text(body.payload?.payment?.entity?.order_id);
  return {
    eventId,
    event,
    orderId: HANDLED_EVENTS.has(event) && orderId ? orderId : null,
    createdAt: Number(body.created_at) * 1000,
  };
}

/** Razorpay's refund states: processed is money back; failed is refused. */
export const refundState = (status: string): 'pending' | 'succeeded' | 'failed' =>
  status === 'processed' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending';
