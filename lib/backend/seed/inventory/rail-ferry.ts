import type { LegFare } from '@/lib/db/schema/inventory';
import type { InsuranceBand } from '@/lib/db/schema/products';
import { demoLegs, hashOf, type SeedLeg } from './generate';

/**
 * The demo inventory of the rail and ferry modes and of insurance (issue 15), as plain rows: the
 * classes of every demo train and the ticket types of every demo sailing (written onto the legs
 * demoLegs makes, so existing rows get them too), rail passes for the demo countries, and travel
 * insurance plans. Fixed data and pure functions of it, priced in the tenant's currency like the
 * rest of the demo seed.
 */

const round100 = (n: number) => Math.max(100, Math.round(n / 100) * 100);

const fare = (f: Partial<LegFare> & Pick<LegFare, 'code' | 'name' | 'cabin' | 'adult_minor'>): LegFare => ({
  per: 'traveller',
  child_minor: 0,
  infant_minor: 0,
  seats: 100,
  cabin_bag_kg: 0,
  checked_bags: 0,
  checked_bag_kg: 0,
  refundable: true,
  free_cancel_days: null,
  change_fee_minor: null,
  capacity: 1,
  ...f,
});

/**
 * A train's classes: a cheap non-refundable Standard Saver, a flexible Standard fare at the leg's
 * own price, and First. Child prices (4–11) are half the adult's; under-4s travel free on a lap.
 */
export function railFares(leg: Pick<SeedLeg, 'adultMinor' | 'childMinor'>): LegFare[] {
  const saver = round100(leg.adultMinor * 0.7);
  const first = round100(leg.adultMinor * 1.7);
  return [
    fare({
      code: 'STD-SAVER',
      name: 'Standard Saver',
      cabin: 'standard',
      adult_minor: saver,
      child_minor: round100(saver / 2),
      seats: 80,
      refundable: false,
      change_fee_minor: round100(leg.adultMinor * 0.15),
    }),
    fare({
      code: 'STD-FLEX',
      name: 'Standard Flex',
      cabin: 'standard',
      adult_minor: leg.adultMinor,
      child_minor: leg.childMinor,
      seats: 250,
      free_cancel_days: 0,
      change_fee_minor: 0,
    }),
    fare({
      code: 'FIRST',
      name: 'First Class',
      cabin: 'first',
      adult_minor: first,
      child_minor: round100(first / 2),
      seats: 40,
      free_cancel_days: 0,
      change_fee_minor: 0,
    }),
  ];
}

/**
 * A sailing's ticket types: deck passage (per traveller, the leg's own price), a reclining seat
 * (per traveller), cabins on sailings of six hours or more (per cabin of 2 or 4 berths), and a
 * car with its driver (per car; the car's other passengers pay the deck fare).
 */
export function ferryFares(leg: Pick<SeedLeg, 'adultMinor' | 'childMinor' | 'durationMinutes'>): LegFare[] {
  const seat = round100(leg.adultMinor * 1.3);
  const out = [
    fare({
      code: 'DECK',
      name: 'Deck passage',
      cabin: 'deck',
      adult_minor: leg.adultMinor,
      child_minor: leg.childMinor,
      seats: 600,
      checked_bags: 2,
      free_cancel_days: 2,
    }),
    fare({
      code: 'SEAT',
      name: 'Reclining seat',
      cabin: 'seat',
      adult_minor: seat,
      child_minor: round100(seat / 2),
      seats: 180,
      checked_bags: 2,
      free_cancel_days: 2,
    }),
  ];
  if (leg.durationMinutes >= 360)
    out.push(
      fare({
        code: 'CABIN2',
        name: 'Two-berth cabin',
        cabin: 'cabin',
        per: 'vehicle',
        adult_minor: round100(leg.adultMinor * 3.4),
        seats: 40,
        capacity: 2,
        checked_bags: 2,
        free_cancel_days: 7,
      }),
      fare({
        code: 'CABIN4',
        name: 'Four-berth cabin',
        cabin: 'cabin',
        per: 'vehicle',
        adult_minor: round100(leg.adultMinor * 5.2),
        seats: 30,
        capacity: 4,
        checked_bags: 2,
        free_cancel_days: 7,
      }),
    );
  out.push(
    fare({
      code: 'CAR',
      name: 'Car with driver',
      cabin: 'vehicle',
      per: 'vehicle',
      adult_minor: round100(leg.adultMinor * 3.5),
      seats: 60,
      capacity: 5,
      free_cancel_days: 2,
    }),
  );
  return out;
}

/**
 * The demo rail and ferry legs with their classes or ticket types, changes and running days: long
 * train journeys (over five hours) change once; a third of the sailings do not run on Sundays.
 */
export function demoRailFerryLegs(
  currency: string,
): (SeedLeg & { fares: LegFare[]; stops: number; days: number[] })[] {
  return demoLegs(currency).flatMap((leg) => {
    if (leg.kind === 'rail')
      return [
        {
          ...leg,
          fares: railFares(leg),
          stops: leg.durationMinutes > 300 ? 1 : 0,
          days: [0, 1, 2, 3, 4, 5, 6],
        },
      ];
    if (leg.kind === 'ferry')
      return [
        {
          ...leg,
          fares: ferryFares(leg),
          stops: 0,
          days: hashOf(leg.code) % 3 === 0 ? [1, 2, 3, 4, 5, 6] : [0, 1, 2, 3, 4, 5, 6],
        },
      ];
    return [];
  });
}

// ---------------------------------------------------------------- rail passes

export interface SeedRailPass {
  code: string;
  name: string;
  countries: string[];
  travelClass: string;
  travelDays: number;
  validityDays: number;
  adultMinor: number;
  youthMinor: number;
  childMinor: number;
  currency: string;
}

/** The European countries the demo's trains run in, all covered by the global pass. */
const GLOBAL_COUNTRIES = ['AT', 'BE', 'CH', 'CZ', 'DE', 'ES', 'FR', 'GB', 'GR', 'HR', 'IT', 'NL', 'PT'];

const PASS_FAMILIES: {
  key: string;
  name: string;
  countries: string[];
  /** Standard-class adult prices for the travel days (in major units). */
  prices: Record<number, number>;
  /** Travel days must be used within this many days ('in 1 month': 31). */
  validity: (days: number) => number;
}[] = [
  {
    key: 'GLOBAL',
    name: 'Europe Global Pass',
    countries: GLOBAL_COUNTRIES,
    prices: { 3: 283, 5: 339, 7: 401 },
    validity: () => 31,
  },
  {
    key: 'FR',
    name: 'France Rail Pass',
    countries: ['FR'],
    prices: { 3: 179, 5: 229, 7: 269 },
    validity: () => 31,
  },
  {
    key: 'IT',
    name: 'Italy Rail Pass',
    countries: ['IT'],
    prices: { 3: 169, 5: 219, 7: 259 },
    validity: () => 31,
  },
  {
    key: 'DE',
    name: 'German Rail Pass',
    countries: ['DE'],
    prices: { 3: 189, 5: 239, 7: 289 },
    validity: () => 31,
  },
  {
    key: 'GB',
    name: 'BritRail Pass',
    countries: ['GB'],
    prices: { 3: 199, 5: 259, 7: 319 },
    validity: () => 31,
  },
  {
    key: 'CH',
    name: 'Swiss Travel Pass Flex',
    countries: ['CH'],
    prices: { 3: 259, 5: 349, 7: 399 },
    validity: () => 31,
  },
  // Japan's pass runs on consecutive days.
  { key: 'JP', name: 'Japan Rail Pass', countries: ['JP'], prices: { 7: 330, 14: 530 }, validity: (d) => d },
];

/** Passes in standard and first class; youth (12–27) pay about three quarters, children (4–11) half. */
export function demoRailPasses(currency: string): SeedRailPass[] {
  return PASS_FAMILIES.flatMap((f) =>
    (['standard', 'first'] as const).flatMap((travelClass) =>
      Object.entries(f.prices).map(([days, major]) => {
        const adult = round100(major * 100 * (travelClass === 'first' ? 1.35 : 1));
        return {
          code: `RP-${f.key}-${travelClass === 'first' ? 'FIRST' : 'STD'}-${days}`,
          name: f.name,
          countries: f.countries,
          travelClass,
          travelDays: Number(days),
          validityDays: f.validity(Number(days)),
          adultMinor: adult,
          youthMinor: round100(adult * 0.76),
          childMinor: round100(adult * 0.5),
          currency,
        };
      }),
    ),
  );
}

// ---------------------------------------------------------------- insurance

export interface SeedInsurancePlan {
  code: string;
  name: string;
  insurer: string;
  region: string;
  medicalMinor: number;
  cancellationMinor: number;
  baggageMinor: number;
  bands: InsuranceBand[];
  currency: string;
}

/** Trip lengths (days) and ages (inclusive upper bounds) the premiums are banded by. */
const TRIP_DAYS = [5, 10, 17, 31, 62];
const DAY_FACTOR = [1, 1.45, 1.9, 2.8, 4.2];
const AGES = [17, 64, 74, 84];
const AGE_FACTOR = [0.5, 1, 1.8, 2.9];

/** Bands ascending by trip length then age, the adult premium for up to 5 days scaled per band. */
export function insuranceBands(base: number): InsuranceBand[] {
  return TRIP_DAYS.flatMap((max_days, d) =>
    AGES.map((max_age, a) => ({
      max_days,
      max_age,
      price_minor: round100(base * (DAY_FACTOR[d] ?? 1) * (AGE_FACTOR[a] ?? 1)),
    })),
  );
}

export function demoInsurancePlans(currency: string): SeedInsurancePlan[] {
  const plan = (
    code: string,
    name: string,
    insurer: string,
    region: string,
    medical: number,
    cancellation: number,
    baggage: number,
    base: number,
  ): SeedInsurancePlan => ({
    code,
    name,
    insurer,
    region,
    medicalMinor: medical * 100,
    cancellationMinor: cancellation * 100,
    baggageMinor: baggage * 100,
    bands: insuranceBands(base),
    currency,
  });
  return [
    plan('INS-EU-ESS', 'Europe Essential', 'Harbour Assurance', 'europe', 2_000_000, 1_500, 750, 1400),
    plan('INS-EU-PLUS', 'Europe Plus', 'Northstar Travel Cover', 'europe', 5_000_000, 5_000, 1_500, 2300),
    plan(
      'INS-WW-EXUS',
      'Worldwide Essential (excluding USA and Canada)',
      'Harbour Assurance',
      'worldwide_ex_us',
      5_000_000,
      3_000,
      1_000,
      2900,
    ),
    plan(
      'INS-WW-ALL',
      'Worldwide Complete',
      'Northstar Travel Cover',
      'worldwide',
      10_000_000,
      7_500,
      2_000,
      4600,
    ),
  ];
}
