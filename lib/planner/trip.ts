import type { TSearchApiRequest } from '@/lib/contract/search-api';
import { addDays } from '@/lib/dates/calendar';
import { type OrderPoint, orderCities } from './order';
import { partyOf, type TripParty } from './party';
import type { CityInventory, PlannerInventory } from './types';

export interface Stay {
  city: CityInventory;
  nights: number;
  /** Position of the destination in the search (nights stay attached to it). */
  destIndex: number;
  checkIn: string;
  checkOut: string;
}

/** The search resolved against the inventory: who travels, from where, which cities in which order. */
export interface Trip {
  party: TripParty;
  origin: (OrderPoint & { countryCode: string }) | null;
  stays: Stay[];
  startDate: string;
  endDate: string;
  nights: number;
}

/** 'Paris, Île-de-France, France' → 'paris': how the inventory names a picked destination. */
export const cityKey = (name: string): string => (name.split(',')[0] ?? '').trim().toLowerCase();

/** The inventory of a search destination: by name, else the city at the same position. */
export function cityFor(inventory: PlannerInventory, name: string, position: number): CityInventory | null {
  const k = cityKey(name);
  return inventory.cities.find((c) => cityKey(c.city) === k) ?? inventory.cities[position] ?? null;
}

/**
 * Resolves the stays in visiting order with their dates. The order is the traveller's when they
 * fixed it (or there is one city), else the one minimising travel from the origin and back.
 * Null when a destination has no inventory at all.
 */
export function resolveTrip(search: TSearchApiRequest, inventory: PlannerInventory): Trip | null {
  const cities: CityInventory[] = [];
  for (const [i, dest] of search.destination.entries()) {
    const c = cityFor(inventory, dest.name, i);
    if (!c) return null;
    cities.push(c);
  }
  if (cities.length === 0) return null;
  const origin = inventory.origin;
  const order =
    search.fixed_order === true || cities.length === 1
      ? cities.map((_, i) => i)
      : orderCities(origin, cities, origin, inventory.legs);
  let date = search.start_date;
  const stays: Stay[] = order.map((i) => {
    const nights = Math.max(1, search.nights[i] ?? 1);
    const stay = {
      city: cities[i] as CityInventory,
      nights,
      destIndex: i,
      checkIn: date,
      checkOut: addDays(date, nights),
    };
    date = stay.checkOut;
    return stay;
  });
  const nights = stays.reduce((s, st) => s + st.nights, 0);
  return { party: partyOf(search), origin, stays, startDate: search.start_date, endDate: date, nights };
}
