import 'server-only';
import { and, eq } from 'drizzle-orm';
import { enqueue } from '@/lib/backend/jobs';
import type { RefundReason } from '@/lib/booking/states';
import type { Db } from '@/lib/db/open';
import { type Payment, type PaymentRefund, paymentRefunds, payments } from '@/lib/db/schema';
import type { Tx } from '../booking/tx';
import { gatewayById } from './gateways';

/** The job that asks the gateway to refund a recorded refund (the outbox of recordRefund). */
export const REFUND_JOB = 'payment.refund';

/** The gateway's idempotency key of a payment's refund: one refund per payment, whoever asks. */
export const refundKey = (paymentId: string) => `itinera-refund-${paymentId}`;

/**
 * Records that a capture goes back, in the transaction that decided it could not be applied, and
 * queues the gateway call in the same transaction (so a crash after the commit cannot lose it).
 */
export async function recordRefund(tx: Tx, payment: Payment, reason: RefundReason): Promise<void> {
  await tx
    .insert(paymentRefunds)
    .values({
      tenantId: payment.tenantId,
      bookingId: payment.bookingId,
      paymentId: payment.id,
      gateway: payment.gateway,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      reason,
    })
    .onConflictDoNothing();
  await enqueue(tx as unknown as Db, {
    tenantId: payment.tenantId,
    type: REFUND_JOB,
    payload: { payment_id: payment.id },
    maxAttempts: 20,
  });
}

/**
 * Makes a recorded refund at the gateway that took the money and keeps the gateway's refund id.
 * Safe to run any number of times and side by side (the job and the request that recorded it): the
 * idempotency key makes the gateway refund once, and only a `requested` row is updated. Throws when
 * the gateway refuses, so the job tries again later.
 */
export async function issueRefund(
  db: Db,
  tenantId: string,
  paymentId: string,
): Promise<PaymentRefund | null> {
  const [r] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.tenantId, tenantId), eq(paymentRefunds.paymentId, paymentId)));
  if (r?.status !== 'requested') return r ?? null;
  const gateway = gatewayById(db, r.gateway);
  if (!gateway) throw new Error(`no adapter for gateway ${r.gateway}`);
  const [p] = await db.select({ ref: payments.gatewayRef }).from(payments).where(eq(payments.id, paymentId));
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
    .set({ status: 'refunded', gatewayRefundId: done.refundId, updatedAt: new Date() })
    .where(and(eq(paymentRefunds.id, r.id), eq(paymentRefunds.status, 'requested')))
    .returning();
  return updated ?? r;
}
