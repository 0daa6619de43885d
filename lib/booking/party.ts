import { addDays } from '@/lib/dates/calendar';
import type { CancellationPolicy } from '@/lib/planner/types';

/**
 * Who travels on an organised package and what they take. Adults and children each take a seat and
 * pay the package price; an infant (under 2) sits on a lap: no seat, no charge.
 */
export interface PartyCounts {
  adults: number;
  children: number;
  infants: number;
}

export const seatsOf = (p: PartyCounts): number => p.adults + p.children;

/**
 * Cancellation terms of an organised package (the inventory has none of its own): free until 30
 * days before departure, then half the price. Applied only when the agency charges cancellation
 * fees (site configuration charge_cancellation_fee); otherwise cancelling is always free.
 */
export const PACKAGE_CANCELLATION_POLICY: CancellationPolicy = {
  refundable: true,
  freeUntilDaysBefore: 30,
  penaltyPercent: 50,
};

/** How long seats stay held for a booking that is not yet paid. */
export const HOLD_MINUTES = 15;

/** A PARTIAL payment's first part is at least this share of the total (the rest is due later). */
export const PARTIAL_MIN_PERCENT = 25;

/** Days before departure the balance of a partly paid booking is due (the end of free cancellation). */
const BALANCE_DAYS_BEFORE = 30;

/** When the rest is due: 30 days before departure, or today when departure is closer than that. */
export function balanceDueDate(departureDate: string, today: string): string {
  const due = addDays(departureDate, -BALANCE_DAYS_BEFORE);
  return due < today ? today : due;
}
