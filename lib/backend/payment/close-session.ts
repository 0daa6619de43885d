import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { payments } from '@/lib/db/schema';
import { reconcilePayment } from './apply-payment';
import { gatewayById } from './gateways';

/**
 * Closes a closed payment's session at its gateway so it can no longer be paid (the job
 * CLOSE_SESSION_JOB, and at once after the commit where a visitor is waiting: a superseding
 * make_payment, a cancel). If the gateway answers that the session was captured first, the capture
 * is fetched and — the payment being closed — refunded. Safe to repeat.
 */
export async function closePaymentSession(db: Db, tenantId: string, paymentId: string): Promise<void> {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)));
  // Nothing to close: not closed (captured, refunded…), already confirmed closed, or no session yet
  // (start-payment.ts closes a session it opens for a payment closed meanwhile).
  if (p?.status !== 'closed' || p.sessionClosedAt || !p.gatewayRef) return;
  const gateway = gatewayById(db, p.gateway);
  if (!gateway) return;
  const state = await gateway.closeSession(tenantId, p.gatewayRef);
  if (state === 'captured') {
    await reconcilePayment(db, tenantId, paymentId);
    return;
  }
  if (state === 'open') throw new Error('the gateway did not close the session');
  await db
    .update(payments)
    .set({ sessionClosedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.id, p.id), eq(payments.status, 'closed')));
}

/** closePaymentSession for each id, now; a failure is left to the queued job (which retries). */
export async function closeSessionsNow(db: Db, tenantId: string, paymentIds: readonly string[]) {
  for (const id of paymentIds) await closePaymentSession(db, tenantId, id).catch(() => undefined);
}

/** After a booking ended where the visitor waits (cancel): close its payments' sessions now, not in a second. */
export async function closeBookingSessions(db: Db, tenantId: string, bookingId: string): Promise<void> {
  const closed = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.bookingId, bookingId),
        eq(payments.status, 'closed'),
        isNull(payments.sessionClosedAt),
      ),
    );
  await closeSessionsNow(
    db,
    tenantId,
    closed.map((p) => p.id),
  );
}
