import type { TItinerary, TPackageVariant } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import {
  activityPriceMinor,
  bookedLegs,
  indexInventory,
  legComponent,
  moveDayProblem,
  moveItemsWith,
  otherJourneys,
  type PlannerInventory,
  type PlanOptions,
  partyOf,
  priceRoom,
  stayDates,
  transferPriceMinor,
  valuer,
} from '@/lib/planner';

/** At most this many activities are offered per day (the most popular that fit). */
export const ACTIVITY_OPTIONS_PER_DAY = 8;

type Options = Required<
  Pick<TItinerary, 'room_options' | 'activity_options' | 'transfer_options' | 'leg_options'>
>;

const cityKey = (name: string) => (name.split(',')[0] ?? '').trim().toLowerCase();

/**
 * The choices the detail page offers for swap_room, add_activity, change_transfer and change_leg,
 * with prices as the planner gives the new room or item. Rooms: those that fit the party and are on sale for
 * the stay (the planner's swap_room rule). Activities: those of the day's city that run that day,
 * not yet booked, most popular first. Transfers: those serving the same airport, station or port.
 * Journeys: each departure of each leg between the same cities that runs that day, any mode (what
 * the flights, rail and ferry pages list for the route), that leaves the hotel after 06:00 and
 * reaches the next one before midnight; never an estimate. Nothing is tried on the whole trip
 * (that re-prices everything, per choice); a choice can still be refused when picked (no free time
 * that day for its activities, a transfer too long for the day), with the planner's message. Pure.
 */
export function changeOptions(
  variant: TPackageVariant,
  search: TSearchApiRequest,
  inventory: PlannerInventory,
  options: PlanOptions,
): Options {
  const cityOf = (name: string) => inventory.cities.find((c) => cityKey(c.city) === cityKey(name));

  const itemPrice = options.itemPrice ?? options.price;

  // Rooms by the planner's own rule for swap_room (fits the party, on sale every night for as many
  // rooms of that type as would be booked), priced as it prices a room: no whole-trip re-pricing.
  const room_options: Options['room_options'] = [];
  variant.cities.forEach((stay, city_index) => {
    const hotel = cityOf(stay.city)?.hotels.find((h) => h.code === stay.hotel.code);
    if (!hotel) return;
    const dates = stayDates(stay.check_in, stay.nights);
    stay.hotel.rooms.forEach((booked, room_index) => {
      const rooms: Options['room_options'][number]['rooms'] = [];
      for (const candidate of hotel.rooms) {
        if (candidate.code === booked.room_code) continue;
        const sameType =
          stay.hotel.rooms.filter((r, i) => i !== room_index && r.room_code === candidate.code).length + 1;
        const pick = priceRoom(candidate, booked, dates, sameType);
        if (!pick) continue;
        const nights = pick.nightly.map((amountMinor) => ({
          kind: 'hotel' as const,
          amountMinor,
          currency: candidate.currency,
        }));
        rooms.push({
          room_code: candidate.code,
          room_name: candidate.name,
          board: candidate.board,
          price: itemPrice(nights).total,
        });
      }
      if (rooms.length > 0) room_options.push({ city_index, room_index, rooms });
    });
  });

  // Activities are listed, not tried: a city can have hundreds and each try re-prices the whole
  // trip. Those that run that day are offered; one without free time left is refused, with the
  // planner's message, when the traveller picks it.
  const booked = new Set(
    variant.days.flatMap((d) => d.items.filter((i) => i.kind === 'activity').map((i) => i.ref)),
  );
  const party = partyOf(search);
  const activity_options: Options['activity_options'] = [];
  for (const day of variant.days) {
    const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
    const activities = [...(cityOf(day.city)?.activities ?? [])]
      .filter((a) => !booked.has(a.code) && a.days.includes(weekday))
      .sort((a, b) => b.popularity - a.popularity || a.code.localeCompare(b.code))
      .slice(0, ACTIVITY_OPTIONS_PER_DAY)
      .map((a) => {
        const amountMinor = activityPriceMinor(a, party);
        const price =
          amountMinor > 0 ? itemPrice([{ kind: 'activity', amountMinor, currency: a.currency }]).total : null;
        return { code: a.code, title: a.name, price };
      });
    if (activities.length > 0) activity_options.push({ day: day.day, activities });
  }

  // Transfers serving the same hub, priced per vehicle as the planner prices them.
  const transfer_options: Options['transfer_options'] = [];
  for (const day of variant.days) {
    for (const item of day.items) {
      if (item.kind !== 'transfer') continue;
      const here = cityOf(item.city)?.transfers ?? [];
      const hub = here.find((t) => t.code === item.ref)?.hubCode;
      const transfers = here
        .filter((t) => t.code !== item.ref && t.hubCode === hub)
        .map((t) => ({
          code: t.code,
          title: `${t.vehicle}, ${t.durationMinutes} min`,
          price: itemPrice([
            { kind: 'transfer', amountMinor: transferPriceMinor(t, party.passengers), currency: t.currency },
          ]).total,
        }));
      if (transfers.length > 0) transfer_options.push({ item_id: item.id, transfers });
    }
  }

  // Journeys: each departure the move day allows, timed as change_leg will time it; earliest first.
  // The day's activities are not tried here: one that no longer fits is the planner's refusal to
  // give when picked (the traveller may prefer the journey and drop the activity).
  const index = indexInventory(inventory);
  const transferValue = valuer(options.price)('transfer');
  const leg_options: Options['leg_options'] = [];
  for (const booked of bookedLegs(variant, index)) {
    const dayItems = variant.days[booked.dayIndex]?.items ?? [];
    const legs = otherJourneys(booked, inventory.legs)
      .flatMap((journey) => {
        const moved = moveItemsWith(
          booked,
          journey.leg,
          index,
          party.passengers,
          transferValue,
          inventory.origin?.city ?? null,
          dayItems,
          journey.departure,
        );
        const item = moveDayProblem(moved) === null ? moved.find((i) => i.kind === 'leg') : undefined;
        if (!item) return [];
        const l = journey.leg;
        return [
          {
            code: l.code,
            mode: l.kind,
            carrier: l.carrier,
            depart: item.start,
            arrive: item.end,
            duration_minutes: l.durationMinutes,
            price: itemPrice([legComponent(l, party)]).total,
          },
        ];
      })
      .sort((a, b) => a.depart.localeCompare(b.depart) || a.code.localeCompare(b.code));
    if (legs.length > 0) leg_options.push({ item_id: booked.item.id, legs });
  }

  return { room_options, activity_options, transfer_options, leg_options };
}
