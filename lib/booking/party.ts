import type { CancellationPolicy } from '@/lib/planner/types';

/**
 * Who travels on an organised package and what they take. Adults and children each take a seat and
 * pay the package price; an infant (under 2) sits on a lap: no seat, no charge.
 */
export interface Party {
  adults: number;
  children: number;
  infants: number;
}

export const seatsOf = (p: Party): number => p.adults + p.children;

/**
 * An infant travels on an adult's lap, so a party has at most one infant per adult: the search
 * form's rule (rooms) and the Book form's, enforced by the server on every hold (issue 26: 1 adult
 * + 8 lap infants was bookable). Pure, so the forms and the server share it.
 */
export const INFANTS_PER_ADULT = 1;

export const maxInfantsFor = (adults: number): number => Math.max(0, adults) * INFANTS_PER_ADULT;

/** Why the party's infants do not fit on its adults' laps, or null when they do. */
export function lapInfantsProblem(p: Pick<Party, 'adults' | 'infants'>): string | null {
  const max = maxInfantsFor(p.adults);
  return p.infants > max ? `infants must be between 0 and ${max} (one infant per adult).` : null;
}

/** Largest party one booking may hold (a group beyond this is a group enquiry, not a web booking). */
export const MAX_SEATS_PER_BOOKING = 9;

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
  const d = new Date(`${departureDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - BALANCE_DAYS_BEFORE);
  const due = d.toISOString().slice(0, 10);
  return due < today ? today : due;
}
