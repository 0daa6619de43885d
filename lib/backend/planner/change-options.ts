import type { TItinerary, TItineraryChange, TMoney, TPackageVariant } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import type { PlannerInventory, PlanOptions } from '@/lib/planner/types';
import type { PlannerPorts } from './ports';

/** At most this many activities are offered per day (the most popular that fit). */
export const ACTIVITY_OPTIONS_PER_DAY = 8;

type Options = Required<Pick<TItinerary, 'room_options' | 'activity_options' | 'transfer_options'>>;

const cityKey = (name: string) => (name.split(',')[0] ?? '').trim().toLowerCase();

/**
 * The choices the detail page offers for swap_room, add_activity and change_transfer, each one a
 * change the planner has actually accepted (tried on a copy, so a room that does not fit the party,
 * an activity closed that day or without free time, or a transfer to another hub is not offered),
 * with the price the planner gave the new room or item. Pure: it only calls the planner.
 */
export function changeOptions(
  variant: TPackageVariant,
  search: TSearchApiRequest,
  inventory: PlannerInventory,
  options: PlanOptions,
  applyChange: PlannerPorts['applyChange'],
  isChangeError: PlannerPorts['isChangeError'],
): Options {
  const attempt = (change: TItineraryChange): TPackageVariant | null => {
    try {
      return applyChange(variant, change, search, inventory, options);
    } catch (err) {
      if (isChangeError(err)) return null;
      throw err;
    }
  };
  const cityOf = (name: string) => inventory.cities.find((c) => cityKey(c.city) === cityKey(name));

  const room_options: Options['room_options'] = [];
  variant.cities.forEach((stay, city_index) => {
    const hotel = cityOf(stay.city)?.hotels.find((h) => h.code === stay.hotel.code);
    if (!hotel) return;
    stay.hotel.rooms.forEach((booked, room_index) => {
      const rooms: Options['room_options'][number]['rooms'] = [];
      for (const candidate of hotel.rooms) {
        if (candidate.code === booked.room_code) continue;
        const next = attempt({ type: 'swap_room', city_index, room_index, room_code: candidate.code });
        const room = next?.cities[city_index]?.hotel.rooms[room_index];
        if (room)
          rooms.push({
            room_code: room.room_code,
            room_name: room.room_name,
            board: room.board,
            price: room.price,
          });
      }
      if (rooms.length > 0) room_options.push({ city_index, room_index, rooms });
    });
  });

  const booked = new Set(
    variant.days.flatMap((d) => d.items.filter((i) => i.kind === 'activity').map((i) => i.ref)),
  );
  const activity_options: Options['activity_options'] = [];
  for (const day of variant.days) {
    const candidates = [...(cityOf(day.city)?.activities ?? [])]
      .filter((a) => !booked.has(a.code))
      .sort((a, b) => b.popularity - a.popularity || a.code.localeCompare(b.code));
    const activities: Options['activity_options'][number]['activities'] = [];
    for (const a of candidates) {
      if (activities.length >= ACTIVITY_OPTIONS_PER_DAY) break;
      const next = attempt({ type: 'add_activity', day: day.day, activity_code: a.code });
      const added = next?.days
        .find((d) => d.day === day.day)
        ?.items.find((i) => i.kind === 'activity' && i.ref === a.code);
      if (added) activities.push({ code: a.code, title: added.title, price: added.price });
    }
    if (activities.length > 0) activity_options.push({ day: day.day, activities });
  }

  const transfer_options: Options['transfer_options'] = [];
  for (const day of variant.days) {
    for (const item of day.items) {
      if (item.kind !== 'transfer') continue;
      const transfers: { code: string; title: string; price: TMoney }[] = [];
      for (const t of cityOf(item.city)?.transfers ?? []) {
        if (t.code === item.ref) continue;
        const next = attempt({ type: 'change_transfer', item_id: item.id, transfer_code: t.code });
        const changed = next?.days
          .flatMap((d) => d.items)
          .find((i) => i.kind === 'transfer' && i.ref === t.code);
        if (changed?.price) transfers.push({ code: t.code, title: changed.title, price: changed.price });
      }
      if (transfers.length > 0) transfer_options.push({ item_id: item.id, transfers });
    }
  }

  return { room_options, activity_options, transfer_options };
}
