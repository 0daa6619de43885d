import 'server-only';
import type { AutocompleteMode, GeoType, TAutocompleteItem } from '@/lib/contract/search';
import { canConvert, convertMoney, type ExchangeRates, toMajorUnits } from '@/lib/money';
import { buildWorld } from '@/lib/search/world/build-world';
import { countriesByCode } from '@/lib/search/world/countries';
import { foldKey } from '@/lib/search/world/fold';
import type { Place } from '@/lib/search/world/places';
import { toItem } from './items';
import { KeyIndex } from './key-index';
import { MODE_RULES } from './modes';

/**
 * The autocomplete engine: world places (built once per process, on first use) plus one tenant's
 * inventory (see tenant-index.ts), searched by folded prefix and ranked by importance.
 */

export class PlaceSet {
  readonly index: KeyIndex;
  readonly byId: Map<string, Place>;
  constructor(readonly places: Place[]) {
    this.index = new KeyIndex(places);
    this.byId = new Map(places.map((p) => [p.id, p]));
  }
}

export interface WorldIndex {
  set: PlaceSet;
  buildMs: number;
}

// On globalThis: Next bundles route handlers and instrumentation separately, and the start-up
// warm-up (instrumentation.ts) must fill the same index the routes read.
const g = globalThis as unknown as { __itineraWorldIndex?: WorldIndex };

/** The world index, built once per process (warmed at server start) and kept for its life. */
export function getWorldIndex(): WorldIndex {
  if (g.__itineraWorldIndex) return g.__itineraWorldIndex;
  const started = performance.now();
  const { places } = buildWorld();
  const set = new PlaceSet(places);
  g.__itineraWorldIndex = { set, buildMs: performance.now() - started };
  return g.__itineraWorldIndex;
}

export interface SearchOptions {
  mode: AutocompleteMode;
  limit?: number;
  onlyRecommended?: boolean;
  /** Restrict tenant inventory to around this place (location_id / location_ids). */
  near?: { lat: number; lon: number } | null;
  /** Radius around `near`, by the kind of place it came from (default: a city's). */
  nearKm?: number;
  currency?: string;
  /** The rates to show activity prices in `currency` with; without them prices stay in their own. */
  rates?: ExchangeRates;
}

const DEFAULT_LIMIT = 10;
/** Radius for "in or near this place": city, region, country-sized places. */
export const NEAR_KM: Partial<Record<GeoType, number>> = {
  City: 40,
  Region: 200,
  Country: 1500,
  Continent: 5000,
};
const RECOMMENDED_MIN_IMPORTANCE = 5;

export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

function isNear(place: Place, area: Place): boolean {
  if (area.kind === 'Country') return place.countryCode === area.countryCode;
  if (area.kind === 'Continent') return place.continent === area.continent;
  return distanceKm(place, area) <= (NEAR_KM[area.kind] ?? 40);
}

/** Resolve a location id (world or tenant) to its place. */
export function findPlace(id: string, tenant: PlaceSet | null): Place | null {
  return tenant?.byId.get(id) ?? getWorldIndex().set.byId.get(id) ?? null;
}

function priceIn(
  p: Place,
  currency: string | undefined,
  rates: ExchangeRates | undefined,
): { price: number; currency: string; rate_date: string | null } | null {
  if (p.kind !== 'Activity' || p.price === undefined || !p.currency) return null;
  const convertible =
    currency && rates && canConvert(rates, currency) && canConvert(rates, p.currency) ? currency : null;
  const money = convertible
    ? convertMoney({ amount: p.price, currency: p.currency }, convertible, rates as ExchangeRates)
    : { amount: p.price, currency: p.currency, rate_date: null };
  return {
    price: toMajorUnits(money.amount, money.currency),
    currency: money.currency,
    rate_date: money.rate_date,
  };
}

export function search(text: string, tenant: PlaceSet | null, opts: SearchOptions): TAutocompleteItem[] {
  const rule = MODE_RULES[opts.mode];
  const limit = opts.limit ?? DEFAULT_LIMIT;
  const q = foldKey(text);
  const kinds = new Set<GeoType>(rule.kinds);
  const worldSet = getWorldIndex().set;
  const near = opts.near ?? null;

  const accept = (set: PlaceSet) => (i: number) => {
    const p = set.places[i] as Place;
    if (!kinds.has(p.kind)) return false;
    if (rule.citiesWithAirports && p.kind === 'City' && !p.relatedAirports?.length) return false;
    if (opts.onlyRecommended && !p.recommended && p.importance < RECOMMENDED_MIN_IMPORTANCE) return false;
    if (near && set !== worldSet && distanceKm(p, near) > (opts.nearKm ?? NEAR_KM.City ?? 40)) return false;
    return true;
  };

  const ranked: { place: Place; score: number }[] = [];
  if (q) {
    for (const m of worldSet.index.search(q, limit * 2, accept(worldSet))) {
      ranked.push({ place: worldSet.places[m.place] as Place, score: m.score });
    }
    if (tenant) {
      for (const m of tenant.index.search(q, limit * 2, accept(tenant))) {
        ranked.push({ place: tenant.places[m.place] as Place, score: m.score });
      }
    }
  } else if (tenant && near) {
    // No text but a location: the tenant's inventory around it, closest first (hotel pickup).
    const ok = accept(tenant);
    tenant.places.forEach((p, i) => {
      if (ok(i)) ranked.push({ place: p, score: -distanceKm(p, near) });
    });
  }
  ranked.sort((a, b) => b.score - a.score);

  const activities =
    rule.paidActivities && tenant ? tenant.places.filter((p) => p.kind === 'Activity' && p.hasPaid) : [];
  const countryName = (code: string) => countriesByCode().get(code)?.name ?? code;
  const seen = new Set<string>();
  const items: TAutocompleteItem[] = [];
  for (const { place } of ranked) {
    if (seen.has(place.id)) continue;
    seen.add(place.id);
    items.push(
      toItem(place, {
        countryName,
        hasPaidActivities: rule.paidActivities ? (p) => activities.some((a) => isNear(a, p)) : undefined,
        price: (p) => priceIn(p, opts.currency, opts.rates),
        hotelType: rule.hotelType,
      }),
    );
    if (items.length >= limit) break;
  }
  return items;
}

/** Region items grouped by type, for get_location_group_data. */
export function locationGroups(groupTypes: readonly GeoType[]): TAutocompleteItem[][] {
  const { set } = getWorldIndex();
  const countryName = (code: string) => countriesByCode().get(code)?.name ?? code;
  return groupTypes.map((type) =>
    set.places
      .filter((p) => p.kind === type && p.recommended)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((p) => toItem(p, { countryName })),
  );
}
