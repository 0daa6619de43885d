import type { NightRate } from '@/lib/planner/types';

/** What a room type's occupancy rules need for pricing. */
export interface OccupancyRules {
  baseOccupancy: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  childMinAge: number;
  childMaxAge: number;
}

/**
 * Children by what they pay: younger than childMinAge stay free, childMinAge…childMaxAge pay the
 * child price, older ones count as adults. Pure.
 */
export function splitChildren(rules: OccupancyRules, ages: readonly number[]) {
  const free = ages.filter((a) => a < rules.childMinAge).length;
  const paying = ages.filter((a) => a >= rules.childMinAge && a <= rules.childMaxAge).length;
  const asAdults = ages.length - free - paying;
  return { free, paying, asAdults };
}

/** Whether one room of this type takes these guests (infants are not counted). */
export function fits(rules: OccupancyRules, adults: number, ages: readonly number[]): boolean {
  const { asAdults } = splitChildren(rules, ages);
  const a = adults + asAdults;
  const children = ages.length - asAdults;
  return (
    adults >= 1 && a <= rules.maxAdults && children <= rules.maxChildren && a + children <= rules.maxOccupancy
  );
}

/** One room for one night: base for up to baseOccupancy adults, plus extra adults and paying children. */
export function roomNightMinor(
  rules: OccupancyRules,
  rate: NightRate,
  adults: number,
  ages: readonly number[],
): number {
  const { paying, asAdults } = splitChildren(rules, ages);
  const extra = Math.max(0, adults + asAdults - rules.baseOccupancy);
  return rate.baseMinor + extra * rate.extraAdultMinor + paying * rate.childMinor;
}
