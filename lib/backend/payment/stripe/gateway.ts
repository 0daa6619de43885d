import 'server-only';
import Stripe from 'stripe';
import type { Db } from '@/lib/db/open';
import {
  GatewayPendingError,
  GatewaySignatureError,
  type GatewayStatus,
  type PaymentGateway,
  type VerifiedGatewayMessage,
} from '@/lib/payment/gateway';
import { settingsOf } from '../site-settings';
import { stripeClient } from './client';
import {
  paymentIdOf,
  paymentIntentOf,
  returnUrls,
  SESSION_LIFETIME_S,
  STRIPE_GATEWAY_ID,
  STRIPE_METHODS,
  sessionStatus,
  stripeRefundReason,
} from './reshape';

export class StripeRefundError extends Error {
  override name = 'StripeRefundError';
}

const clientOf = async (db: Db, tenantId: string) => stripeClient(await settingsOf(db, tenantId, 'stripe'));

/** A session with its PaymentIntent, which says why an unpaid session failed. */
const retrieve = (stripe: Stripe, id: string) =>
  stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] });

/**
 * Stripe Checkout behind the gateway interface: a hosted Checkout Session per payment (our payment
 * id in its metadata), the browser's return confirmed by retrieving the session, closing by
 * expiring it, refunds of its PaymentIntent with our idempotency key. Webhooks: ./webhook.ts.
 */
export function stripeGateway(db: Db): PaymentGateway {
  return {
    id: STRIPE_GATEWAY_ID,
    methods: STRIPE_METHODS,
    async startSession(input) {
      const stripe = await clientOf(db, input.tenantId);
      const urls = returnUrls(input.siteOrigin, input.returnPath, input.paymentId);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          metadata: { payment_id: input.paymentId },
          payment_intent_data: { metadata: { payment_id: input.paymentId } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountMinor,
                product_data: { name: input.description },
              },
            },
          ],
          success_url: urls.success,
          cancel_url: urls.cancel,
          expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_S,
        },
        // A retried call (the SDK's, after a lost answer) gets the same session, not a second one.
        { idempotencyKey: `itinera-session-${input.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { gatewayRef: session.id, handOff: { group: 'url', url: session.url } };
    },
    async verify(tenantId, params): Promise<VerifiedGatewayMessage> {
      const sessionId = params.session_id;
      const paymentId = params.payment_id;
      if (typeof sessionId !== 'string' || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId))
        throw new GatewaySignatureError('session_id missing');
      const stripe = await clientOf(db, tenantId);
      let session: Stripe.Checkout.Session;
      try {
        session = await retrieve(stripe, sessionId);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError)
          throw new GatewaySignatureError('unknown session');
        throw err;
      }
      // The browser names the session; Stripe says whose it is.
      if (typeof paymentId !== 'string' || paymentIdOf(session) !== paymentId)
        throw new GatewaySignatureError('session of another payment');
      const s = sessionStatus(session);
      if (s.status !== 'captured' && s.status !== 'failed') throw new GatewayPendingError(s.status);
      return {
        eventId: `return:${session.id}`,
        paymentId,
        gatewayRef: session.id,
        result: s.status === 'captured' ? 'CAPTURED' : 'FAILED',
        amountMinor: s.amountMinor,
        currency: s.currency,
        // Asked of Stripe just now: as fresh as a message can be.
        signedAt: Date.now(),
        message: s.message,
      };
    },
    async status(tenantId, gatewayRef): Promise<GatewayStatus> {
      return sessionStatus(await retrieve(await clientOf(db, tenantId), gatewayRef));
    },
    async closeSession(tenantId, gatewayRef) {
      const stripe = await clientOf(db, tenantId);
      const before = sessionStatus(await retrieve(stripe, gatewayRef));
      if (before.status !== 'open') return before.status;
      try {
        await stripe.checkout.sessions.expire(gatewayRef);
      } catch (err) {
        // Paid (or expired) between the two calls: Stripe refuses to expire a session that is not open.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      }
      return sessionStatus(await retrieve(stripe, gatewayRef)).status;
    },
    async refund(input) {
      const stripe = await clientOf(db, input.tenantId);
      const session = await retrieve(stripe, input.gatewayRef);
      const intent = paymentIntentOf(session);
      if (!intent) throw new StripeRefundError('the session has no payment to refund');
      const refund = await stripe.refunds.create(
        {
          payment_intent: intent,
          amount: input.amountMinor,
          reason: stripeRefundReason(input.reason),
          metadata: { reason: input.reason, checkout_session: session.id },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new StripeRefundError(`refund ${refund.id} ${refund.status}`);
      return { refundId: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    },
  };
}
