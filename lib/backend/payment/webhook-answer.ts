import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { payments } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { reconcilePayment, type WebhookNotice } from './apply-payment';

/**
 * What a webhook route answers the gateway. 2xx only for a message that was taken (applied, a
 * duplicate delivery, or about nothing of ours): the gateway retries anything else, so a refused
 * message (tampered, stale) is answered 400 and a failure of ours 5xx (thrown).
 */
export type WebhookAnswer =
  | { status: 200; body: { received: true; outcome: 'applied' | 'duplicate' | 'ignored'; payment?: string } }
  | { status: 400; body: { received: false; error: 'unverified' | 'stale' } };

export const refused = (error: 'unverified' | 'stale'): WebhookAnswer => ({
  status: 400,
  body: { received: false, error },
});

export const ignored = (): WebhookAnswer => ({ status: 200, body: { received: true, outcome: 'ignored' } });

/** Our payment a gateway's session or order belongs to, on this site. */
export async function paymentByRef(db: Db, tenantId: string, gateway: string, ref: string) {
  const [p] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.gateway, gateway), eq(payments.gatewayRef, ref)));
  return p?.id ?? null;
}

/** Our payment by its id, when it was made through `gateway` on this site. */
export async function paymentById(db: Db, tenantId: string, gateway: string, id: string) {
  if (!isUuid(id)) return null;
  const [p] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.gateway, gateway), eq(payments.id, id)));
  return p?.id ?? null;
}

/**
 * A verified webhook about one of our payments: the gateway is asked and its answer applied
 * (reconcilePayment), once per event id; answered 200 either way.
 */
export async function takeNotice(
  db: Db,
  tenantId: string,
  paymentId: string,
  notice: WebhookNotice,
): Promise<WebhookAnswer> {
  const answer = await reconcilePayment(db, tenantId, paymentId, notice);
  return {
    status: 200,
    body: { received: true, outcome: answer.duplicate ? 'duplicate' : 'applied', payment: answer.status },
  };
}
