import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { RefundReason } from '@/lib/booking/states';
import type { Db, Tx } from '@/lib/db/open';
import { type Payment, type PaymentRefund, paymentRefunds, payments } from '@/lib/db/schema';
import { insertRefund, queueRefund, REFUND_MAX_ATTEMPTS } from '../booking/card-refunds';
import { gatewayById } from './gateways';

/** The gateway's idempotency key of a payment's refund: one refund per payment, whoever asks. */
export const refundKey = (paymentId: string) => `itinera-refund-${paymentId}`;

/**
 * Records that a capture goes back, in the transaction that decided it could not be applied, and
 * queues the gateway call in the same transaction (so a crash after the commit cannot lose it).
 */
export async function recordRefund(tx: Tx, payment: Payment, reason: RefundReason): Promise<void> {
  await insertRefund(tx, payment, payment.amountMinor, reason);
  await queueRefund(tx, payment);
}

/** How long one caller may take over a refund's gateway call before another may try. */
const CLAIM_MS = 2 * 60_000;

/** Another caller is asking the gateway for this refund right now: the job tries again later. */
export class RefundInProgressError extends Error {
  override name = 'RefundInProgressError';
}

/**
 * Makes a recorded refund at the gateway that took the money and keeps the gateway's refund id.
 * Safe to run any number of times and side by side (the job and the request that recorded it):
 * one caller at a time asks the gateway (the row is claimed for CLAIM_MS), the idempotency key
 * makes the gateway refund once, and only a `requested` row is updated. A refusal is counted and
 * kept on the row and thrown, so the job tries again later; after REFUND_MAX_ATTEMPTS the refund is
 * `failed`, with the gateway's last word, where the agency sees it (the booking's refunds).
 */
export async function issueRefund(
  db: Db,
  tenantId: string,
  paymentId: string,
  log: (line: string) => void = (line) => console.error(line),
): Promise<PaymentRefund | null> {
  const [r] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.tenantId, tenantId), eq(paymentRefunds.paymentId, paymentId)));
  if (r?.status !== 'requested') return r ?? null;
  const now = new Date();
  const [claimed] = await db
    .update(paymentRefunds)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(paymentRefunds.id, r.id),
        eq(paymentRefunds.status, 'requested'),
        or(isNull(paymentRefunds.claimedUntil), lt(paymentRefunds.claimedUntil, now)),
      ),
    )
    .returning({ id: paymentRefunds.id });
  if (!claimed) throw new RefundInProgressError(`refund of ${paymentId} is being made`);
  try {
    const gateway = gatewayById(db, r.gateway);
    if (!gateway) throw new Error(`no adapter for gateway ${r.gateway}`);
    const [p] = await db
      .select({ ref: payments.gatewayRef })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!p?.ref) throw new Error('refund of a payment without a gateway session');
    const done = await gateway.refund({
      tenantId,
      gatewayRef: p.ref,
      amountMinor: r.amountMinor,
      currency: r.currency,
      idempotencyKey: refundKey(paymentId),
      reason: r.reason,
    });
    const [updated] = await db
      .update(paymentRefunds)
      .set({
        status: 'refunded',
        gatewayRefundId: done.refundId,
        attempts: sql`${paymentRefunds.attempts} + 1`,
        lastError: null,
        claimedUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(paymentRefunds.id, r.id), eq(paymentRefunds.status, 'requested')))
      .returning();
    return updated ?? r;
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const [after] = await db
      .update(paymentRefunds)
      .set({
        attempts: sql`${paymentRefunds.attempts} + 1`,
        lastError: message,
        claimedUntil: null,
        status: sql`case when ${paymentRefunds.attempts} + 1 >= ${REFUND_MAX_ATTEMPTS} then 'failed' else 'requested' end`,
        updatedAt: new Date(),
      })
      .where(and(eq(paymentRefunds.id, r.id), eq(paymentRefunds.status, 'requested')))
      .returning({ status: paymentRefunds.status });
    if (after?.status === 'failed')
      log(`[payment] refund of payment ${paymentId} (${r.gateway}) failed for good: ${message}`);
    throw err;
  }
}
