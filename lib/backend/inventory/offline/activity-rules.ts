import { formatMinutes, toMinutes } from '@/lib/planner/time';
import type { ProductParty } from '../types';

/**
 * The rules of an activity ticket, pure (issue 15): who pays what, how many places a party takes,
 * which days and sessions it runs, and its cancellation terms.
 */

/** Children under 2 go as infants: free and without a place of their own. */
export function partyOf(p: ProductParty): { adults: number; children: number; infants: number } {
  const children = p.children.filter((age) => age >= 2).length;
  return { adults: p.adults, children, infants: p.infants + (p.children.length - children) };
}

/** Places a party takes in a session: adults and children (infants sit on a lap). */
export const placesFor = (p: ProductParty): number => {
  const { adults, children } = partyOf(p);
  return adults + children;
};

/** The party's total in minor units: adults at the adult price, children at the child price (the adult one when none), infants free. */
export function activityTotalMinor(p: ProductParty, adultMinor: number, childMinor: number | null): number {
  const { adults, children } = partyOf(p);
  return adults * adultMinor + children * (childMinor ?? adultMinor);
}

// Calendar and clock rules are the planner's (lib/planner/time.ts), under the names this module uses.
export {
  humanDuration as durationText,
  runsOnDay as runsOn,
  weekday as weekdayOf,
} from '@/lib/planner/time';

/** Start times of the sessions, in order; a row without any has one session at `opensAt`. */
export function sessionsOf(row: { sessions: readonly string[]; opensAt: string }): string[] {
  const list = row.sessions.length > 0 ? row.sessions : [row.opensAt];
  return [...new Set(list)].sort();
}

export interface ActivityCancellation {
  refundable: boolean;
  free_until_days_before: number | null;
  penalty_percent: number;
}

/**
 * Free cancellation up to `hours` before the session, as whole days before it (rounded up, so the
 * traveller is never promised more than the supplier gives: 36 h → 2 days); null: not refundable.
 * After the free period the ticket is not refunded.
 */
export function activityCancellation(hours: number | null): ActivityCancellation {
  if (hours === null) return { refundable: false, free_until_days_before: null, penalty_percent: 100 };
  return {
    refundable: true,
    free_until_days_before: Math.ceil(Math.max(0, hours) / 24),
    penalty_percent: 100,
  };
}

/** 'HH:mm' plus minutes, wrapping past midnight. */
export const addMinutes = (hhmm: string, minutes: number): string => formatMinutes(toMinutes(hhmm) + minutes);
