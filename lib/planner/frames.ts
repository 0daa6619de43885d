import type { TPackageVariant } from '@/lib/contract/planner';
import { addDays } from '@/lib/dates/calendar';
import type { StayPoint } from './day-items';
import type { DayFrame } from './schedule';

/** The hotel of each stay as a point on the map. */
export function stayPoints(variant: Pick<TPackageVariant, 'cities'>): StayPoint[] {
  return variant.cities.map((s) => ({
    city: s.city,
    lat: s.hotel.lat,
    lon: s.hotel.lon,
    hotel: { code: s.hotel.code, name: s.hotel.name, lat: s.hotel.lat, lon: s.hotel.lon },
  }));
}

/** Which stay's hotel the traveller sleeps in on the night starting at `date` (null: not on the trip). */
export function nightAt(
  variant: Pick<TPackageVariant, 'cities'>,
  points: StayPoint[],
  date: string,
): StayPoint | null {
  const i = variant.cities.findIndex((s) => s.check_in <= date && date < s.check_out);
  return i >= 0 ? (points[i] ?? null) : null;
}

/** The day frames of a variant (copies of its items, so a caller may insert into them). */
export function framesOf(variant: Pick<TPackageVariant, 'cities' | 'days'>): DayFrame[] {
  const points = stayPoints(variant);
  return variant.days.map((d) => ({
    day: d.day,
    date: d.date,
    before: nightAt(variant, points, addDays(d.date, -1)),
    tonight: nightAt(variant, points, d.date),
    items: [...d.items],
  }));
}
