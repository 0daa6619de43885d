import 'server-only';
import {
  type AutocompleteMode,
  GEO_TYPES,
  type GeoType,
  type TAutocompleteItem,
} from '@/lib/contract/search';
import { distanceKm } from '@/lib/geo/distance';
import { canConvert, convertMoney, type ExchangeRates, toMajorUnits } from '@/lib/money';
import { buildWorld } from '@/lib/search/world/build-world';
import { foldKey } from '@/lib/search/world/fold';
import type { Place } from '@/lib/search/world/places';
import { type ItemContext, toItem } from './items';
import { KeyIndex } from './key-index';
import { MODE_RULES } from './modes';

/**
 * The autocomplete engine: world places (built once per process, on first use) plus one tenant's
 * inventory (see tenant-index.ts), searched by folded prefix and ranked by importance.
 */

const KIND_CODE = new Map<GeoType, number>(GEO_TYPES.map((kind, code) => [kind, code]));

export class PlaceSet {
  readonly index: KeyIndex;
  /** Places by id, except those `lookUp` finds itself (the world's cities: see city-columns.ts). */
  private readonly byId: Map<string, Place>;
  /** Each place's kind as its GEO_TYPES position: a search filters by kind without visiting places. */
  readonly kindCodes: Uint8Array;
  constructor(
    readonly places: Place[],
    private readonly lookUp?: { find(id: string): Place | undefined; places: readonly Place[] },
  ) {
    this.index = new KeyIndex(places);
    const foundElsewhere = new Set<Place>(lookUp?.places);
    this.byId = new Map(places.filter((p) => !foundElsewhere.has(p)).map((p) => [p.id, p]));
    this.kindCodes = Uint8Array.from(places, (p) => KIND_CODE.get(p.kind) ?? 255);
  }

  get(id: string): Place | undefined {
    return this.byId.get(id) ?? this.lookUp?.find(id);
  }
}

/** Which kind codes a mode searches (index: GEO_TYPES position), made once per mode. */
const KINDS_OF_MODE = new Map<AutocompleteMode, Uint8Array>();
function kindsOf(mode: AutocompleteMode): Uint8Array {
  let mask = KINDS_OF_MODE.get(mode);
  if (!mask) {
    mask = new Uint8Array(256);
    for (const kind of MODE_RULES[mode].kinds) mask[KIND_CODE.get(kind) as number] = 1;
    KINDS_OF_MODE.set(mode, mask);
  }
  return mask;
}

export interface WorldIndex {
  set: PlaceSet;
  buildMs: number;
}

// On globalThis: Next bundles route handlers and instrumentation separately, and the start-up
// warm-up (instrumentation.ts) must fill the same index the routes read.
const g = globalThis as unknown as { __itineraWorldIndex?: WorldIndex };

/** Whether this process has built the world index yet (readiness: asking must not build it). */
export const isWorldIndexBuilt = (): boolean => g.__itineraWorldIndex !== undefined;

/** The world index, built once per process (warmed at server start) and kept for its life. */
export function getWorldIndex(): WorldIndex {
  if (g.__itineraWorldIndex) return g.__itineraWorldIndex;
  const started = performance.now();
  const { places, cities } = buildWorld();
  const set = new PlaceSet(places, cities);
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

function isNear(place: Place, area: Place): boolean {
  if (area.kind === 'Country') return place.countryCode === area.countryCode;
  if (area.kind === 'Continent') return place.continent === area.continent;
  return distanceKm(place, area) <= (NEAR_KM[area.kind] ?? 40);
}

/** Resolve a location id (world or tenant) to its place. */
export function findPlace(id: string, tenant: PlaceSet | null): Place | null {
  return tenant?.get(id) ?? getWorldIndex().set.get(id) ?? null;
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

/**
 * Items that depend on their place alone (no price, no paid-activity flag, no mode's hotel type),
 * kept once made: popular prefixes return the same few hundred places, and building an item is
 * half the time of a search. Bounded (oldest out first) and keyed by the place object, so a
 * rebuilt tenant index's new places never meet an old item. Frozen: an answer cannot change them.
 */
const PLAIN_ITEMS_MAX = 4096;
const plainItems = new Map<Place, TAutocompleteItem>();

function keepPlainItem(place: Place, item: TAutocompleteItem): TAutocompleteItem {
  const frozen = Object.freeze(item);
  if (plainItems.size >= PLAIN_ITEMS_MAX) plainItems.delete(plainItems.keys().next().value as Place);
  plainItems.set(place, frozen);
  return frozen;
}

export function search(text: string, tenant: PlaceSet | null, opts: SearchOptions): TAutocompleteItem[] {
  const rule = MODE_RULES[opts.mode];
  const limit = opts.limit ?? DEFAULT_LIMIT;
  const q = foldKey(text);
  const kinds = kindsOf(opts.mode);
  const worldSet = getWorldIndex().set;
  const near = opts.near ?? null;
  const onlyKinds = !rule.citiesWithAirports && !opts.onlyRecommended && !near;

  const accept = (set: PlaceSet) => (i: number) => {
    if (kinds[set.kindCodes[i] as number] !== 1) return false;
    if (onlyKinds) return true;
    const p = set.places[i] as Place;
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

  // Made only when an item is not kept already (the closures cost more than the lookups).
  let context: ItemContext | null = null;
  const contextOf = (): ItemContext => {
    if (context) return context;
    const activities =
      rule.paidActivities && tenant ? tenant.places.filter((p) => p.kind === 'Activity' && p.hasPaid) : [];
    context = {
      hasPaidActivities: rule.paidActivities ? (p) => activities.some((a) => isNear(a, p)) : undefined,
      price: (p) => priceIn(p, opts.currency, opts.rates),
      hotelType: rule.hotelType,
    };
    return context;
  };
  const seen = new Set<string>();
  const items: TAutocompleteItem[] = [];
  for (const { place } of ranked) {
    if (seen.has(place.id)) continue;
    seen.add(place.id);
    const plain =
      !rule.paidActivities && place.kind !== 'Activity' && (place.kind !== 'Hotel' || !rule.hotelType);
    items.push(
      plain
        ? (plainItems.get(place) ?? keepPlainItem(place, toItem(place, contextOf())))
        : toItem(place, contextOf()),
    );
    if (items.length >= limit) break;
  }
  return items;
}

/** Region items grouped by type, for get_location_group_data. */
export function locationGroups(groupTypes: readonly GeoType[]): TAutocompleteItem[][] {
  const { set } = getWorldIndex();
  return groupTypes.map((type) =>
    set.places
      .filter((p) => p.kind === type && p.recommended)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((p) => toItem(p)),
  );
}
