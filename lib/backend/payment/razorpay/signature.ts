import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures (its documented scheme: HMAC-SHA256, hex): the checkout's return,
 * `razorpay_signature` over `order_id|payment_id` with the key secret, and a webhook's
 * `X-Razorpay-Signature` over the raw body with the webhook secret. Compared in constant time
 * (the SDK's own helpers compare with ===).
 */

export const hmacHex = (text: string, secret: string): string =>
  createHmac('sha256', secret).update(text).digest('hex');

function sameHex(given: string, wanted: string): boolean {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(wanted, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** The return's signature holds for this order and payment. */
export const returnSignatureHolds = (
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
) => sameHex(signature, hmacHex(`${orderId}|${paymentId}`, keySecret));

/** A webhook's signature holds for its raw body. */
export const webhookSignatureHolds = (rawBody: string, signature: string, webhookSecret: string) =>
  sameHex(signature, hmacHex(rawBody, webhookSecret));
