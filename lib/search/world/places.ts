import type { GeoType } from '@/lib/contract/search';

/**
 * One searchable place or thing, the engine's unit. World places (cities, airports, countries,
 * continents, regions) and a tenant's inventory (hotels, activities, stations, ports) share it.
 * `label` is the display name sent as the autocomplete item's `name` ('Paris, France').
 */
export interface Place {
  id: string;
  kind: GeoType;
  /** The place's own name, the first part of the label. */
  name: string;
  label: string;
  countryCode: string;
  /** Continent name for destination_continent ('Europe', 'North America', …). */
  continent: string;
  state: string | null;
  lat: number;
  lon: number;
  /** Ranking weight on a log scale: ~log10(population) for cities; see each loader. */
  importance: number;
  /** Extra names it is found by (native, historic, transliterated). */
  altNames: readonly string[];
  /** Extra search keys that match only exactly or by prefix (IATA codes). */
  codes?: readonly string[];
  airportCode?: string;
  relatedAirports?: string[];
  /** Tenant inventory fields. */
  code?: string;
  price?: number;
  currency?: string;
  hasPaid?: boolean;
  imageUrl?: string | null;
  /** Listed in a catalogue (built-in or tenant): a recommended location. */
  recommended?: boolean;
}

/**
 * One shared, frozen empty list for the ~100,000 places without alternate names: an empty array
 * each is ~2 MB of heap kept for the life of the process. Lists are replaced, never pushed to.
 */
export const NO_ALT_NAMES: readonly string[] = Object.freeze([]);
