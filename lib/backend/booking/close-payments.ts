import 'server-only';
import { and, eq } from 'drizzle-orm';
import { enqueue } from '@/lib/backend/jobs';
import type { Db, Tx } from '@/lib/db/open';
import { type Booking, bnplInstalments, payments } from '@/lib/db/schema';

/** The job that closes a closed payment's session at its gateway (the outbox of closeOpenPayments). */
export const CLOSE_SESSION_JOB = 'payment.close_session';

/** Why open payments are closed: a newer one replaced them, the booking ended, or it was paid another way. */
export type CloseReason = 'superseded' | 'booking_ended' | 'over_payment';

/**
 * Closes the booking's open payment (at most one), in the caller's transaction with the booking row
 * locked: from now on a capture of it is refunded, never applied (apply-payment.ts). Closing the
 * gateway's session is a call to another system, so it is queued in the same transaction (a crash
 * cannot lose it) and made after the commit. Returns the ids closed.
 */
export async function closeOpenPayments(
  tx: Tx,
  booking: Pick<Booking, 'tenantId' | 'id'>,
  reason: CloseReason,
): Promise<string[]> {
  const closed = await tx
    .update(payments)
    .set({ status: 'closed', endReason: reason, updatedAt: new Date() })
    .where(
      and(
        eq(payments.tenantId, booking.tenantId),
        eq(payments.bookingId, booking.id),
        eq(payments.status, 'created'),
      ),
    )
    .returning({ id: payments.id });
  for (const p of closed)
    await enqueue(tx as unknown as Db, {
      tenantId: booking.tenantId,
      type: CLOSE_SESSION_JOB,
      payload: { payment_id: p.id },
      maxAttempts: 10,
    });
  return closed.map((p) => p.id);
}

/**
 * A booking that takes no more money (paid off, or ended) drops its buy-now-pay-later instalments
 * still scheduled, in the transition's transaction: their jobs then find nothing to charge
 * (lib/backend/bnpl). An instalment already at its gateway is settled by its capture's verdict.
 */
export async function dropScheduledInstalments(
  tx: Tx,
  booking: Pick<Booking, 'tenantId' | 'id'>,
): Promise<void> {
  await tx
    .update(bnplInstalments)
    .set({ status: 'dropped', updatedAt: new Date() })
    .where(
      and(
        eq(bnplInstalments.tenantId, booking.tenantId),
        eq(bnplInstalments.bookingId, booking.id),
        eq(bnplInstalments.status, 'scheduled'),
      ),
    );
}

/**
 * A held booking's first part payment is the first instalment of its buy-now-pay-later plan when it
 * is that instalment's amount: marked paid in the payment's transaction (lib/backend/bnpl charges
 * the later ones). A first payment of another amount leaves the plan to be dropped at its next charge.
 */
export async function settleFirstInstalment(
  tx: Tx,
  booking: Pick<Booking, 'tenantId' | 'id'>,
  paidMinor: number,
): Promise<void> {
  await tx
    .update(bnplInstalments)
    .set({ status: 'paid', updatedAt: new Date() })
    .where(
      and(
        eq(bnplInstalments.tenantId, booking.tenantId),
        eq(bnplInstalments.bookingId, booking.id),
        eq(bnplInstalments.number, 1),
        eq(bnplInstalments.amountMinor, paidMinor),
        eq(bnplInstalments.status, 'scheduled'),
      ),
    );
}
