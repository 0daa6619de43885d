import { addDays } from '@/lib/dates/calendar';
import type { NightRate } from '@/lib/planner/types';

/**
 * A room type's price and availability night by night, from its rate ranges and allotment
 * exceptions. Pure.
 */

export interface RateRange {
  dateFrom: string;
  /** Inclusive. */
  dateTo: string;
  baseMinor: number;
  extraAdultMinor: number;
  childMinor: number;
}

/** The dates from `start` for `count` nights ('YYYY-MM-DD', UTC calendar). */
export function nightDates(start: string, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(addDays(start, i));
  return out;
}

/**
 * One NightRate per date a rate covers; a date no rate covers is left out (not bookable). Where
 * ranges overlap the one starting later wins (a special offer inside a season). `available` is the
 * allotment exception for the night, else the room type's default allotment.
 */
export function resolveNights(
  dates: readonly string[],
  rates: readonly RateRange[],
  allotments: ReadonlyMap<string, number>,
  defaultAllotment: number,
): NightRate[] {
  const ordered = [...rates].sort((a, b) => (a.dateFrom < b.dateFrom ? 1 : a.dateFrom > b.dateFrom ? -1 : 0));
  const out: NightRate[] = [];
  for (const date of dates) {
    const rate = ordered.find((r) => r.dateFrom <= date && date <= r.dateTo);
    if (!rate) continue;
    out.push({
      date,
      baseMinor: rate.baseMinor,
      extraAdultMinor: rate.extraAdultMinor,
      childMinor: rate.childMinor,
      available: Math.max(0, allotments.get(date) ?? defaultAllotment),
    });
  }
  return out;
}
