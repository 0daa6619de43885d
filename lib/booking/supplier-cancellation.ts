import { formatDisplayDate } from '@/lib/dates';
import { addDays } from '@/lib/dates/calendar';
import type { CancellationPolicy } from '@/lib/planner/types';
import { nightDates } from './nights';

/** A room's cancellation terms for a stay, as the availability answers show them. Pure. */

/** The date before check-in until which cancelling is free, or null. */
export function freeCancelUntil(policy: CancellationPolicy, checkIn: string): string | null {
  if (!policy.refundable || policy.freeUntilDaysBefore === null) return null;
  return addDays(checkIn, -policy.freeUntilDaysBefore);
}

export interface CancellationTerms {
  refundable: boolean;
  free_cancel_until: string | null;
  penalty_percent: number;
  /** 'Free cancellation until 03-May-27', 'Non-refundable', … */
  text: string;
}

/**
 * The terms for a booking made on `today`: a free-cancellation date already past reads as the
 * penalty that applies now.
 */
export function cancellationTerms(
  policy: CancellationPolicy,
  checkIn: string,
  today: string,
): CancellationTerms {
  const until = freeCancelUntil(policy, checkIn);
  const base = {
    refundable: policy.refundable,
    free_cancel_until: until,
    penalty_percent: policy.penaltyPercent,
  };
  if (!policy.refundable) return { ...base, penalty_percent: 100, text: 'Non-refundable' };
  if (until && until >= today)
    return { ...base, text: `Free cancellation until ${formatDisplayDate(until)}` };
  return { ...base, text: `Cancellation charge ${policy.penaltyPercent}% of the stay` };
}

/** Check-out for a stay. */
export const checkOutOf = (checkIn: string, nights: number): string =>
  nightDates(checkIn, nights + 1)[nights] ?? checkIn;
