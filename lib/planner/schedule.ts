import type { TDayItem } from '@/lib/contract/planner';
import { item, itemId, type StayPoint } from './day-items';
import { URBAN_OVERHEAD_MIN, urbanTravelMinutes } from './geo';
import { ceilTo, formatMinutes, toMinutes, weekday } from './time';
import type { ActivityCandidate, GeoPoint } from './types';

/** How full a day may get: a relaxed trip leaves room to breathe, a packed one sees more. */
export interface Density {
  key: 'relaxed' | 'packed' | 'stay';
  label: string;
  maxActivities: number;
  maxMinutes: number;
}
export const DENSITIES: readonly Density[] = [
  { key: 'relaxed', label: 'Relaxed', maxActivities: 2, maxMinutes: 4 * 60 },
  { key: 'packed', label: 'Packed', maxActivities: 4, maxMinutes: 6 * 60 },
];

/** A hotel-only search (mode stay1) books the stays and leaves the days to the traveller. */
export const STAY_ONLY: Density = { key: 'stay', label: 'Stay only', maxActivities: 0, maxMinutes: 0 };

/** The paces a search is planned at: hotel-only searches get no activities. */
export const densitiesFor = (mode: string): readonly Density[] =>
  mode === 'stay1' ? [STAY_ONLY] : DENSITIES;

/** Activities happen between these times (minutes after midnight). */
export const ACTIVITY_WINDOW = { start: 9 * 60, end: 19 * 60 } as const;

/** A variety nudge: each earlier activity of the same category costs this much popularity. */
const SAME_CATEGORY_PENALTY = 15;

/** One day of the plan with the hotels around it. */
export interface DayFrame {
  day: number;
  date: string;
  /** Where the traveller slept the night before (null on day 1) and sleeps tonight (null on the last day). */
  before: StayPoint | null;
  tonight: StayPoint | null;
  items: TDayItem[];
}

/** An item on the timeline with where it starts and ends (null: at a hub, no activity next to it). */
interface Entry {
  start: number;
  end: number;
  city: string | null;
  from: GeoPoint | null;
  to: GeoPoint | null;
}

export type ActivityGeo = (code: string, city: string) => GeoPoint | null;

const sameCity = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Minutes of an item, `end` past midnight for overnight legs. */
export function itemMinutes(i: Pick<TDayItem, 'start' | 'end'>): { start: number; end: number } {
  const start = toMinutes(i.start);
  let end = toMinutes(i.end);
  if (end < start) end += 1440;
  return { start, end };
}

function locate(it: TDayItem, frame: DayFrame, geo: ActivityGeo): Pick<Entry, 'from' | 'to'> {
  const here = frame.tonight ?? frame.before;
  switch (it.kind) {
    case 'check_out':
      return { from: frame.before, to: frame.before };
    case 'check_in':
      return { from: frame.tonight, to: frame.tonight };
    case 'transfer':
      return it.id.endsWith('-t-arr') ? { from: null, to: frame.tonight } : { from: frame.before, to: null };
    case 'leg':
      return { from: null, to: null };
    case 'activity': {
      const p = (it.ref && geo(it.ref, it.city)) || here;
      return { from: p, to: p };
    }
    default:
      return { from: here, to: here };
  }
}

/** The day as a timeline between two anchors: leaving last night's hotel, returning to tonight's. */
function timeline(frame: DayFrame, geo: ActivityGeo): Entry[] {
  const entries: Entry[] = frame.items.map((it) => ({
    ...itemMinutes(it),
    city: it.city,
    ...locate(it, frame, geo),
  }));
  const first: Entry = { start: 0, end: 0, city: frame.before?.city ?? null, from: null, to: frame.before };
  const last: Entry = {
    start: 2880,
    end: 2880,
    city: frame.tonight?.city ?? null,
    from: frame.tonight,
    to: null,
  };
  return [first, ...entries, last];
}

/**
 * The earliest start for the activity in a free gap of the timeline: inside the activity window and
 * its opening hours, leaving time to get there from the previous item and on to the next one. Only
 * gaps between two places in the activity's city qualify (not next to a leg or a hub transfer).
 */
function findSlot(entries: Entry[], a: ActivityCandidate): { start: number; after: number } | null {
  const { opens, closes } = hoursOf(a);
  for (let k = 0; k < entries.length - 1; k++) {
    const prev = entries[k] as Entry;
    const next = entries[k + 1] as Entry;
    // Cheap test first: getting there and back takes at least the urban overhead each way.
    if (
      Math.min(next.start, ACTIVITY_WINDOW.end) - Math.max(prev.end, ACTIVITY_WINDOW.start, opens) <
      a.durationMinutes + 2 * URBAN_OVERHEAD_MIN
    )
      continue;
    if (!prev.to || !next.from || !sameCity(next.city, a.city) || !sameCity(prev.city, a.city)) continue;
    const start = ceilTo(Math.max(ACTIVITY_WINDOW.start, opens, prev.end + urbanTravelMinutes(prev.to, a)));
    const latestEnd = Math.min(ACTIVITY_WINDOW.end, closes, next.start - urbanTravelMinutes(a, next.from));
    if (start + a.durationMinutes <= latestEnd) return { start, after: k };
  }
  return null;
}

const hoursCache = new WeakMap<ActivityCandidate, { opens: number; closes: number }>();
/** Opening hours in minutes, parsed once per activity (planning tries each many times). */
function hoursOf(a: ActivityCandidate): { opens: number; closes: number } {
  let h = hoursCache.get(a);
  if (!h) {
    h = { opens: toMinutes(a.opensAt), closes: toMinutes(a.closesAt) };
    hoursCache.set(a, h);
  }
  return h;
}

/** The longest free stretch of the day inside the activity window (nothing longer can fit). */
function longestGap(entries: Entry[]): number {
  let best = 0;
  for (let k = 0; k < entries.length - 1; k++) {
    const prev = entries[k] as Entry;
    const next = entries[k + 1] as Entry;
    if (!prev.to || !next.from) continue;
    best = Math.max(
      best,
      Math.min(next.start, ACTIVITY_WINDOW.end) - Math.max(prev.end, ACTIVITY_WINDOW.start),
    );
  }
  return best;
}

export const runsOn = (a: ActivityCandidate, date: string): boolean => a.days.includes(weekday(date));

function activityItem(day: number, a: ActivityCandidate, start: number): TDayItem {
  return item({
    id: itemId.activity(day, a.code),
    kind: 'activity',
    start: formatMinutes(start),
    end: formatMinutes(start + a.durationMinutes),
    title: a.name,
    ref: a.code,
    city: a.city,
    detail: a.category,
    image_url: a.imageUrl,
  });
}

/** Puts the activity into the frame's items at its slot; false when it does not fit. */
function place(frame: DayFrame, entries: Entry[], a: ActivityCandidate): boolean {
  const slot = findSlot(entries, a);
  if (!slot) return false;
  const at = slot.after; // entries[0] is the morning anchor, so items index = entries index - 1 + 1
  frame.items.splice(at, 0, activityItem(frame.day, a, slot.start));
  entries.splice(at + 1, 0, {
    start: slot.start,
    end: slot.start + a.durationMinutes,
    city: a.city,
    from: a,
    to: a,
  });
  return true;
}

/** Trip-wide memory while filling days: no activity twice, variety across categories. */
export interface FillState {
  used: Set<string>;
  categories: Map<string, number>;
}

/**
 * Fills one day with the best activities that fit: by popularity less a penalty per activity of the
 * same category already planned, ties by code; each placed at the earliest time that works, within
 * the density's count and minutes.
 */
export function fillDay(
  frame: DayFrame,
  pool: readonly ActivityCandidate[],
  density: Density,
  state: FillState,
  geo: ActivityGeo,
): void {
  const entries = timeline(frame, geo);
  const wd = weekday(frame.date);
  const room0 = longestGap(entries) - 2 * URBAN_OVERHEAD_MIN;
  if (room0 <= 0) return;
  const open = pool.filter(
    (a) =>
      a.durationMinutes <= room0 &&
      a.durationMinutes <= density.maxMinutes &&
      !state.used.has(a.code) &&
      a.days.includes(wd),
  );
  // Within a category the order (popularity, then code) never changes: the variety penalty hits the
  // whole category. So keep one sorted queue per category and take the best head each round.
  const queues = new Map<string, ActivityCandidate[]>();
  for (const a of [...open].sort(byPopularity)) {
    const q = queues.get(a.category);
    if (q) q.push(a);
    else queues.set(a.category, [a]);
  }
  const heads = new Map<string, number>([...queues.keys()].map((k) => [k, 0]));
  const rank = (a: ActivityCandidate) =>
    a.popularity - SAME_CATEGORY_PENALTY * (state.categories.get(a.category) ?? 0);
  let count = 0;
  let minutes = 0;
  let room = room0;
  while (count < density.maxActivities && room > 0) {
    let best: ActivityCandidate | null = null;
    for (const [category, q] of queues) {
      const a = q[heads.get(category) ?? 0];
      if (a && (!best || rank(a) > rank(best) || (rank(a) === rank(best) && a.code < best.code))) best = a;
    }
    if (!best) break;
    heads.set(best.category, (heads.get(best.category) ?? 0) + 1);
    // Placing only takes free time away, so a candidate that does not fit now never will.
    if (
      minutes + best.durationMinutes > density.maxMinutes ||
      best.durationMinutes > room ||
      !place(frame, entries, best)
    )
      continue;
    count++;
    minutes += best.durationMinutes;
    room = longestGap(entries) - 2 * URBAN_OVERHEAD_MIN;
    state.used.add(best.code);
    state.categories.set(best.category, (state.categories.get(best.category) ?? 0) + 1);
  }
}

const byPopularity = (x: ActivityCandidate, y: ActivityCandidate) =>
  y.popularity - x.popularity || (x.code < y.code ? -1 : x.code > y.code ? 1 : 0);

/** Adds one chosen activity into the day's free time (no density limit); false when there is none. */
export function addToDay(frame: DayFrame, a: ActivityCandidate, geo: ActivityGeo): boolean {
  return place(frame, timeline(frame, geo), a);
}

/** Minutes spent getting between consecutive items in town (for the travel-time factor). */
export function localTravelMinutes(frame: DayFrame, geo: ActivityGeo): number {
  const entries = timeline(frame, geo);
  let total = 0;
  for (let k = 1; k < entries.length; k++) {
    const prev = entries[k - 1] as Entry;
    const next = entries[k] as Entry;
    const isActivity = (e: Entry) =>
      e.from !== null && e.from === e.to && e.from !== frame.before && e.from !== frame.tonight;
    if (prev.to && next.from && (isActivity(prev) || isActivity(next)))
      total += urbanTravelMinutes(prev.to, next.from);
  }
  return total;
}
