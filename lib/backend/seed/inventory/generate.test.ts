import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nightDates } from '@/lib/booking/nights';
import { distanceKm } from '@/lib/geo/distance';
import { CITY_FACTS } from './city-facts';
import { DEMO_DESTINATIONS } from './destinations';
import {
  ACTIVITY_CATEGORIES,
  activityImage,
  demoActivities,
  demoHotels,
  demoLegs,
  demoTransfers,
  departuresBetween,
  legKinds,
  SEASONS,
  seasonRanges,
  seedYears,
} from './generate';

const city = (name: string) => {
  const d = DEMO_DESTINATIONS.find((x) => x.city === name);
  if (!d) throw new Error(name);
  return d;
};
const years = seedYears(new Date('2026-11-22T00:00:00Z'));

describe('demo inventory generator', () => {
  it('has facts for every demo destination', () => {
    expect(DEMO_DESTINATIONS).toHaveLength(40);
    for (const d of DEMO_DESTINATIONS) expect(CITY_FACTS[d.city]).toBeDefined();
  });

  it('is deterministic', () => {
    expect(demoHotels('EUR', years)).toEqual(demoHotels('EUR', years));
    expect(demoLegs('EUR')).toEqual(demoLegs('EUR'));
  });

  it('gives every city 3–4 hotels of 3–5 stars with 2–3 room types, some non-refundable', () => {
    const { hotels, rooms } = demoHotels('EUR', years);
    for (const d of DEMO_DESTINATIONS) {
      const mine = hotels.filter((h) => h.city === d.city);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(mine.length).toBeLessThanOrEqual(4);
      expect(new Set(mine.map((h) => h.stars))).toEqual(new Set([3, 4, 5]));
      for (const h of mine) {
        const n = rooms.filter((r) => r.hotelCode === h.code).length;
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(3);
      }
    }
    expect(hotels.find((h) => h.code === 'H-paris-1')?.name).toBe('Grand Hotel Paris');
    expect(rooms.some((r) => !r.refundable && r.freeCancelDays === null)).toBe(true);
  });

  it('covers every night from today to today + 400 days with exactly one season rate per room', () => {
    for (const climate of Object.keys(SEASONS) as (keyof typeof SEASONS)[]) {
      const ranges = seasonRanges(climate, years);
      for (const night of nightDates('2026-11-22', 401)) {
        expect(ranges.filter((r) => r.dateFrom <= night && night <= r.dateTo)).toHaveLength(1);
      }
    }
    expect(seasonRanges('south', [2028]).some((r) => r.dateTo === '2028-02-29')).toBe(true);
  });

  it('sells at least 8 activities of 1–4 hours per city, with evening-only and closed-Monday ones', () => {
    const acts = demoActivities('EUR');
    for (const d of DEMO_DESTINATIONS) {
      const mine = acts.filter((a) => a.city === d.city);
      expect(mine.length).toBeGreaterThanOrEqual(8);
      for (const a of mine) {
        expect(a.durationMinutes).toBeGreaterThanOrEqual(60);
        expect(a.durationMinutes).toBeLessThanOrEqual(240);
        expect(a.opensAt < a.closesAt).toBe(true);
        expect(a.childPriceMinor).toBeLessThanOrEqual(a.priceMinor);
      }
    }
    expect(acts.find((a) => a.code === 'A-seine-dinner-cruise')).toMatchObject({
      opensAt: '19:00',
      category: 'nightlife',
    });
    expect(acts.some((a) => !a.days.includes(1))).toBe(true);
    expect(new Set(acts.map((a) => a.category))).toEqual(
      new Set(['culture', 'food', 'outdoors', 'nightlife', 'family', 'tour']),
    );
    expect(new Set(acts.map((a) => a.code)).size).toBe(acts.length);
  });

  it('points every hotel and activity at an illustration that exists under public/', () => {
    const { hotels } = demoHotels('EUR', years);
    const acts = demoActivities('EUR');
    const paths = new Set([
      ...hotels.flatMap((h) => [h.imageUrl, ...h.images]),
      ...acts.map((a) => a.imageUrl),
      ...ACTIVITY_CATEGORIES.map(activityImage),
    ]);
    // Four hotel styles and six activity categories.
    expect(paths.size).toBe(10);
    for (const p of paths) {
      expect(p).toMatch(/^\/assets\/inventory\/[a-z-]+\.svg$/);
      expect([p, existsSync(join(process.cwd(), 'public', p))]).toEqual([p, true]);
    }
    expect(hotels.find((h) => h.code === 'H-paris-1')?.imageUrl).toBe('/assets/inventory/hotel-grand.svg');
    expect(acts.find((a) => a.code === 'A-seine-dinner-cruise')?.imageUrl).toBe(
      '/assets/inventory/activity-nightlife.svg',
    );
  });

  it('has airport transfers everywhere and station transfers where there is a station', () => {
    const transfers = demoTransfers('EUR');
    for (const d of DEMO_DESTINATIONS) {
      expect(transfers.some((t) => t.city === d.city && t.hubKind === 'airport')).toBe(true);
      expect(transfers.some((t) => t.city === d.city && t.hubKind === 'station')).toBe(!!d.stations?.length);
    }
  });

  it('picks leg kinds by distance and geography', () => {
    expect(legKinds(city('London'), city('Paris'))).toEqual(['rail']);
    expect(legKinds(city('London'), city('Edinburgh'))).toEqual(['rail']);
    expect(legKinds(city('Tokyo'), city('Kyoto'))).toEqual(['rail']);
    expect(legKinds(city('London'), city('Zürich'))).toEqual(['rail', 'flight']);
    expect(legKinds(city('Paris'), city('Rome'))).toEqual(['flight']);
    expect(legKinds(city('Athens'), city('Santorini'))).toEqual(['ferry']);
    expect(legKinds(city('Split'), city('Dubrovnik'))).toEqual(['cab', 'ferry']);
    expect(legKinds(city('Munich'), city('Hallstatt'))).toEqual(['cab']);
    expect(legKinds(city('Bangkok'), city('Phuket'))).toEqual(['flight']);
    expect(legKinds(city('London'), city('Sydney'))).toEqual(['flight']);
  });

  it('connects every ordered pair of cities, longer trips taking longer', () => {
    const legs = demoLegs('EUR');
    for (const a of DEMO_DESTINATIONS)
      for (const b of DEMO_DESTINATIONS)
        if (a !== b) expect(legs.some((l) => l.fromCity === a.city && l.toCity === b.city)).toBe(true);
    const flight = (from: string, to: string) =>
      legs.find((l) => l.kind === 'flight' && l.fromCity === from && l.toCity === to);
    const near = flight('London', 'Rome');
    const far = flight('London', 'Sydney');
    expect(distanceKm(city('London'), city('Sydney'))).toBeGreaterThan(
      distanceKm(city('London'), city('Rome')),
    );
    expect(far?.durationMinutes).toBeGreaterThan((near?.durationMinutes ?? 0) * 5);
    expect(far?.adultMinor).toBeGreaterThan(near?.adultMinor ?? 0);
    for (const l of legs) {
      expect(l.departures.length).toBeGreaterThan(0);
      expect(l.childMinor).toBeLessThanOrEqual(l.adultMinor);
    }
  });

  it('spreads departures over the day', () => {
    expect(departuresBetween(7 * 60, 19 * 60, 3, 0)).toEqual(['07:00', '13:00', '19:00']);
    expect(departuresBetween(7 * 60, 19 * 60, 1, 2)).toEqual(['07:10']);
  });
});
