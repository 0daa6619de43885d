import type { TDayItem } from '@/lib/contract/planner';
import { item, type StayPoint } from './day-items';
import { activity } from './fixtures';
import {
  ACTIVITY_WINDOW,
  addToDay,
  type DayFrame,
  DENSITIES,
  type Density,
  fillDay,
  itemMinutes,
  localTravelMinutes,
} from './schedule';
import { toMinutes } from './time';
import type { ActivityCandidate } from './types';

const hotel: StayPoint = {
  city: 'Paris',
  lat: 48.85,
  lon: 2.35,
  hotel: { code: 'H', name: 'Hotel', lat: 48.85, lon: 2.35 },
};
const relaxed = DENSITIES[0] as Density;
const packed = DENSITIES[1] as Density;
const frame = (items: TDayItem[] = [], over: Partial<DayFrame> = {}): DayFrame => ({
  day: 2,
  date: '2027-05-11', // a Tuesday
  before: hotel,
  tonight: hotel,
  items,
  ...over,
});
const pool = (n: number, over: Partial<ActivityCandidate> = {}) =>
  Array.from({ length: n }, (_, i) =>
    activity({
      code: `A${i}`,
      popularity: 90 - i,
      durationMinutes: 90,
      lat: 48.86,
      lon: 2.34,
      category: `c${i % 3}`,
      ...over,
    }),
  );
const geoOf = (list: ActivityCandidate[]) => (code: string) => list.find((a) => a.code === code) ?? null;
const fresh = () => ({ used: new Set<string>(), categories: new Map<string, number>() });

function expectSound(f: DayFrame, list: ActivityCandidate[]) {
  let last = -1;
  for (const it of f.items) {
    const { start, end } = itemMinutes(it);
    expect(start).toBeGreaterThanOrEqual(last);
    last = end;
    if (it.kind !== 'activity') continue;
    const a = list.find((x) => x.code === it.ref) as ActivityCandidate;
    expect(start).toBeGreaterThanOrEqual(Math.max(ACTIVITY_WINDOW.start, toMinutes(a.opensAt)));
    expect(end).toBeLessThanOrEqual(Math.min(ACTIVITY_WINDOW.end, toMinutes(a.closesAt)));
  }
}

describe('fillDay', () => {
  it('respects the density: at most 2 activities / 4 h relaxed, 4 / 6 h packed', () => {
    const list = pool(10);
    const a = frame();
    fillDay(a, list, relaxed, fresh(), geoOf(list));
    expect(a.items.filter((i) => i.kind === 'activity')).toHaveLength(2);
    const b = frame();
    fillDay(b, list, packed, fresh(), geoOf(list));
    expect(b.items.filter((i) => i.kind === 'activity')).toHaveLength(4);
    expectSound(b, list);
  });

  it('leaves travel time between activities from their distance', () => {
    const list = [
      activity({ code: 'NEAR', popularity: 90, lat: 48.85, lon: 2.35, durationMinutes: 60 }),
      activity({ code: 'FAR', popularity: 80, lat: 48.94, lon: 2.35, durationMinutes: 60 }), // ≈ 10 km away
    ];
    const f = frame();
    fillDay(f, list, packed, fresh(), geoOf(list));
    const [near, far] = f.items;
    expect(near?.start).toBe('09:00');
    // 10 km at 20 km/h = 30 min + 10 min overhead.
    expect(toMinutes(far?.start ?? '') - toMinutes(near?.end ?? '')).toBeGreaterThanOrEqual(40);
    expect(localTravelMinutes(f, geoOf(list))).toBeGreaterThanOrEqual(40 + 10);
  });

  it('keeps to opening hours and open days, and never repeats an activity', () => {
    const list = [
      activity({ code: 'EVENING', popularity: 99, opensAt: '17:00', closesAt: '22:00', durationMinutes: 90 }),
      activity({ code: 'SUNDAY', popularity: 98, days: [0] }),
      activity({ code: 'DONE', popularity: 97 }),
    ];
    const state = fresh();
    state.used.add('DONE');
    const f = frame();
    fillDay(f, list, packed, state, geoOf(list));
    expect(f.items.map((i) => [i.ref, i.start, i.end])).toEqual([['EVENING', '17:00', '18:30']]);
    expect(state.used.has('EVENING')).toBe(true);
  });

  it('fits activities around fixed items and not next to a leg', () => {
    const fixed = [
      item({
        id: 'd2-co',
        kind: 'check_out',
        start: '10:45',
        end: '11:00',
        title: 'out',
        city: 'Paris',
        ref: 'H',
      }),
      item({ id: 'd2-l', kind: 'leg', start: '12:00', end: '13:00', title: 'leg', city: 'Paris' }),
      item({
        id: 'd2-ci',
        kind: 'check_in',
        start: '15:00',
        end: '15:15',
        title: 'in',
        city: 'Paris',
        ref: 'H',
      }),
    ];
    const list = pool(6, { durationMinutes: 60 });
    const f = frame([...fixed]);
    fillDay(f, list, packed, fresh(), geoOf(list));
    expectSound(f, list);
    for (const it of f.items.filter((i) => i.kind === 'activity')) {
      const { start, end } = itemMinutes(it);
      const nextToLeg = end > toMinutes('11:00') && start < toMinutes('15:15');
      expect(nextToLeg).toBe(false);
    }
    expect(f.items.filter((i) => i.kind === 'activity').length).toBeGreaterThan(0);
  });

  it('prefers variety: a second activity of the same category loses 15 popularity points', () => {
    const list = [
      activity({ code: 'M1', category: 'museum', popularity: 90, durationMinutes: 60 }),
      activity({ code: 'M2', category: 'museum', popularity: 80, durationMinutes: 60 }),
      activity({ code: 'T1', category: 'tour', popularity: 70, durationMinutes: 60 }),
    ];
    const f = frame();
    fillDay(f, list, relaxed, fresh(), geoOf(list));
    expect(f.items.map((i) => i.ref)).toEqual(['M1', 'T1']);
  });
});

describe('addToDay', () => {
  it('adds into free time beyond the density limit, or answers false', () => {
    const list = pool(3, { durationMinutes: 180 });
    const f = frame();
    fillDay(f, list, packed, fresh(), geoOf(list));
    expect(f.items).toHaveLength(2);
    // 09:00–18:00 (closing time) holds only two 3-hour visits with travel between them.
    expect(addToDay(f, list[2] as ActivityCandidate, geoOf(list))).toBe(false);
    const short = activity({ code: 'SHORT', durationMinutes: 60, lat: 48.86, lon: 2.34 });
    expect(addToDay(f, short, geoOf([...list, short]))).toBe(true);
    expectSound(f, [...list, short]);
  });
});
