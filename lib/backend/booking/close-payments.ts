import 'server-only';
import { and, eq } from 'drizzle-orm';
import { enqueue } from '@/lib/backend/jobs';
import type { Db } from '@/lib/db/open';
import { type Booking, payments } from '@/lib/db/schema';
import type { Tx } from './tx';

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
