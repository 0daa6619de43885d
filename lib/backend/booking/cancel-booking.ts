import 'server-only';
import { and, eq } from 'drizzle-orm';
import { type CancellationQuote, quoteCancellation } from '@/lib/booking/cancellation';
import { statusOf } from '@/lib/booking/states';
import type { Db, Tx } from '@/lib/db/open';
import type { Booking, Tenant, UserRow } from '@/lib/db/schema';
import { bookingProducts, bookingTrips, walletEntries } from '@/lib/db/schema';
import type { CancellationPolicy } from '@/lib/planner/types';
import { AppError } from '../http/errors';
import { recordCardRefunds } from './card-refunds';
import { issueCreditNote } from './credit-notes';
import { BOOKING_MESSAGES } from './messages';
import { canSeeBooking } from './queries';
import { chargesCancellationFee, todayUtc } from './rules';
import { applyTransition, lockBooking } from './transition';
import { refundWallet } from './wallet';

/**
 * cancel: releases the seats and refunds what was paid less today's cancellation fee. The caller
 * names the fee it was shown; if today's differs (a date passed meanwhile) nothing happens (409).
 * A booking paid from an agent's balance is refunded to that balance; a refund issues a credit note.
 */
export async function cancelBooking(
  db: Db,
  input: { tenant: Tenant; actor: UserRow; bookingId: string; acceptedFeeMinor: number; now?: Date },
) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const b = await lockBooking(tx, input.tenant.id, input.bookingId);
    if (!b || !canSeeBooking(input.actor, b)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
    const quote = cancellationQuote(input.tenant, b, now, await tripPolicyOf(tx, b));
    if (quote.feeMinor !== input.acceptedFeeMinor)
      throw new AppError('fee_changed', 409, BOOKING_MESSAGES.priceChanged, {
        fee: { amount: quote.feeMinor, currency: b.currency },
      });
    return settleCancellation(tx, b, 'cancel', input.actor.id, quote, now);
  });
}

/** What cancelling `b` costs on `now`'s day under the site's fee rule. */
export function cancellationQuote(
  tenant: Tenant,
  b: Booking,
  now: Date,
  policy: CancellationPolicy | null = null,
): CancellationQuote {
  return quoteCancellation({
    status: statusOf(b),
    departureDate: b.departureDate,
    today: todayUtc(now),
    totalMinor: b.totalMinor,
    paidMinor: b.paidMinor,
    chargeCancellationFee: chargesCancellationFee(tenant),
    policy,
  });
}

/** A planned trip's cancellation terms (booking_trips: its rooms'); null for an organised package. */
export async function tripPolicyOf(
  tx: Tx,
  b: Pick<Booking, 'tenantId' | 'id'>,
): Promise<CancellationPolicy | null> {
  const [trip] = await tx
    .select({ policy: bookingTrips.cancellationPolicy })
    .from(bookingTrips)
    .where(and(eq(bookingTrips.tenantId, b.tenantId), eq(bookingTrips.bookingId, b.id)));
  if (trip) return trip.policy;
  // A booked search result (a flight, an activity…) cancels on its own terms.
  const [product] = await tx
    .select({ policy: bookingProducts.cancellationPolicy })
    .from(bookingProducts)
    .where(and(eq(bookingProducts.tenantId, b.tenantId), eq(bookingProducts.bookingId, b.id)));
  return product?.policy ?? null;
}

/**
 * Ends a locked booking by `event` (a traveller's or agent's cancel, or the system's lapse of an
 * unpaid balance): seats back, the fee and refund recorded, a credit note for the refund, and the
 * refund sent back the way it came: through the card payments' gateways, else to the agent's balance.
 */
export async function settleCancellation(
  tx: Tx,
  b: Booking,
  event: 'cancel' | 'lapse',
  actorId: string | null,
  quote: CancellationQuote,
  now: Date,
): Promise<Booking> {
  const updated = await applyTransition(tx, b, event, actorId, {
    cancelledAt: now,
    cancellationFeeMinor: quote.feeMinor,
    refundMinor: quote.refundMinor,
    holdExpiresAt: null,
  });
  const note = await issueCreditNote(tx, b, quote.refundMinor, now);
  // Card payments are refunded through their gateways; what they did not carry goes back to the
  // agent's balance the booking was paid from (if it was paid from one).
  const toBalance = await recordCardRefunds(tx, b, quote.refundMinor, note?.id ?? null);
  const [debit] = await tx
    .select({ userId: walletEntries.userId })
    .from(walletEntries)
    .where(
      and(
        eq(walletEntries.tenantId, b.tenantId),
        eq(walletEntries.bookingId, b.id),
        eq(walletEntries.kind, 'debit'),
      ),
    );
  if (debit && toBalance > 0)
    await refundWallet(tx, {
      tenantId: b.tenantId,
      userId: debit.userId,
      bookingId: b.id,
      amountMinor: toBalance,
      currency: b.currency,
    });
  return updated;
}
