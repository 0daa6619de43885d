import 'server-only';
import { balanceOverdue, statusOf, TRANSITIONS } from '@/lib/booking/states';
import type { Db, Tx } from '@/lib/db/open';
import type { Booking, Tenant, UserRow } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { countPayment } from './booking-metrics';
import { BOOKING_MESSAGES } from './messages';
import { canSeeBooking } from './queries';
import { paysFromWallet, todayUtc } from './rules';
import { applyTransition, lockBooking } from './transition';
import { debitWallet } from './wallet';

/**
 * Pays a held booking in full from the agent's balance (confirm-hold, and book by an agent), in the
 * caller's transaction with the booking row locked: the debit and the confirmation commit together
 * or not at all, so a booking is never paid twice nor confirmed unpaid.
 */
export async function payFromWallet(
  tx: Tx,
  booking: Booking,
  actor: UserRow,
  now = new Date(),
): Promise<Booking> {
  if (!paysFromWallet(actor)) throw new AppError('no_wallet', 402, BOOKING_MESSAGES.noWallet);
  // A booking that cannot be paid (cancelled, expired, …) says so before any balance is looked at.
  if (!TRANSITIONS[statusOf(booking)].pay)
    throw new AppError('transition_refused', 409, BOOKING_MESSAGES.notAllowed, {
      status: booking.status,
      event: 'pay',
    });
  if (booking.status === 'held' && booking.holdExpiresAt && booking.holdExpiresAt <= now)
    throw new AppError('hold_expired', 409, BOOKING_MESSAGES.holdExpired);
  if (balanceOverdue(booking, todayUtc(now)))
    throw new AppError('balance_overdue', 409, BOOKING_MESSAGES.balanceOverdue);
  // What is still due: all of a held booking, the balance of a partly paid one.
  const due = booking.totalMinor - booking.paidMinor;
  if (due > 0)
    await debitWallet(tx, {
      tenantId: booking.tenantId,
      userId: actor.id,
      bookingId: booking.id,
      amountMinor: due,
      currency: booking.currency,
    });
  if (due > 0) countPayment(tx, 'wallet', 'captured');
  return applyTransition(tx, booking, 'pay', actor.id, {
    paidMinor: booking.totalMinor,
    confirmedAt: now,
    holdExpiresAt: null,
    balanceDueDate: null,
  });
}

/**
 * confirm-hold and confirm-booking (the same `pay` transition): pays what is due on one of the
 * caller's held or partly paid bookings from their balance and confirms it.
 */
export async function confirmHold(
  db: Db,
  input: { tenant: Tenant; actor: UserRow; bookingId: string },
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const b = await lockBooking(tx, input.tenant.id, input.bookingId);
    if (!b || !canSeeBooking(input.actor, b)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
    return payFromWallet(tx, b, input.actor);
  });
}
