import 'server-only';
import type { Db } from '@/lib/db/open';
import { MESSAGE_MAX_AGE_MS } from '../apply-payment';
import { settingsOf } from '../site-settings';
import { ignored, paymentByRef, refused, takeNotice, type WebhookAnswer } from '../webhook-answer';
import { RAZORPAY_GATEWAY_ID, readWebhookBody } from './reshape';
import { webhookSignatureHolds } from './signature';

/**
 * A Razorpay webhook for one site: its X-Razorpay-Signature checked over the raw body with the
 * site's webhook secret (tampered → 400), made no longer than MESSAGE_MAX_AGE_MS ago (stale → 400),
 * then only a trigger — the order is fetched from Razorpay and what it says is applied
 * (reconcilePayment), once per X-Razorpay-Event-Id.
 */
export async function receiveRazorpayWebhook(
  db: Db,
  input: { tenantId: string; raw: string; signature: string | null; eventId: string | null; now?: number },
): Promise<WebhookAnswer> {
  const settings = await settingsOf(db, input.tenantId, 'razorpay');
  if (!input.signature || !webhookSignatureHolds(input.raw, input.signature, settings.webhookSecret))
    return refused('unverified');
  let notice: ReturnType<typeof readWebhookBody>;
  try {
    notice = readWebhookBody(input.raw, input.eventId ?? '');
  } catch {
    return refused('unverified');
  }
  if (!input.eventId || !Number.isFinite(notice.createdAt)) return refused('unverified');
  if ((input.now ?? Date.now()) - notice.createdAt > MESSAGE_MAX_AGE_MS) return refused('stale');
  const paymentId =
    notice.orderId && (await paymentByRef(db, input.tenantId, RAZORPAY_GATEWAY_ID, notice.orderId));
  if (!paymentId) return ignored();
  return takeNotice(db, input.tenantId, paymentId, {
    eventId: input.eventId,
    payload: { event: notice.event, order_id: notice.orderId },
  });
}
