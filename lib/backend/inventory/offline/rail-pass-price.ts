import { addDays } from '@/lib/dates/calendar';
import type { ProductParty } from '../types';

/**
 * What a party pays for a rail pass. Pure. Adults pay the adult price; children of the party are
 * priced by age: 12–27 the youth price (a party's children are at most 17), 4–11 the child price,
 * under 4 (and infants) travel free without a pass of their own. A pass takes no capacity.
 */

export type PassBand = 'adult' | 'youth' | 'child' | 'free';

export const passBand = (age: number): PassBand => (age >= 12 ? 'youth' : age >= 4 ? 'child' : 'free');

export interface PassPrices {
  adultMinor: number;
  youthMinor: number;
  childMinor: number;
}

export interface PassForParty {
  counts: Record<PassBand, number>;
  /** Passes issued (everyone but the under-4s). */
  passes: number;
  amountMinor: number;
}

export function passForParty(pass: PassPrices, party: ProductParty): PassForParty {
  const counts: Record<PassBand, number> = { adult: party.adults, youth: 0, child: 0, free: party.infants };
  for (const age of party.children) counts[passBand(age)]++;
  return {
    counts,
    passes: counts.adult + counts.youth + counts.child,
    amountMinor:
      counts.adult * pass.adultMinor + counts.youth * pass.youthMinor + counts.child * pass.childMinor,
  };
}

/** The last day of a pass starting on `date` valid for `validityDays` days ('YYYY-MM-DD'). */
export function passEndDate(date: string, validityDays: number): string {
  return addDays(date, Math.max(1, validityDays) - 1);
}

/** '5 travel days within 1 month', '7 consecutive days'. */
export function passValidityText(travelDays: number, validityDays: number): string {
  if (travelDays >= validityDays) return `${travelDays} consecutive days`;
  const within = validityDays >= 28 && validityDays <= 31 ? '1 month' : `${validityDays} days`;
  return `${travelDays} travel days within ${within}`;
}
