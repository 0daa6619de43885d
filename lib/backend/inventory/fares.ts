import type { LegFare } from '@/lib/db/schema';

/**
 * What is sold on a leg's departure (lib/db/schema/inventory.ts LegFare): its own fares, or — for a
 * row imported without any — one fare built from the leg's prices, so every leg stays sellable.
 * Pure.
 */
export interface LegPrices {
  kind: string;
  adultMinor: number;
  childMinor: number;
  infantMinor: number;
  fares: readonly LegFare[];
}

const DEFAULT_SEATS: Record<string, number> = { flight: 30, rail: 60, ferry: 80, cab: 8 };

/** A cab leg without vehicle fares sells seats in a shared car at its per-traveller prices. */
export function legFares(leg: LegPrices): LegFare[] {
  if (leg.fares.length > 0) return [...leg.fares];
  const cab = leg.kind === 'cab';
  return [
    {
      code: cab ? 'shared' : 'std',
      name: cab ? 'Shared car' : 'Standard',
      cabin: cab ? 'vehicle' : leg.kind === 'flight' ? 'economy' : 'standard',
      per: 'traveller',
      adult_minor: leg.adultMinor,
      child_minor: leg.childMinor,
      infant_minor: leg.infantMinor,
      seats: DEFAULT_SEATS[leg.kind] ?? 30,
      cabin_bag_kg: 8,
      checked_bags: leg.kind === 'flight' ? 0 : cab ? 1 : 2,
      checked_bag_kg: leg.kind === 'flight' ? 0 : cab ? 23 : 25,
      refundable: cab,
      free_cancel_days: cab ? 1 : null,
      change_fee_minor: null,
      capacity: 1,
    },
  ];
}

/** A traveller's price on a per-traveller fare: children 2–11 pay the child price, 12 and over the adult one. */
export const CHILD_FARE_MAX_AGE = 11;

export function partyFareMinor(
  fare: Pick<LegFare, 'adult_minor' | 'child_minor' | 'infant_minor'>,
  party: { adults: number; children: readonly number[]; infants: number },
): number {
  const children = party.children.reduce(
    (sum, age) => sum + (age > CHILD_FARE_MAX_AGE ? fare.adult_minor : fare.child_minor),
    0,
  );
  return party.adults * fare.adult_minor + children + party.infants * fare.infant_minor;
}
