import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type GatewayResult,
  GatewaySignatureError,
  type VerifiedGatewayMessage,
} from '@/lib/payment/gateway';

/**
 * What the test gateway signs: every field of its message in a fixed order, HMAC-SHA256 with a key
 * only the gateway and the merchant hold. Any changed field (amount, result, payment) breaks it.
 */
export const SIGNED_FIELDS = [
  'event_id',
  'payment_id',
  'session',
  'result',
  'amount',
  'currency',
  'ts',
  'msg',
] as const;
export type SignedMessage = Record<(typeof SIGNED_FIELDS)[number], string>;

const canonical = (m: SignedMessage) => SIGNED_FIELDS.map((f) => `${f}=${m[f]}`).join('\n');

export function sign(message: SignedMessage, key: string): string {
  return createHmac('sha256', key).update(canonical(message)).digest('hex');
}

export function signed(message: SignedMessage, key: string): SignedMessage & { sig: string } {
  return { ...message, sig: sign(message, key) };
}

/** The message if its signature holds (constant-time compare), else GatewaySignatureError. */
export function verifySigned(params: Readonly<Record<string, unknown>>, key: string): VerifiedGatewayMessage {
  const text = (f: string) => {
    const v = params[f];
    if (typeof v !== 'string') throw new GatewaySignatureError(`${f} missing`);
    return v;
  };
  const message = Object.fromEntries(
    SIGNED_FIELDS.map((f) => [f, f === 'msg' ? String(params.msg ?? '') : text(f)]),
  ) as SignedMessage;
  const given = Buffer.from(text('sig'), 'hex');
  const wanted = Buffer.from(sign(message, key), 'hex');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw new GatewaySignatureError('bad signature');
  const result = message.result;
  if (result !== 'CAPTURED' && result !== 'FAILED') throw new GatewaySignatureError('unknown result');
  const amountMinor = Number(message.amount);
  const signedAt = Number(message.ts) * 1000;
  if (!Number.isSafeInteger(amountMinor) || !Number.isFinite(signedAt))
    throw new GatewaySignatureError('bad numbers');
  return {
    eventId: message.event_id,
    paymentId: message.payment_id,
    gatewayRef: message.session,
    result: result as GatewayResult,
    amountMinor,
    currency: message.currency,
    signedAt,
    message: message.msg || null,
  };
}
