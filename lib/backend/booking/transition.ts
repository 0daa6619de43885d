import { and, eq, sql } from 'drizzle-orm';
import { release, sell } from '@/lib/backend/inventory/ledger/ledger';
import {
  type BookingEvent,
  type BookingStatus,
  INVENTORY_EFFECT,
  isPaid,
  nextStatus,
  statusOf,
  TransitionRefused,
} from '@/lib/booking/states';
import type { Tx } from '@/lib/db/open';
import { type Booking, bookingEvents, bookings } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { countBooking } from './booking-metrics';
import { closeOpenPayments, dropScheduledInstalments, settleFirstInstalment } from './close-payments';
import { enqueueConfirmationEmail } from './confirmation-email';
import { BOOKING_MESSAGES } from './messages';
import { enqueueSupplierOrder } from './supplier-order-queue';

/** Reads the booking and locks its row for the rest of the transaction (null: not this tenant's). */
export async function lockBooking(tx: Tx, tenantId: string, bookingId: string): Promise<Booking | null> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, bookingId)))
    .for('update');
  return row ?? null;
}

/**
 * Applies one transition of the state machine to a locked booking, with its inventory effect and a
 * history row, in the caller's transaction. A transition the table refuses is a 409. A booking
 * that can take no more money closes its open payment (close-payments.ts). The first
 * payment also enqueues the confirmation e-mail (confirmation-email.ts) and, for a search result,
 * its order with the supplier (supplier-orders.ts).
 */
export async function applyTransition(
  tx: Tx,
  booking: Booking,
  event: BookingEvent,
  actorId: string | null,
  patch: Partial<
    Pick<
      Booking,
      | 'paidMinor'
      | 'confirmedAt'
      | 'cancelledAt'
      | 'cancellationFeeMinor'
      | 'refundMinor'
      | 'holdExpiresAt'
      | 'balanceDueDate'
    >
  > = {},
): Promise<Booking> {
  const from = statusOf(booking);
  let to: BookingStatus;
  try {
    to = nextStatus(from, event);
  } catch (err) {
    if (err instanceof TransitionRefused)
      throw new AppError('transition_refused', 409, BOOKING_MESSAGES.notAllowed, { status: from, event });
    throw err;
  }
  // Whatever the booking took (a departure's seats, room-nights, a search result's or a trip's
  // journeys' places) is sold or given back by the capacity ledger, in its one lock order.
  if (INVENTORY_EFFECT[event] === 'sell') await sell(tx, booking.tenantId, booking.id);
  else await release(tx, booking.tenantId, booking.id);
  const [updated] = await tx
    .update(bookings)
    .set({ ...patch, status: to, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(bookings.tenantId, booking.tenantId),
        eq(bookings.id, booking.id),
        eq(bookings.version, booking.version),
      ),
    )
    .returning();
  // The row is locked, so the version cannot have moved; if it did, nothing is applied.
  if (!updated) throw new AppError('booking_changed', 409, BOOKING_MESSAGES.notAllowed);
  await tx.insert(bookingEvents).values({
    tenantId: booking.tenantId,
    bookingId: booking.id,
    event,
    fromStatus: from,
    toStatus: to,
    actorId,
  });
  countBooking(tx, event);
  // A booking that can take no more money (paid in full, or ended) closes its open payment: the
  // gateway's session is closed after the commit, and a capture of it is refunded (lib/backend/payment).
  if (to !== 'held' && to !== 'partially_paid') {
    await closeOpenPayments(tx, updated, to === 'confirmed' ? 'over_payment' : 'booking_ended');
    await dropScheduledInstalments(tx, updated);
  }
  // The first payment (paid in full or in part) confirms the booking: the traveller is told once,
  // and only if this transaction commits.
  if (from === 'held' && isPaid(to)) await enqueueConfirmationEmail(tx, updated);
  if (from === 'held' && to === 'partially_paid') await settleFirstInstalment(tx, updated, updated.paidMinor);
  // A search result's supplier books it once paid, and cancels it if a paid booking is cancelled.
  await enqueueSupplierOrder(tx, updated, from, to);
  return updated;
}

/**
 * A buy-now-pay-later instalment that does not pay the balance off (lib/booking/states.ts
 * captureVerdict `instalment`): what was paid grows, the status stays partially_paid, and the history
 * says so. On a locked booking, in the caller's transaction.
 */
export async function recordInstalment(
  tx: Tx,
  booking: Booking,
  paidMinor: number,
  actorId: string | null,
): Promise<void> {
  const [updated] = await tx
    .update(bookings)
    .set({ paidMinor, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(bookings.tenantId, booking.tenantId),
        eq(bookings.id, booking.id),
        eq(bookings.version, booking.version),
        eq(bookings.status, 'partially_paid'),
      ),
    )
    .returning({ id: bookings.id });
  if (!updated) throw new AppError('booking_changed', 409, BOOKING_MESSAGES.notAllowed);
  await tx.insert(bookingEvents).values({
    tenantId: booking.tenantId,
    bookingId: booking.id,
    event: 'instalment',
    fromStatus: booking.status,
    toStatus: booking.status,
    actorId,
  });
}
