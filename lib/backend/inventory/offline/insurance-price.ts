import type { InsuranceBand } from '@/lib/db/schema/products';
import type { ProductParty } from '../types';

/**
 * Travel insurance premiums. Pure. A plan's `bands` price ONE traveller for a trip of up to
 * `max_days` at an age up to `max_age`; the first band (by trip length, then age) that fits is the
 * one. A party's premium is the sum over its travellers: adults are 35 unless an age (a birth date)
 * is given, children are their ages, infants 0. A plan none of whose bands fits a traveller (too old,
 * too long a trip) is not offered.
 */

/** Adults whose age is unknown are priced at this age. */
export const DEFAULT_ADULT_AGE = 35;
/** A trip without a return date is insured for this many days. */
export const DEFAULT_TRIP_DAYS = 7;

/** ISO codes of the countries a Europe plan covers (EU, EEA, the UK, Switzerland and their neighbours). */
export const EUROPE = new Set(
  (
    'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC ' +
    'MD ME MK MT NL NO PL PT RO RS SE SI SK SM TR UA VA XK'
  ).split(' '),
);
/** Where medical care is dearest: only worldwide plans cover it. */
const WORLDWIDE_ONLY = new Set(['US', 'CA']);

export type InsuranceRegion = 'europe' | 'worldwide_ex_us' | 'worldwide';

/** The plan regions that cover a trip to `country` (null: unknown, only worldwide plans). */
export function regionsFor(country: string | null): InsuranceRegion[] {
  const c = country?.toUpperCase() ?? null;
  if (c && EUROPE.has(c)) return ['europe', 'worldwide_ex_us', 'worldwide'];
  if (c && !WORLDWIDE_ONLY.has(c)) return ['worldwide_ex_us', 'worldwide'];
  return ['worldwide'];
}

/** Days insured between the start and the end date (at least 1); no end date: DEFAULT_TRIP_DAYS. */
export function tripDays(date: string, endDate: string | null): number {
  if (!endDate) return DEFAULT_TRIP_DAYS;
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`);
  return Math.max(1, Math.round(ms / 86_400_000));
}

/** The ages a party is priced at: each adult (given ages first, then 35), each child, infants 0. */
export function partyAges(party: ProductParty, adultAges: readonly number[] = []): number[] {
  return [
    ...Array.from({ length: party.adults }, (_, i) => adultAges[i] ?? DEFAULT_ADULT_AGE),
    ...party.children,
    ...Array.from({ length: party.infants }, () => 0),
  ];
}

/** The band pricing a traveller of `age` on a trip of `days`, or null when the plan does not cover them. */
export function bandFor(bands: readonly InsuranceBand[], days: number, age: number): InsuranceBand | null {
  const ordered = [...bands].sort((a, b) => a.max_days - b.max_days || a.max_age - b.max_age);
  return ordered.find((b) => days <= b.max_days && age <= b.max_age) ?? null;
}

export interface Premium {
  /** One line per traveller, in the order of the ages. */
  travellers: { age: number; priceMinor: number }[];
  amountMinor: number;
}

/** The party's premium on a plan, or null when a traveller is not covered. */
export function premiumOf(
  bands: readonly InsuranceBand[],
  days: number,
  ages: readonly number[],
): Premium | null {
  const travellers: Premium['travellers'] = [];
  for (const age of ages) {
    const band = bandFor(bands, days, age);
    if (!band) return null;
    travellers.push({ age, priceMinor: band.price_minor });
  }
  return { travellers, amountMinor: travellers.reduce((s, t) => s + t.priceMinor, 0) };
}
