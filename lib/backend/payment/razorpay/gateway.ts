import 'server-only';
import { createHash } from 'node:crypto';
import type { Db } from '@/lib/db/open';
import {
  GatewayPendingError,
  GatewaySignatureError,
  type GatewayStatus,
  type PaymentGateway,
  type VerifiedGatewayMessage,
} from '@/lib/payment/gateway';
import type { RazorpaySettings } from '../gateway-settings';
import { settingsOf } from '../site-settings';
import { razorpayClient } from './client';
import {
  capturedPaymentOf,
  orderStatus,
  RAZORPAY_CHECKOUT_PATH,
  RAZORPAY_GATEWAY_ID,
  RAZORPAY_METHODS,
  type RazorpayPaymentShape,
  refundState,
} from './reshape';
import { returnSignatureHolds } from './signature';

export class RazorpayRefundError extends Error {
  override name = 'RazorpayRefundError';
}

/** Razorpay's receipts are at most 40 characters: the idempotency key's digest stands for it. */
export const refundReceipt = (idempotencyKey: string) =>
  `rf_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 37)}`;

async function orderAndPayments(settings: RazorpaySettings, orderId: string) {
  const rp = razorpayClient(settings);
  const [order, payments] = await Promise.all([rp.orders.fetch(orderId), rp.orders.fetchPayments(orderId)]);
  return { order, payments: (payments.items ?? []) as unknown as RazorpayPaymentShape[] };
}

async function statusOf(settings: RazorpaySettings, orderId: string): Promise<GatewayStatus> {
  const { order, payments } = await orderAndPayments(settings, orderId);
  return orderStatus(order, payments);
}

/**
 * Razorpay Orders behind the gateway interface: an Order per payment (our payment id as its
 * receipt and in its notes), the hosted checkout reached through the site's hand-off page
 * (routes/payment-gateways.ts), the return's `razorpay_signature` checked and the order fetched
 * before anything is applied, refunds of the order's captured payment. Webhooks: the route reads
 * them with ./signature.ts and ./reshape.ts.
 */
export function razorpayGateway(db: Db): PaymentGateway {
  const settings = (tenantId: string) => settingsOf(db, tenantId, 'razorpay');
  return {
    id: RAZORPAY_GATEWAY_ID,
    methods: RAZORPAY_METHODS,
    async startSession(input) {
      const rp = razorpayClient(await settings(input.tenantId));
      const order = await rp.orders.create({
        amount: input.amountMinor,
        currency: input.currency,
        receipt: input.paymentId,
        notes: { payment_id: input.paymentId },
      });
      const url = `/api${RAZORPAY_CHECKOUT_PATH}?payment_id=${encodeURIComponent(input.paymentId)}`;
      return { gatewayRef: order.id, handOff: { group: 'url', url } };
    },
    async verify(tenantId, params): Promise<VerifiedGatewayMessage> {
      const text = (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : '');
      const orderId = text('razorpay_order_id');
      const rpPaymentId = text('razorpay_payment_id');
      const s = await settings(tenantId);
      if (
        !orderId ||
        !rpPaymentId ||
        !returnSignatureHolds(orderId, rpPaymentId, text('razorpay_signature'), s.keySecret)
      )
        throw new GatewaySignatureError('bad razorpay_signature');
      const { order, payments } = await orderAndPayments(s, orderId);
      const named = payments.find((p) => p.id === rpPaymentId);
      if (!named) throw new GatewaySignatureError('payment of another order');
      const status = orderStatus(order, payments);
      if (status.status !== 'captured' && status.status !== 'failed')
        throw new GatewayPendingError(status.status);
      return {
        eventId: `return:${rpPaymentId}`,
        paymentId: text('payment_id'),
        gatewayRef: orderId,
        result: status.status === 'captured' ? 'CAPTURED' : 'FAILED',
        amountMinor: status.amountMinor,
        currency: status.currency,
        // Asked of Razorpay just now.
        signedAt: Date.now(),
        message: status.message,
      };
    },
    status: async (tenantId, gatewayRef) => statusOf(await settings(tenantId), gatewayRef),
    async closeSession(tenantId, gatewayRef) {
      // An order cannot be closed at Razorpay: it is closed here by never applying a capture of it
      // (apply-payment.ts refunds one). Too late is when it was already captured.
      const s = await statusOf(await settings(tenantId), gatewayRef);
      return s.status === 'captured' ? 'captured' : 'closed';
    },
    async refund(input) {
      const s = await settings(input.tenantId);
      const rp = razorpayClient(s);
      const { payments } = await orderAndPayments(s, input.gatewayRef);
      const captured = capturedPaymentOf(payments);
      if (!captured) throw new RazorpayRefundError('the order has no captured payment');
      // Razorpay keeps no idempotency key for refunds: the receipt stands for it, looked up first
      // (the caller makes one call at a time per refund: refunds.ts claims the row).
      const receipt = refundReceipt(input.idempotencyKey);
      const earlier = await rp.payments.fetchMultipleRefund(captured.id, { count: 100 });
      const made =
        (earlier.items ?? []).find((r) => r.receipt === receipt) ??
        (await rp.payments.refund(captured.id, {
          amount: input.amountMinor,
          speed: 'normal',
          receipt,
          notes: { reason: input.reason, order_id: input.gatewayRef },
        }));
      const state = refundState(String(made.status));
      if (state === 'failed') throw new RazorpayRefundError(`refund ${made.id} failed`);
      return { refundId: made.id, status: state };
    },
  };
}
