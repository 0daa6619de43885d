import { AUTOCOMPLETE_MODES, type AutocompleteMode } from '@/lib/contract/autocomplete-modes';
import type { TAutocompleteItem } from '@/lib/contract/search';

/**
 * The location autocomplete's rules (spec §2 "Location autocomplete", §4 "Autocomplete", §5, §9) as
 * pure functions; the combobox component only wires them to events.
 */

/** §2 autocomplete types. */
export const AUTOCOMPLETE_TYPES = [
  'origin',
  'destination',
  'destination-hotels',
  'hotel',
  'hotel_pickup',
  'flight-destination',
  'static-dest',
  'selfdrive-origin',
  'selfdrive-destination',
  'rail',
  'ferry',
  'profile',
  'multicity-destination',
  'activity',
] as const;
export type AutocompleteType = (typeof AUTOCOMPLETE_TYPES)[number];

/** §9 debounce of the search call and §5 tag truncation. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const TAG_MAX_CHARS = 35;

/** Types that take several destinations (§4): the rest take one tag. */
const MULTI_TAG_TYPES: readonly AutocompleteType[] = [
  'destination',
  'destination-hotels',
  'static-dest',
  'multicity-destination',
];
export const allowsSeveralTags = (type: AutocompleteType): boolean => MULTI_TAG_TYPES.includes(type);

/** Types that show the left filter list (All, Continent, Region, Country, Packages). */
export const hasFilterList = (type: AutocompleteType): boolean =>
  type === 'destination' || type === 'static-dest';

/** §2 placeholders, verbatim; 'Enter Origin' is the default. Keys of the Search catalogue. */
export type PlaceholderKey =
  | 'placeholderActivity'
  | 'placeholderDestination'
  | 'placeholderDestinationHotels'
  | 'placeholderFlightDestination'
  | 'placeholderHotel'
  | 'placeholderStaticDest'
  | 'placeholderDefault';
export function placeholderKey(type: AutocompleteType): PlaceholderKey {
  switch (type) {
    case 'activity':
      return 'placeholderActivity';
    case 'destination':
    case 'multicity-destination':
      return 'placeholderDestination';
    case 'destination-hotels':
      return 'placeholderDestinationHotels';
    case 'flight-destination':
      return 'placeholderFlightDestination';
    case 'hotel':
      return 'placeholderHotel';
    case 'static-dest':
      return 'placeholderStaticDest';
    default:
      return 'placeholderDefault';
  }
}

/** §2 empty-result texts: activities have their own pair, every other list the destination pair. */
export const emptyResultKeys = (type: AutocompleteType) =>
  type === 'activity'
    ? ({ title: 'emptyActivitiesTitle', hint: 'emptyActivitiesHint' } as const)
    : ({ title: 'emptyDestinationTitle', hint: 'emptyDestinationHint' } as const);

/** The §7 numeric mode each type searches with (a field may override it, e.g. flight origins). */
export function defaultSearchMode(type: AutocompleteType): AutocompleteMode {
  const m = AUTOCOMPLETE_MODES;
  const byType: Record<AutocompleteType, AutocompleteMode> = {
    origin: m.origin,
    destination: m.default,
    'destination-hotels': m.destinationHotels,
    hotel: m.hotel,
    hotel_pickup: m.hotelPickup,
    'flight-destination': m.flight,
    'static-dest': m.default,
    'selfdrive-origin': m.selfDriveOrigin,
    'selfdrive-destination': m.selfDriveDestination,
    rail: m.rail,
    ferry: m.ferry,
    profile: m.default,
    'multicity-destination': m.multicityDestination,
    activity: m.activity,
  };
  return byType[type];
}

/** §5: search only when the trimmed text is non-empty and differs from the last text searched. */
export function shouldSearch(text: string, lastSearched: string | null): boolean {
  const t = text.trim();
  return t !== '' && t !== (lastSearched ?? '').trim();
}

/** §5: a tag longer than 35 characters is cut with an ellipsis. */
export function truncateTag(name: string, max: number = TAG_MAX_CHARS): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

/** §5: airports whose code contains Any (a city's "any airport") are labelled '(Any) …'. */
export function displayName(item: Pick<TAutocompleteItem, 'name' | 'airport_code' | 'geo_type'>): string {
  const code = item.airport_code ?? /\(([^)]*)\)\s*$/.exec(item.name)?.[1] ?? '';
  const isAirport = item.geo_type === 'Airport' || Boolean(item.airport_code);
  return isAirport && /any/i.test(code) && !item.name.startsWith('(Any) ') ? `(Any) ${item.name}` : item.name;
}

/** §5: de-duplication by name plus type (the first of each pair wins). */
export function dedupeByNameAndType<T extends Pick<TAutocompleteItem, 'name' | 'type'>>(
  items: readonly T[],
): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.name.trim().toLowerCase()}\u0000${i.type ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** §5: rail lists put 'All stations' entries first, the rest keep their order. */
export function sortRail<T extends Pick<TAutocompleteItem, 'name'>>(items: readonly T[]): T[] {
  const all = (i: T) => /all stations/i.test(i.name);
  return [...items.filter(all), ...items.filter((i) => !all(i))];
}

/**
 * §5: ports or rails override the general list when present — a ferry or rail search that finds
 * ports or stations shows only those (from separate lists when the backend sends them, else the
 * items typed Port/Station).
 */
export function overrideWithPortsOrRails<T extends Pick<TAutocompleteItem, 'geo_type' | 'type'>>(
  items: readonly T[],
  extra: { ports?: readonly T[] | null; rails?: readonly T[] | null } = {},
): T[] {
  if (extra.ports?.length) return [...extra.ports];
  if (extra.rails?.length) return [...extra.rails];
  const ports = items.filter((i) => i.geo_type === 'Port' || i.type === 'port');
  if (ports.length) return ports;
  const rails = items.filter((i) => i.geo_type === 'Station' || i.type === 'rail');
  if (rails.length) return rails;
  return [...items];
}

/** §5: items with has_paid_activities false cannot be picked; unknown-destination entries neither. */
export const isSelectable = (
  item: Pick<TAutocompleteItem, 'has_paid_activities' | 'destination_not_found'>,
): boolean => item.has_paid_activities !== false && item.destination_not_found !== true;

export interface PrepareOptions {
  type: AutocompleteType;
  /** Hotel-filter dropdowns show the first result; other hotel/activity lists skip it (§5). */
  hotelFilter?: boolean;
  ports?: readonly TAutocompleteItem[] | null;
  rails?: readonly TAutocompleteItem[] | null;
}

/** The dropdown list for one answer, every §5 list rule applied in order. */
export function prepareResults(
  items: readonly TAutocompleteItem[],
  opts: PrepareOptions,
): TAutocompleteItem[] {
  let list: TAutocompleteItem[] = [...items];
  if (opts.type === 'rail' || opts.type === 'ferry')
    list = overrideWithPortsOrRails(list, { ports: opts.ports, rails: opts.rails });
  if ((opts.type === 'hotel' || opts.type === 'activity') && !opts.hotelFilter) list = list.slice(1);
  list = dedupeByNameAndType(list);
  if (opts.type === 'rail') list = sortRail(list);
  return list;
}

/** §4: the sticky 'Search "{text}" in all activities' entry becomes a local search option. */
export function localSearchOption(text: string): TAutocompleteItem {
  const t = text.trim();
  return {
    name: t,
    id: `local-search:${t}`,
    type: 'activity',
    geo_type: 'Activity',
    localSearchOption: true,
    searchText: t,
  } as TAutocompleteItem;
}

/** §4: one tag for types without destinations, several without duplicates for destination types. */
export function addTag(
  tags: readonly TAutocompleteItem[],
  item: TAutocompleteItem,
  type: AutocompleteType,
  max: number = Number.POSITIVE_INFINITY,
): { tags: TAutocompleteItem[]; added: boolean } {
  if (!isSelectable(item) && !item.localSearchOption) return { tags: [...tags], added: false };
  if (!allowsSeveralTags(type)) return { tags: [item], added: true };
  const duplicate = tags.some(
    (t) =>
      t.id === item.id ||
      (t.name.trim().toLowerCase() === item.name.trim().toLowerCase() && t.type === item.type),
  );
  if (duplicate || tags.length >= max) return { tags: [...tags], added: false };
  return { tags: [...tags, item], added: true };
}

/**
 * §4: removing a tag empties the input, or — for activity and hotel types with the reset option —
 * puts the removed tag's text back so the visitor can refine it.
 */
export function inputAfterTagRemoved(
  type: AutocompleteType,
  removed: TAutocompleteItem,
  resetOption: boolean,
): string {
  if (resetOption && (type === 'activity' || type === 'hotel')) return removed.searchText ?? removed.name;
  return '';
}

/**
 * §4: emptying the input clears the tags once — the first time the text becomes empty after the
 * visitor typed, not on every later keystroke on an empty field.
 */
export function clearTagsOnEmptyInput(
  previousText: string,
  nextText: string,
  clearedAlready: boolean,
): { clear: boolean; clearedAlready: boolean } {
  if (nextText === '' && previousText !== '' && !clearedAlready) return { clear: true, clearedAlready: true };
  return { clear: false, clearedAlready: nextText === '' ? clearedAlready : false };
}

/** §2 left filter list of the destination dropdown. */
export const DESTINATION_FILTERS = ['All', 'Continent', 'Region', 'Country', 'Packages'] as const;
export type DestinationFilter = (typeof DESTINATION_FILTERS)[number];

/**
 * All, Continent, Region, Country, plus Packages only in static_packages mode; agencies with
 * `hideLastTwoDropdownOptions` (220 and the partner widget host) lose the last two options shown.
 */
export function destinationFilters(opts: {
  staticPackages: boolean;
  hideLastTwo: boolean;
}): DestinationFilter[] {
  const list: DestinationFilter[] = ['All', 'Continent', 'Region', 'Country'];
  if (opts.staticPackages) list.push('Packages');
  return opts.hideLastTwo ? list.slice(0, -2) : list;
}

const FILTER_GEO_TYPES: Record<Exclude<DestinationFilter, 'All'>, readonly string[]> = {
  Continent: ['Continent'],
  Region: ['Region'],
  Country: ['Country'],
  Packages: ['Package', 'Organized Packages'],
};

/** The result list under one left filter. */
export function applyDestinationFilter(
  items: readonly TAutocompleteItem[],
  filter: DestinationFilter,
): TAutocompleteItem[] {
  if (filter === 'All') return [...items];
  const geo = FILTER_GEO_TYPES[filter];
  return items.filter((i) => geo.includes(i.geo_type ?? ''));
}

/** The secondary line of an entry: hotels show their location, activities their price. */
export function secondaryLine(item: TAutocompleteItem): {
  kind: 'location' | 'price' | 'none';
  value: string;
} {
  if (item.geo_type === 'Activity' && item.price != null) return { kind: 'price', value: String(item.price) };
  const location = item.destination_location ?? item.name.split(',').slice(1).join(',').trim();
  return location ? { kind: 'location', value: location } : { kind: 'none', value: '' };
}

/** §5 old activity list: an activity destination without paid activities reads '(0 activities)'. */
export const showsZeroActivities = (
  item: Pick<TAutocompleteItem, 'has_paid_activities'>,
  oldStyle: boolean,
): boolean => oldStyle && item.has_paid_activities === false;

/** Keyboard: the next enabled option index from `from` in `direction`, wrapping; -1 when none. */
export function nextEnabledIndex(
  enabled: readonly boolean[],
  from: number,
  direction: 1 | -1 | 'first' | 'last',
): number {
  const n = enabled.length;
  if (n === 0) return -1;
  if (direction === 'first') return enabled.indexOf(true);
  if (direction === 'last') return enabled.lastIndexOf(true);
  for (let step = 1; step <= n; step++) {
    const i = (((from + direction * step) % n) + n) % n;
    if (from < 0 && direction === -1 && step === 1) {
      // From nothing, Up goes to the last enabled option.
      return enabled.lastIndexOf(true);
    }
    if (enabled[i]) return i;
  }
  return -1;
}
