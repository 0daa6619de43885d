import { nightDates } from '@/lib/booking/nights';
import type { TPackageVariant } from '@/lib/contract/planner';
import { legRunsOn } from '@/lib/planner/movement';
import { daysBetween, toMinutes, weekday } from '@/lib/planner/time';
import type { PlannerInventory } from '@/lib/planner/types';

/** The nights of a stay: every date from check-in up to (not including) check-out. */
export const stayNights = (checkIn: string, checkOut: string): string[] =>
  nightDates(checkIn, daysBetween(checkIn, checkOut));

/**
 * What of a planned variant the current inventory can no longer supply: hotels and room types gone
 * or without enough rooms on a night, activities withdrawn or no longer running that weekday,
 * transfers and legs withdrawn, a leg's departure no longer flown that day. One sentence per problem, for the traveller (check_itinerary).
 */
export function availabilityProblems(variant: TPackageVariant, inventory: PlannerInventory): string[] {
  const problems: string[] = [];
  const hotels = new Map(inventory.cities.flatMap((c) => c.hotels).map((h) => [h.code, h]));
  const activities = new Map(inventory.cities.flatMap((c) => c.activities).map((a) => [a.code, a]));
  const transfers = new Set(inventory.cities.flatMap((c) => c.transfers).map((t) => t.code));
  const legs = new Map(inventory.legs.map((l) => [l.code, l]));

  for (const stay of variant.cities) {
    const hotel = hotels.get(stay.hotel.code);
    if (!hotel) {
      problems.push(`${stay.hotel.name} in ${stay.city} is no longer available.`);
      continue;
    }
    const wanted = new Map<string, { name: string; count: number }>();
    for (const room of stay.hotel.rooms) {
      const w = wanted.get(room.room_code) ?? { name: room.room_name, count: 0 };
      w.count += 1;
      wanted.set(room.room_code, w);
    }
    for (const [code, { name, count }] of wanted) {
      const room = hotel.rooms.find((r) => r.code === code);
      const rates = new Map(room?.nights.map((n) => [n.date, n]) ?? []);
      const full = stayNights(stay.check_in, stay.check_out).some(
        (date) => (rates.get(date)?.available ?? 0) < count,
      );
      if (!room || full)
        problems.push(`${name} at ${stay.hotel.name} is no longer available for your dates.`);
    }
  }

  for (const day of variant.days) {
    for (const item of day.items) {
      if (!item.ref) continue;
      if (item.kind === 'activity') {
        const activity = activities.get(item.ref);
        if (!activity) problems.push(`${item.title} is no longer offered.`);
        else if (!activity.days.includes(weekday(day.date)))
          problems.push(`${item.title} no longer runs on day ${day.day} of your trip.`);
      } else if (item.kind === 'transfer' && !transfers.has(item.ref)) {
        problems.push(`${item.title} is no longer offered.`);
      } else if (item.kind === 'leg') {
        const leg = legs.get(item.ref);
        if (!leg) problems.push(`${item.title} is no longer offered.`);
        else if (
          !legRunsOn(leg, day.date) ||
          !leg.departures.some((d) => toMinutes(d) === toMinutes(item.start))
        )
          problems.push(`${item.title} no longer leaves at ${item.start} on day ${day.day} of your trip.`);
      }
    }
  }
  return problems;
}
