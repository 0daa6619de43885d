import type { TOffer } from '@/lib/contract/products';
import { addDays } from '@/lib/dates/calendar';
import type { LegFare } from '@/lib/db/schema';
import { daysBetween } from '@/lib/planner/time';
import type { ProductParty } from '../types';

/**
 * The pricing and fitting rules of the drive mode's kinds (self-drive cars, hourly and intercity
 * cabs), as pure functions. Amounts are integer minor units of the inventory row's currency.
 */

// Calendar and clock rules are the planner's (lib/planner/time.ts), under the names this module uses.
export {
  arrivalAfter as arrivalOf,
  humanDuration as durationText,
  weekday as weekdayOf,
} from '@/lib/planner/time';

/** Everyone in a vehicle needs a seat of their own (an infant in a child seat), unlike on a plane. */
export const riders = (p: ProductParty): number => p.adults + p.children.length + p.infants;

// ---------------------------------------------------------------- self-drive

/**
 * Days a car is hired for: drop-off day minus pick-up day, at least 1 (returned the same day is a
 * day's hire). Without a drop-off day (a search saved before the form asked for one) it is one day.
 */
export function hireDays(pickUp: string, dropOff: string | null): number {
  if (!dropOff) return 1;
  return Math.max(1, daysBetween(pickUp, dropOff));
}

/** The days a hire takes a car of the class on (one per day hired, from the pick-up day). */
export const hireDates = (pickUp: string, days: number): string[] =>
  Array.from({ length: days }, (_, i) => addDays(pickUp, i));

/** The drop-off day an offer names: the one searched, or the day after pick-up for a one-day hire without one. */
export const dropOffDay = (pickUp: string, dropOff: string | null): string =>
  dropOff && dropOff >= pickUp ? dropOff : addDays(pickUp, 1);

export interface CarRate {
  dailyMinor: number;
  oneWayFeeMinor: number;
}

/** What a hire costs: the daily rate times the days, plus the one-way fee when returned in another city. */
export function carHirePrice(car: CarRate, days: number, oneWay: boolean) {
  const rental = car.dailyMinor * days;
  const oneWayFee = oneWay ? car.oneWayFeeMinor : 0;
  return { rental, oneWayFee, total: rental + oneWayFee };
}

/**
 * Whether a car can be hired for the party from its pick-up city to the drop-off city: enough seats
 * for everyone, and a one-way hire only with a company that also has a desk in the drop-off city.
 */
export function carOffered(
  car: { seats: number; supplier: string },
  party: ProductParty,
  oneWay: boolean,
  dropOffSuppliers: ReadonlySet<string>,
): boolean {
  if (car.seats < riders(party)) return false;
  return !oneWay || dropOffSuppliers.has(car.supplier);
}

export const mileageLine = (kmPerDay: number | null): string =>
  kmPerDay === null ? 'Unlimited mileage' : `${kmPerDay} km per day included`;

export const fuelPolicyText = (policy: string): string =>
  policy === 'prepaid' ? 'Prepaid fuel (return the car empty)' : 'Full to full (return the car refuelled)';

/** Free cancellation until `hours` before pick-up (rounded up to whole days); none: non-refundable. */
export function carCancellation(freeCancelHours: number | null): TOffer['cancellation'] {
  if (freeCancelHours === null)
    return { refundable: false, free_until_days_before: null, penalty_percent: 100 };
  return { refundable: true, free_until_days_before: Math.ceil(freeCancelHours / 24), penalty_percent: 100 };
}

// ---------------------------------------------------------------- intercity cab

/** Vehicles of one kind a party needs: everyone seated, `capacity` to a vehicle. */
export const vehiclesNeeded = (people: number, capacity: number): number =>
  Math.ceil(people / Math.max(1, capacity));

/**
 * What a cab fare costs the party and how many units it takes: a vehicle fare is bought by the
 * vehicle (as many as the party needs); a traveller fare (a shared car, or a leg without vehicle
 * fares) per seat, children over 2 at the child price and infants at the infant price.
 */
export function cabFarePrice(fare: LegFare, party: ProductParty): { units: number; totalMinor: number } {
  if (fare.per === 'vehicle') {
    const units = vehiclesNeeded(riders(party), fare.capacity);
    return { units, totalMinor: units * fare.adult_minor };
  }
  const children = party.children.filter((a) => a >= 2).length;
  const infants = party.infants + party.children.length - children;
  return {
    units: riders(party),
    totalMinor: party.adults * fare.adult_minor + children * fare.child_minor + infants * fare.infant_minor,
  };
}

/** A fare's cancellation terms: free until N days before when refundable, else nothing back. */
export function fareCancellation(fare: LegFare): TOffer['cancellation'] {
  if (!fare.refundable) return { refundable: false, free_until_days_before: null, penalty_percent: 100 };
  // Refundable without a free period of its own: free until the day itself, nothing kept.
  if (fare.free_cancel_days === null)
    return { refundable: true, free_until_days_before: 0, penalty_percent: 0 };
  return { refundable: true, free_until_days_before: fare.free_cancel_days, penalty_percent: 100 };
}

/** 'Compact', 'SUV', 'Minivan'. */
export function classLabel(code: string): string {
  if (code.length <= 3) return code.toUpperCase();
  return code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ');
}
