import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { enqueue } from '@/lib/backend/jobs';
import type { RefundReason } from '@/lib/booking/states';
import type { Db, Tx } from '@/lib/db/open';
import { type Booking, type Payment, paymentRefunds, payments } from '@/lib/db/schema';

/**
 * The job that asks a gateway to refund a recorded refund (lib/backend/payment/refunds.ts handles
 * it). Named here because a booking that ends records its refunds in its own transaction, as it
 * closes its payments (close-payments.ts), and the booking folder does not reach into payments'.
 */
export const REFUND_JOB = 'payment.refund';

/** How often a refund is asked of its gateway before it is left `failed` for the agency to see. */
export const REFUND_MAX_ATTEMPTS = 20;

/**
 * Records that (part of) a payment goes back through its gateway, with its reason and the credit
 * note it pays out, in the caller's transaction. False when the payment already has its refund
 * (one per payment).
 */
export async function insertRefund(
  tx: Tx,
  payment: Pick<Payment, 'id' | 'tenantId' | 'bookingId' | 'gateway' | 'currency'>,
  amountMinor: number,
  /** A capture that could not be applied (lib/booking/states.ts), or a cancelled booking's refund. */
  reason: RefundReason | 'cancellation',
  creditNoteId: string | null = null,
): Promise<boolean> {
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      tenantId: payment.tenantId,
      bookingId: payment.bookingId,
      paymentId: payment.id,
      gateway: payment.gateway,
      amountMinor,
      currency: payment.currency,
      reason,
      creditNoteId,
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  return row !== undefined;
}

/** Queues the gateway call of a payment's recorded refund, in the same transaction (a crash cannot lose it). */
export const queueRefund = (tx: Tx, payment: Pick<Payment, 'id' | 'tenantId'>) =>
  enqueue(tx as unknown as Db, {
    tenantId: payment.tenantId,
    type: REFUND_JOB,
    payload: { payment_id: payment.id },
    maxAttempts: REFUND_MAX_ATTEMPTS,
  });

/**
 * A cancelled booking's refund (paid − fee) goes back through the gateways that took it: split over
 * its applied card payments, newest first, each refunded at most what it took (a partial refund
 * when the fee is kept from it), recorded in the cancel's transaction with the credit note it pays
 * out and queued for the gateway (so a crash cannot lose it). Answers what is left for another
 * ledger (an agent's balance), in minor units.
 */
export async function recordCardRefunds(
  tx: Tx,
  booking: Pick<Booking, 'tenantId' | 'id' | 'currency'>,
  refundMinor: number,
  creditNoteId: string | null,
): Promise<number> {
  if (refundMinor <= 0) return 0;
  const captured = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, booking.tenantId),
        eq(payments.bookingId, booking.id),
        eq(payments.status, 'captured'),
      ),
    )
    .orderBy(desc(payments.createdAt));
  let left = refundMinor;
  for (const p of captured) {
    if (left <= 0) break;
    const share = Math.min(left, p.amountMinor);
    if (!(await insertRefund(tx, p, share, 'cancellation', creditNoteId))) continue;
    left -= share;
    await queueRefund(tx, p);
  }
  return left;
}
