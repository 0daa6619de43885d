import type { TItineraryChange, TPackageVariant } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import { CHANGE_MESSAGES, PlannerChangeError } from './errors';
import { framesOf } from './frames';
import { type InventoryIndex, indexInventory } from './inventory-index';
import { bookedLegs, dayWithJourney, moveItemsWith, otherJourneys } from './leg-change';
import { cancellationText, chooseRooms, priceRoom, stayDates } from './occupancy';
import { partyOf, type TripParty } from './party';
import { cityStay } from './plan';
import { priceVariant, valuer } from './pricing';
import { factsOf, rescore } from './rank';
import { addToDay, itemMinutes, runsOn } from './schedule';
import { formatMinutes, toMinutes } from './time';
import type { LegCandidate, PlannerInventory, PlanOptions } from './types';

const fail = (message: string): never => {
  throw new PlannerChangeError(message);
};

/**
 * Applies one traveller change to a variant and reprices it. Throws PlannerChangeError with a
 * message for the traveller when the change is impossible (no room, no free time, unknown item).
 */
export function applyChange(
  variant: TPackageVariant,
  change: TItineraryChange,
  search: TSearchApiRequest,
  inventory: PlannerInventory,
  options: PlanOptions,
): TPackageVariant {
  const index = indexInventory(inventory);
  const party = partyOf(search);
  const next: TPackageVariant = structuredClone(variant);
  switch (change.type) {
    case 'swap_hotel':
      swapHotel(next, change.city_index, change.hotel_code, party, index, options);
      break;
    case 'swap_room':
      swapRoom(next, change.city_index, change.room_index, change.room_code, index);
      break;
    case 'add_activity':
      addActivity(next, change.day, change.activity_code, index);
      break;
    case 'remove_activity':
      removeActivity(next, change.item_id);
      break;
    case 'change_transfer':
      changeTransfer(next, change.item_id, change.transfer_code, index);
      break;
    case 'change_leg':
      changeLeg(next, change, inventory, index, party, options);
      break;
    case 'apply_discount':
      // The caller's price function carries the code; repricing below is the whole change.
      break;
  }
  const priced = priceVariant(next, party, index, options);
  return rescore(priced, factsOf(priced, index, framesOf));
}

function swapHotel(
  v: TPackageVariant,
  cityIndex: number,
  code: string,
  party: TripParty,
  index: InventoryIndex,
  options: PlanOptions,
) {
  const stay = v.cities[cityIndex] ?? fail(CHANGE_MESSAGES.unknownStay);
  const hotel = index.hotel(stay.city, code) ?? fail(CHANGE_MESSAGES.unknownHotel);
  const city = index.city(stay.city) ?? fail(CHANGE_MESSAGES.unknownHotel);
  const parties = stay.hotel.rooms.length > 0 ? stay.hotel.rooms : party.rooms;
  const picks =
    chooseRooms(
      hotel,
      parties,
      stayDates(stay.check_in, stay.nights),
      'cheapest',
      valuer(options.price)('hotel'),
    ) ?? fail(CHANGE_MESSAGES.noRoom);
  const old = stay.hotel;
  const currency = v.total_price.currency;
  const replaced = cityStay(
    { city, nights: stay.nights, destIndex: cityIndex, checkIn: stay.check_in, checkOut: stay.check_out },
    { hotel, picks, cost: 0 },
    currency,
  );
  v.cities[cityIndex] = { ...stay, hotel: replaced.hotel };
  // Check-in, check-out and transfers name the hotel.
  for (const day of v.days) {
    if (day.date < stay.check_in || day.date > stay.check_out) continue;
    for (const it of day.items) {
      if ((it.kind === 'check_in' || it.kind === 'check_out') && it.ref === old.code) {
        it.ref = hotel.code;
        it.title = it.title.replace(old.name, hotel.name);
      } else if (it.kind === 'transfer' && it.city === stay.city)
        it.title = it.title.replace(old.name, hotel.name);
    }
  }
}

function swapRoom(
  v: TPackageVariant,
  cityIndex: number,
  roomIndex: number,
  code: string,
  index: InventoryIndex,
) {
  const stay = v.cities[cityIndex] ?? fail(CHANGE_MESSAGES.unknownStay);
  const choice = stay.hotel.rooms[roomIndex] ?? fail(CHANGE_MESSAGES.unknownRoom);
  const hotel = index.hotel(stay.city, stay.hotel.code) ?? fail(CHANGE_MESSAGES.unavailable);
  const room = hotel.rooms.find((r) => r.code === code) ?? fail(CHANGE_MESSAGES.roomDoesNotFit);
  const sameType = stay.hotel.rooms.filter((r, i) => i !== roomIndex && r.room_code === code).length + 1;
  priceRoom(room, choice, stayDates(stay.check_in, stay.nights), sameType) ??
    fail(CHANGE_MESSAGES.roomDoesNotFit);
  stay.hotel.rooms[roomIndex] = {
    ...choice,
    room_code: room.code,
    room_name: room.name,
    board: room.board,
    refundable: room.cancellation.refundable,
    cancellation: cancellationText(room.cancellation, stay.check_in),
  };
}

function addActivity(v: TPackageVariant, dayNumber: number, code: string, index: InventoryIndex) {
  const dayIndex = v.days.findIndex((d) => d.day === dayNumber);
  if (dayIndex < 0) fail(CHANGE_MESSAGES.unknownDay);
  if (v.days.some((d) => d.items.some((i) => i.kind === 'activity' && i.ref === code)))
    fail(CHANGE_MESSAGES.activityTwice);
  const frame = framesOf(v)[dayIndex] ?? fail(CHANGE_MESSAGES.unknownDay);
  const cities = [frame.tonight?.city, frame.before?.city].filter((c): c is string => !!c);
  const activity =
    cities.map((c) => index.activity(c, code)).find((a) => a !== null) ??
    fail(CHANGE_MESSAGES.unknownActivity);
  if (!runsOn(activity, frame.date)) fail(CHANGE_MESSAGES.activityClosed);
  if (!addToDay(frame, activity, (c, city) => index.activity(city, c))) fail(CHANGE_MESSAGES.noFreeTime);
  (v.days[dayIndex] as (typeof v.days)[number]).items = frame.items;
}

function findItem(v: TPackageVariant, id: string) {
  for (const day of v.days) {
    const i = day.items.findIndex((it) => it.id === id);
    if (i >= 0) return { day, i, item: day.items[i] as (typeof day.items)[number] };
  }
  return null;
}

function removeActivity(v: TPackageVariant, id: string) {
  const hit = findItem(v, id);
  if (hit?.item.kind !== 'activity') return fail(CHANGE_MESSAGES.notAnActivity);
  hit.day.items.splice(hit.i, 1);
}

function changeTransfer(v: TPackageVariant, id: string, code: string, index: InventoryIndex) {
  const hit = findItem(v, id);
  if (hit?.item.kind !== 'transfer') return fail(CHANGE_MESSAGES.notATransfer);
  const { item, day, i } = hit;
  const current = item.ref ? index.transfer(item.city, item.ref) : null;
  const t = index.transfer(item.city, code);
  if (!t || (current && current.hubCode !== t.hubCode)) return fail(CHANGE_MESSAGES.unknownTransfer);
  const { start, end } = itemMinutes(item);
  const departing = item.id.endsWith('-t-dep');
  const newStart = departing ? end - t.durationMinutes : start;
  const newEnd = departing ? end : start + t.durationMinutes;
  const prev = day.items[i - 1];
  const after = day.items[i + 1];
  if ((prev && itemMinutes(prev).end > newStart) || (after && itemMinutes(after).start < newEnd))
    fail(CHANGE_MESSAGES.transferTooLong);
  day.items[i] = {
    ...item,
    start: formatMinutes(newStart),
    end: formatMinutes(newEnd),
    ref: t.code,
    detail: t.vehicle,
    title: current ? item.title.replace(current.hubName, t.hubName) : item.title,
  };
}

/**
 * Another journey between the same cities that day (another departure of the leg, or another leg
 * of any mode): the day is timed again as dayWithJourney does. Without a departure, the one the
 * planner would choose for that leg. Refused when the journey no longer makes a day (leaving
 * before 06:00, reaching the hotel after midnight) or leaves no time for an activity of that day.
 */
function changeLeg(
  v: TPackageVariant,
  change: Extract<TItineraryChange, { type: 'change_leg' }>,
  inventory: PlannerInventory,
  index: InventoryIndex,
  party: TripParty,
  options: PlanOptions,
) {
  const hit = findItem(v, change.item_id);
  if (hit?.item.kind !== 'leg') return fail(CHANGE_MESSAGES.notALeg);
  const booked =
    bookedLegs(v, index).find((b) => b.item.id === change.item_id) ?? fail(CHANGE_MESSAGES.unavailable);
  const transferValue = valuer(options.price)('transfer');
  const homeCity = inventory.origin?.city ?? null;
  const journeys = otherJourneys(booked, inventory.legs);
  const departure = (leg: LegCandidate) =>
    change.departure ??
    moveItemsWith(booked, leg, index, party.passengers, transferValue, homeCity, hit.day.items).find(
      (i) => i.kind === 'leg',
    )?.start;
  const ofLeg = journeys.filter((j) => j.leg.code === change.leg_code);
  const journey = ofLeg.find((j) => sameTime(j.departure, departure(j.leg)));
  if (!journey) {
    const isBooked =
      change.leg_code === booked.leg.code &&
      (change.departure === undefined || sameTime(booked.item.start, change.departure));
    if (isBooked) return fail(CHANGE_MESSAGES.alreadyYourJourney);
    return fail(ofLeg.length > 0 ? CHANGE_MESSAGES.departureNotRun : CHANGE_MESSAGES.unknownLeg);
  }
  const day = dayWithJourney(
    booked,
    journey,
    index,
    party.passengers,
    transferValue,
    homeCity,
    hit.day.items,
  );
  if (typeof day === 'string') fail(day);
  else hit.day.items = day;
}

const sameTime = (a: string, b: string | undefined) => b !== undefined && toMinutes(a) === toMinutes(b);
