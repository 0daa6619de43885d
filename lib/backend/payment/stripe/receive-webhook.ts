import 'server-only';
import type { Db } from '@/lib/db/open';
import { GatewaySignatureError } from '@/lib/payment/gateway';
import { settingsOf } from '../site-settings';
import { ignored, paymentById, refused, takeNotice, type WebhookAnswer } from '../webhook-answer';
import { STRIPE_GATEWAY_ID } from './reshape';
import { readStripeWebhook, StaleWebhookError } from './webhook';

/**
 * A Stripe webhook for one site: verified from the raw body with the site's webhook secret
 * (tampered → 400, signed too long ago → 400), then only a trigger — the session is retrieved
 * from Stripe and what it says is applied (reconcilePayment), once per event id.
 */
export async function receiveStripeWebhook(
  db: Db,
  input: { tenantId: string; raw: string; signature: string | null; now?: number },
): Promise<WebhookAnswer> {
  const settings = await settingsOf(db, input.tenantId, 'stripe');
  let notice: ReturnType<typeof readStripeWebhook>;
  try {
    notice = readStripeWebhook(input.raw, input.signature, settings.webhookSecret, input.now);
  } catch (err) {
    if (err instanceof StaleWebhookError) return refused('stale');
    if (err instanceof GatewaySignatureError) return refused('unverified');
    throw err;
  }
  const paymentId =
    notice.paymentId && (await paymentById(db, input.tenantId, STRIPE_GATEWAY_ID, notice.paymentId));
  if (!paymentId) return ignored();
  return takeNotice(db, input.tenantId, paymentId, {
    eventId: notice.eventId,
    payload: { type: notice.type, id: notice.eventId },
  });
}
