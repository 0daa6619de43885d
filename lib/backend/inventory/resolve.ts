import type { TAutocompleteItem } from '@/lib/contract/search';
import { distanceKm } from '@/lib/geo/distance';
import { foldKey } from '@/lib/search/world/fold';

/**
 * Which of the tenant's inventory cities an autocomplete item means. Pure: the loader fetches the
 * candidate rows (hotels and activities near or named like the items) and asks here.
 */

/** How far an item's coordinates may lie from an inventory city's centre and still be that city. */
export const CITY_RADIUS_KM = 40;

export interface PickedPlace {
  /** The item name's first part ('Paris' of 'Paris, France'), as the traveller picked it. */
  name: string;
  countryCode: string | null;
  lat: number | null;
  lon: number | null;
  airportCode: string | null;
  /** The inventory activity the traveller picked (an autocomplete item of type activity), when one. */
  activityCode?: string | null;
}

export function pickedPlace(item: TAutocompleteItem): PickedPlace {
  const first = (item.name.split(',')[0] ?? item.name).replace(/\s*\([^)]*\)\s*$/, '').trim();
  const name = first || item.destination_name?.trim() || item.name;
  const coords = item.loc_coordinates;
  const ok = coords && Number.isFinite(coords.lat) && Number.isFinite(coords.lon);
  const bracket = /\(([A-Z]{3})\)/.exec(item.name)?.[1];
  return {
    name,
    countryCode: item.country_code ? item.country_code.toUpperCase() : null,
    lat: ok ? coords.lat : null,
    lon: ok ? coords.lon : null,
    airportCode: item.airport_code || bracket || null,
    activityCode: item.activity_code?.trim() || null,
  };
}

/** A located row of the tenant's inventory (a hotel or an activity). */
export interface LocatedRow {
  city: string;
  countryCode: string;
  lat: number;
  lon: number;
}

export interface InventoryCity {
  city: string;
  countryCode: string;
  /** Centroid of the city's rows. */
  lat: number;
  lon: number;
}

/** The tenant's cities among the rows, each at the centroid of its rows. */
export function citiesOf(rows: readonly LocatedRow[]): InventoryCity[] {
  const acc = new Map<string, { city: string; countryCode: string; lat: number; lon: number; n: number }>();
  for (const r of rows) {
    const key = `${r.countryCode}\u0000${r.city}`;
    const a = acc.get(key) ?? { city: r.city, countryCode: r.countryCode, lat: 0, lon: 0, n: 0 };
    a.lat += r.lat;
    a.lon += r.lon;
    a.n++;
    acc.set(key, a);
  }
  return [...acc.values()]
    .map((a) => ({ city: a.city, countryCode: a.countryCode, lat: a.lat / a.n, lon: a.lon / a.n }))
    .sort((x, y) => x.city.localeCompare(y.city) || x.countryCode.localeCompare(y.countryCode));
}

/**
 * The inventory city a picked place means: the same name (accents and case aside) in the same
 * country, else the nearest city within CITY_RADIUS_KM of its coordinates, else null.
 */
export function resolveCity(place: PickedPlace, cities: readonly InventoryCity[]): InventoryCity | null {
  const key = foldKey(place.name);
  const named = cities.filter(
    (c) => foldKey(c.city) === key && (!place.countryCode || c.countryCode === place.countryCode),
  );
  if (named.length === 1) return named[0] ?? null;
  const { lat, lon } = place;
  if (lat === null || lon === null) return named[0] ?? null;
  let best: InventoryCity | null = null;
  let bestKm = CITY_RADIUS_KM;
  for (const c of named.length > 0 ? named : cities) {
    const km = distanceKm({ lat, lon }, c);
    if (km <= bestKm) {
      best = c;
      bestKm = km;
    }
  }
  return best ?? named[0] ?? null;
}
