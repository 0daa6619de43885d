import type { LegFare } from '@/lib/db/schema/inventory';
import type { ProductParty } from '../types';

/**
 * What a party pays for, and takes of, one class of a train or one ticket type of a sailing. Pure.
 *
 * Ages (trains and ferries alike): 12 and over pay the adult price; 4–11 the child price; under 4
 * (and every infant of the party) travel free on a lap, without a seat or berth of their own.
 *
 * A fare `per: 'traveller'` (a rail class, a ferry's deck passage or reclining seat) is priced and
 * takes a seat per traveller with a seat. A fare `per: 'vehicle'` sells units:
 * - a cabin (`cabin: 'cabin'`): the price is per cabin, passage of its occupants included; the party
 *   needs ceil(travellers with a berth / capacity) cabins;
 * - a car with driver (`cabin: 'vehicle'`): the price is per car with its driver; one car carries
 *   up to `capacity` travellers, so the party needs ceil(travellers with a seat / capacity) cars,
 *   each driven by one of its adults; the car's other passengers pay the sailing's deck fare.
 */

export type AgeBand = 'adult' | 'child' | 'free';

/** The price band of a traveller of `age` on a train or a ferry. */
export const ageBand = (age: number): AgeBand => (age >= 12 ? 'adult' : age >= 4 ? 'child' : 'free');

export interface PartyBands {
  adults: number;
  children: number;
  free: number;
}

/** The party counted by price band: adults and children of 12 and over, children of 4–11, the rest free. */
export function partyBands(party: ProductParty): PartyBands {
  const out: PartyBands = { adults: party.adults, children: 0, free: party.infants };
  for (const age of party.children) {
    const band = ageBand(age);
    if (band === 'adult') out.adults++;
    else if (band === 'child') out.children++;
    else out.free++;
  }
  return out;
}

/** Travellers who take a seat or a berth (everyone but the under-4s). */
export const withSeat = (party: ProductParty): number => {
  const b = partyBands(party);
  return b.adults + b.children;
};

export interface FareForParty {
  /** Units the party takes of the fare: seats, cabins or car spaces. */
  units: number;
  /** The party's total in minor units of the leg's currency. */
  amountMinor: number;
  /** How the total is made up, one line each ('2 adults × £45.00' is formatted by the caller). */
  lines: { what: 'adult' | 'child' | 'free' | 'cabin' | 'vehicle'; count: number; unitMinor: number }[];
}

type Prices = Pick<LegFare, 'adult_minor' | 'child_minor' | 'infant_minor'>;

function perTraveller(bands: PartyBands, prices: Prices): FareForParty['lines'] {
  return [
    { what: 'adult' as const, count: bands.adults, unitMinor: prices.adult_minor },
    { what: 'child' as const, count: bands.children, unitMinor: prices.child_minor },
    { what: 'free' as const, count: bands.free, unitMinor: prices.infant_minor },
  ].filter((l) => l.count > 0);
}

const total = (lines: FareForParty['lines']) => lines.reduce((s, l) => s + l.count * l.unitMinor, 0);

/**
 * The party on one fare, or null when the fare cannot carry it (a car needs a driver: more cars
 * than adults). `deck` prices the passengers of a car beyond its driver.
 */
export function fareForParty(fare: LegFare, party: ProductParty, deck: Prices): FareForParty | null {
  const bands = partyBands(party);
  const seated = bands.adults + bands.children;
  if (seated === 0) return null;
  if (fare.per === 'traveller') {
    const lines = perTraveller(bands, fare);
    return { units: seated, amountMinor: total(lines), lines };
  }
  const capacity = Math.max(1, fare.capacity);
  const units = Math.ceil(seated / capacity);
  if (fare.cabin === 'vehicle') {
    if (units > bands.adults) return null;
    const lines = [
      { what: 'vehicle' as const, count: units, unitMinor: fare.adult_minor },
      ...perTraveller({ ...bands, adults: bands.adults - units }, deck),
    ];
    return { units, amountMinor: total(lines), lines };
  }
  const lines = [{ what: 'cabin' as const, count: units, unitMinor: fare.adult_minor }];
  return { units, amountMinor: total(lines), lines };
}

/**
 * A leg's fares: its `fares`, or, for a leg stored without any, one fare made of its own columns
 * (a traveller's seat at the leg's adult, child and infant prices).
 */
export function faresOf(leg: {
  kind: string;
  adultMinor: number;
  childMinor: number;
  infantMinor: number;
  fares: LegFare[];
}): LegFare[] {
  if (leg.fares.length > 0) return leg.fares;
  const rail = leg.kind === 'rail';
  return [
    {
      code: rail ? 'STD' : 'DECK',
      name: rail ? 'Standard' : 'Deck passage',
      cabin: rail ? 'standard' : 'deck',
      per: 'traveller',
      adult_minor: leg.adultMinor,
      child_minor: leg.childMinor,
      infant_minor: leg.infantMinor,
      seats: rail ? 300 : 500,
      cabin_bag_kg: 0,
      checked_bags: 0,
      checked_bag_kg: 0,
      refundable: false,
      free_cancel_days: null,
      change_fee_minor: null,
      capacity: 1,
    },
  ];
}

/** The deck fare of a sailing (its passengers' prices), else the leg's own columns. */
export function deckPrices(leg: {
  adultMinor: number;
  childMinor: number;
  infantMinor: number;
  fares: LegFare[];
}): Prices {
  const deck = leg.fares.find((f) => f.cabin === 'deck' && f.per === 'traveller');
  return deck ?? { adult_minor: leg.adultMinor, child_minor: leg.childMinor, infant_minor: leg.infantMinor };
}

/** A fare's cancellation terms: refundable fares are free to cancel until `free_cancel_days` (0: the day before). */
export function fareCancellation(fare: Pick<LegFare, 'refundable' | 'free_cancel_days'>) {
  return fare.refundable
    ? { refundable: true, free_until_days_before: fare.free_cancel_days ?? 0, penalty_percent: 100 }
    : { refundable: false, free_until_days_before: null, penalty_percent: 100 };
}

// Calendar and clock rules are the planner's (lib/planner/time.ts), under the names this module uses.
export {
  arrivalAfter as arrivalOf,
  humanDuration as durationText,
  toMinutes as minutesOf,
  weekday,
} from '@/lib/planner/time';
