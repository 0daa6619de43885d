import { cityKey } from './trip';
import type {
  ActivityCandidate,
  CityInventory,
  HotelCandidate,
  LegCandidate,
  PlannerInventory,
  TransferCandidate,
} from './types';

/** Look-ups by code (scoped by city, as codes need only be unique within a city). */
export interface InventoryIndex {
  city(name: string): CityInventory | null;
  hotel(city: string, code: string): HotelCandidate | null;
  activity(city: string, code: string): ActivityCandidate | null;
  transfer(city: string, code: string): TransferCandidate | null;
  leg(code: string): LegCandidate | null;
}

const cache = new WeakMap<PlannerInventory, InventoryIndex>();

export function indexInventory(inventory: PlannerInventory): InventoryIndex {
  const hit = cache.get(inventory);
  if (hit) return hit;
  const cities = new Map<string, CityInventory>();
  const hotels = new Map<string, HotelCandidate>();
  const activities = new Map<string, ActivityCandidate>();
  const transfers = new Map<string, TransferCandidate>();
  const k = (city: string, code: string) => `${cityKey(city)}\u0000${code}`;
  for (const c of inventory.cities) {
    if (!cities.has(cityKey(c.city))) cities.set(cityKey(c.city), c);
    for (const h of c.hotels) hotels.set(k(c.city, h.code), h);
    for (const a of c.activities) activities.set(k(c.city, a.code), a);
    for (const t of c.transfers) transfers.set(k(c.city, t.code), t);
  }
  const legs = new Map(inventory.legs.map((l) => [l.code, l]));
  const index: InventoryIndex = {
    city: (name) => cities.get(cityKey(name)) ?? null,
    hotel: (city, code) => hotels.get(k(city, code)) ?? null,
    activity: (city, code) => activities.get(k(city, code)) ?? null,
    transfer: (city, code) => transfers.get(k(city, code)) ?? null,
    leg: (code) => legs.get(code) ?? null,
  };
  cache.set(inventory, index);
  return index;
}
