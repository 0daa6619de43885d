import type { ProductKind, TOffer } from '@/lib/contract/products';

/**
 * The filters and sort orders of each kind's results page (issue 15 item 2), as data: a supplier
 * puts these keys in every offer's `facets`; the page builds its controls from this table and
 * filters and sorts with the pure functions below. Labels are messages (Results.facet.<key>).
 *
 * - `options`: one checkbox per distinct value (airline, car class, transmission…);
 * - `max`: a slider for an upper bound (duration in minutes, stops, distance in km);
 * - `flag`: one checkbox that keeps only offers where the facet is true (free cancellation);
 * - `time`: departure or start time of day, bucketed (morning, afternoon, evening, night).
 */
export type FacetFilterKind = 'options' | 'max' | 'flag' | 'time';
export interface FacetFilter {
  key: string;
  type: FacetFilterKind;
}
/** `price` sorts by the offer's total; other keys by the facet (numbers ascending unless `descending`). */
export interface FacetSort {
  key: string;
  descending?: boolean;
}

export const FACETS: Record<ProductKind, { filters: FacetFilter[]; sorts: FacetSort[] }> = {
  hotel: {
    filters: [
      { key: 'stars', type: 'options' },
      { key: 'board', type: 'options' },
      { key: 'refundable', type: 'flag' },
      { key: 'distance', type: 'max' },
    ],
    sorts: [{ key: 'price' }, { key: 'stars', descending: true }, { key: 'distance' }],
  },
  flight: {
    filters: [
      { key: 'stops', type: 'max' },
      { key: 'depart', type: 'time' },
      { key: 'carrier', type: 'options' },
      { key: 'duration', type: 'max' },
      { key: 'fare', type: 'options' },
      { key: 'refundable', type: 'flag' },
    ],
    sorts: [{ key: 'price' }, { key: 'duration' }, { key: 'depart' }, { key: 'stops' }],
  },
  activity: {
    filters: [
      { key: 'start', type: 'time' },
      { key: 'duration', type: 'max' },
      { key: 'category', type: 'options' },
      { key: 'refundable', type: 'flag' },
    ],
    sorts: [{ key: 'price' }, { key: 'duration' }, { key: 'start' }],
  },
  transfer: {
    filters: [
      { key: 'vehicle_class', type: 'options' },
      { key: 'duration', type: 'max' },
      { key: 'refundable', type: 'flag' },
    ],
    sorts: [{ key: 'price' }, { key: 'duration' }, { key: 'passengers' }],
  },
  car: {
    filters: [
      { key: 'car_class', type: 'options' },
      { key: 'transmission', type: 'options' },
      { key: 'supplier', type: 'options' },
      { key: 'refundable', type: 'flag' },
    ],
    sorts: [{ key: 'price' }, { key: 'seats' }],
  },
  cab_hourly: {
    filters: [
      { key: 'vehicle_class', type: 'options' },
      { key: 'hours', type: 'options' },
    ],
    sorts: [{ key: 'price' }, { key: 'hours' }],
  },
  cab_intercity: {
    filters: [
      { key: 'vehicle_class', type: 'options' },
      { key: 'depart', type: 'time' },
    ],
    sorts: [{ key: 'price' }, { key: 'duration' }, { key: 'depart' }],
  },
  rail: {
    filters: [
      { key: 'travel_class', type: 'options' },
      { key: 'depart', type: 'time' },
      { key: 'stops', type: 'max' },
      { key: 'duration', type: 'max' },
      { key: 'refundable', type: 'flag' },
    ],
    sorts: [{ key: 'price' }, { key: 'duration' }, { key: 'depart' }],
  },
  rail_pass: {
    filters: [
      { key: 'travel_class', type: 'options' },
      { key: 'travel_days', type: 'options' },
    ],
    sorts: [{ key: 'price' }, { key: 'travel_days' }],
  },
  ferry: {
    filters: [
      { key: 'ticket', type: 'options' },
      { key: 'depart', type: 'time' },
      { key: 'carrier', type: 'options' },
      { key: 'refundable', type: 'flag' },
    ],
    sorts: [{ key: 'price' }, { key: 'duration' }, { key: 'depart' }],
  },
  insurance: {
    filters: [
      { key: 'region', type: 'options' },
      { key: 'insurer', type: 'options' },
    ],
    sorts: [{ key: 'price' }, { key: 'medical' }],
  },
};

export const TIME_BUCKETS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

/** 'HH:mm' or minutes of the day → its part of the day (05–12 morning, 12–18 afternoon, 18–24 evening). */
export function timeBucket(value: string | number): TimeBucket {
  const minutes =
    typeof value === 'number' ? value : Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
  if (minutes < 5 * 60) return 'night';
  if (minutes < 12 * 60) return 'morning';
  if (minutes < 18 * 60) return 'afternoon';
  return 'evening';
}

/** What the visitor chose: per filter key, the kept options / the upper bound / the flag. */
export type FacetSelection = Record<string, string[] | number | boolean | undefined>;

/** Offers passing every chosen filter. Pure. */
export function filterOffers(
  offers: readonly TOffer[],
  filters: readonly FacetFilter[],
  chosen: FacetSelection,
): TOffer[] {
  return offers.filter((o) =>
    filters.every((f) => {
      const want = chosen[f.key];
      const have = o.facets[f.key];
      if (want === undefined || have === undefined) return true;
      switch (f.type) {
        case 'options':
          return !Array.isArray(want) || want.length === 0 || want.includes(String(have));
        case 'time':
          return (
            !Array.isArray(want) ||
            want.length === 0 ||
            want.includes(timeBucket(typeof have === 'number' ? have : String(have)))
          );
        case 'max':
          return typeof want !== 'number' || Number(have) <= want;
        case 'flag':
          return want !== true || have === true;
        default:
          return true;
      }
    }),
  );
}

const sortValue = (o: TOffer, key: string): number | string => {
  if (key === 'price') return o.price.total.amount;
  const v = o.facets[key];
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 0 : 1;
  return v ?? '';
};

/** Offers ordered by `key` (ties by price, then by ref, so the order is stable). Pure. */
export function sortOffers(offers: readonly TOffer[], key: string, descending = false): TOffer[] {
  const dir = descending ? -1 : 1;
  return [...offers].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    const primary =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return dir * primary || a.price.total.amount - b.price.total.amount || a.ref.localeCompare(b.ref);
  });
}

/** The distinct values of an options facet, sorted, for its checkboxes. */
export function facetOptions(offers: readonly TOffer[], key: string): string[] {
  const values = new Set<string>();
  for (const o of offers) {
    const v = o.facets[key];
    if (v !== undefined) values.add(String(v));
  }
  return [...values].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/** The largest value of a `max` facet among the offers (the slider's end). */
export function facetMax(offers: readonly TOffer[], key: string): number | null {
  let max: number | null = null;
  for (const o of offers) {
    const v = o.facets[key];
    if (typeof v === 'number') max = max === null ? v : Math.max(max, v);
  }
  return max;
}
