import type { TransferBand } from '@/lib/db/schema/inventory';
import type { ProductParty } from '../types';

/**
 * The rules of a transfer, pure (issue 15). A private vehicle (standard, executive, minivan,
 * minibus) is priced per vehicle, one way, by the distance band from its hub to the other end of
 * the ride; a party too big for one vehicle gets several of the same class, up to MAX_VEHICLES
 * (beyond that the class is not offered: a bigger class is). A shared shuttle seat is priced per
 * seated traveller (infants ride on a lap) and its `fleet` counts the day's seats.
 */

export const MAX_VEHICLES = 3;

/** Everyone in the vehicle (infants need a seat in a car too) and their suitcases (one per adult and child). */
export function passengersOf(p: ProductParty): { passengers: number; seated: number; bags: number } {
  const seated = p.adults + p.children.filter((age) => age >= 2).length;
  const passengers = p.adults + p.children.length + p.infants;
  return { passengers, seated, bags: p.adults + p.children.length };
}

/**
 * The price of a ride of `km` from the hub: the first band reaching that far (bands ascending by
 * `max_km`), null beyond the last band. Without bands, or when the distance is unknown (no hub or
 * ride coordinates), the flat `priceMinor`.
 */
export function bandPrice(
  bands: readonly TransferBand[],
  km: number | null,
  priceMinor: number,
): number | null {
  if (bands.length === 0 || km === null) return priceMinor;
  const sorted = [...bands].sort((a, b) => a.max_km - b.max_km);
  return sorted.find((b) => km <= b.max_km)?.price_minor ?? null;
}

/** Vehicles of one class a party needs for its passengers and bags (0 when it needs more than MAX_VEHICLES). */
export function vehiclesNeeded(
  party: ProductParty,
  vehicle: { maxPassengers: number; luggage: number },
): number {
  const { passengers, bags } = passengersOf(party);
  const n = Math.max(
    1,
    Math.ceil(passengers / Math.max(1, vehicle.maxPassengers)),
    Math.ceil(bags / Math.max(1, vehicle.luggage)),
  );
  return n > MAX_VEHICLES ? 0 : n;
}

export interface TransferQuote {
  /** Units a booking takes: vehicles, or seats on a shared shuttle. */
  units: number;
  unitMinor: number;
  totalMinor: number;
}

/** What the party pays for one row's ride of `km` (null: not offered for this party or this distance). */
export function transferQuote(
  row: {
    vehicleClass: string;
    maxPassengers: number;
    luggage: number;
    bands: readonly TransferBand[];
    priceMinor: number;
  },
  party: ProductParty,
  km: number | null,
): TransferQuote | null {
  const unitMinor = bandPrice(row.bands, km, row.priceMinor);
  if (unitMinor === null) return null;
  if (row.vehicleClass === 'shared') {
    const { seated, passengers, bags } = passengersOf(party);
    // One booking on a shuttle: the whole party must fit it, luggage included.
    if (passengers > row.maxPassengers || bags > row.luggage) return null;
    return { units: seated, unitMinor, totalMinor: unitMinor * seated };
  }
  const units = vehiclesNeeded(party, row);
  if (units === 0) return null;
  return { units, unitMinor, totalMinor: unitMinor * units };
}

/** Free cancellation until the day before the ride (24 h), not refunded after: the demo operators' terms. */
export const TRANSFER_CANCELLATION = {
  refundable: true,
  free_until_days_before: 1,
  penalty_percent: 100,
} as const;

/** Minutes of a ride: the row's time to the centre, scaled by how far this ride goes (at least 10). */
export function rideMinutes(baseMinutes: number, km: number | null, toCentreKm: number | null): number {
  if (km === null || toCentreKm === null || toCentreKm < 1) return baseMinutes;
  return Math.max(10, Math.round((baseMinutes * km) / toCentreKm / 5) * 5);
}
