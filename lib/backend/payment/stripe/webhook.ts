import Stripe from 'stripe';
import { GatewaySignatureError } from '@/lib/payment/gateway';
import { HANDLED_EVENTS, paymentIdOf } from './reshape';

/** How old a webhook's signature may be (Stripe's own default): older is a replay, refused. */
export const WEBHOOK_TOLERANCE_S = 300;

/** A webhook whose signature held but was made too long ago. */
export class StaleWebhookError extends Error {
  override name = 'StaleWebhookError';
}

export interface StripeNotice {
  eventId: string;
  type: string;
  /** Our payment id from the session's metadata; null for an event this site does not act on. */
  paymentId: string | null;
}

/**
 * A Stripe webhook, verified by the SDK from the raw body exactly as it arrived (a parsed and
 * re-serialised body would not match the signature) with the site's webhook secret and a
 * timestamp tolerance. Throws GatewaySignatureError (tampered, or signed with another secret) or
 * StaleWebhookError (signed more than WEBHOOK_TOLERANCE_S ago).
 */
export function readStripeWebhook(
  raw: string,
  header: string | null,
  secret: string,
  nowMs = Date.now(),
): StripeNotice {
  if (!header) throw new GatewaySignatureError('Stripe-Signature missing');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, header, secret, WEBHOOK_TOLERANCE_S, undefined, nowMs);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeSignatureVerificationError && /tolerance/i.test(err.message))
      throw new StaleWebhookError(err.message);
    throw new GatewaySignatureError(err instanceof Error ? err.message : 'bad signature');
  }
  const object = event.data.object as Partial<Stripe.Checkout.Session>;
  const acted = HANDLED_EVENTS.has(event.type) && object.object === 'checkout.session';
  return {
    eventId: event.id,
    type: event.type,
    paymentId: acted
      ? paymentIdOf({
          metadata: object.metadata ?? null,
          client_reference_id: object.client_reference_id ?? null,
        })
      : null,
  };
}
