import type { TDayItem, TPackageVariant } from '@/lib/contract/planner';
import { itemId, moveItems } from './day-items';
import { CHANGE_MESSAGES } from './errors';
import { isEstimatedLeg } from './estimated';
import { framesOf } from './frames';
import type { InventoryIndex } from './inventory-index';
import { chooseTransfer, EARLIEST_START, legRunsOn, servesRoute } from './movement';
import type { MoneyValue } from './occupancy';
import { addToDay, type DayFrame, itemMinutes } from './schedule';
import { formatMinutes, toMinutes } from './time';
import type { LegCandidate, TransferCandidate } from './types';

/** A leg item of a variant with its day and the inventory leg it names. */
export interface BookedLeg {
  dayIndex: number;
  frame: DayFrame;
  item: TDayItem;
  leg: LegCandidate;
}

/** The variant's leg items that name an inventory leg (a journey 'not included' names none). */
export function bookedLegs(
  variant: Pick<TPackageVariant, 'cities' | 'days'>,
  index: InventoryIndex,
): BookedLeg[] {
  const frames = framesOf(variant);
  return variant.days.flatMap((day, dayIndex) => {
    const frame = frames[dayIndex];
    return day.items.flatMap((item) => {
      const leg = item.kind === 'leg' && item.ref ? index.leg(item.ref) : null;
      return leg && frame ? [{ dayIndex, frame, item, leg }] : [];
    });
  });
}

/** One way to make a journey: a leg and the departure taken (local 'HH:mm', one of the leg's). */
export interface Journey {
  leg: LegCandidate;
  departure: string;
}

/**
 * The journeys that could replace a booked one: every departure of every leg between the same two
 * cities, of any mode, that runs on that day (what the flight, rail and ferry pages list for the
 * route), except the one booked. Never an estimated fare: what is offered and what change_leg
 * accepts are the same list.
 */
export function otherJourneys(booked: BookedLeg, legs: readonly LegCandidate[]): Journey[] {
  const bookedAt = toMinutes(booked.item.start);
  return legs
    .filter(
      (l) =>
        !isEstimatedLeg(l) &&
        servesRoute(l, booked.leg.fromCity, booked.leg.toCity) &&
        legRunsOn(l, booked.frame.date),
    )
    .flatMap((leg) =>
      [...new Set(leg.departures.map(toMinutes))]
        .filter((at) => leg.code !== booked.leg.code || at !== bookedAt)
        .map((at) => ({ leg, departure: formatMinutes(at) })),
    );
}

/** The items of a move day that the journey itself makes (moveItems' ids); the rest are the traveller's. */
export function isMoveItem(item: Pick<TDayItem, 'id'>, day: number): boolean {
  return [itemId.checkOut, itemId.transferOut, itemId.leg, itemId.transferIn, itemId.checkIn].some(
    (id) => id(day) === item.id,
  );
}

/**
 * The move day's own items (check-out, transfer to the hub, the leg, transfer to the hotel,
 * check-in) with `leg` instead of the booked one, timed as the planner times a move (moveItems):
 * from `departure` when given, else from the departure the planner would choose (chooseDeparture). A transfer already on the day is kept while it serves the new leg's hub (the
 * traveller may have picked it); otherwise the planner's choice for the hub, as when planning.
 */
export function moveItemsWith(
  booked: BookedLeg,
  leg: LegCandidate,
  index: InventoryIndex,
  passengers: number,
  transferValue: MoneyValue,
  homeCity: string | null,
  dayItems: readonly TDayItem[],
  departure?: string,
): TDayItem[] {
  const { frame } = booked;
  const transferFor = (stayCity: string, hub: string, id: string): TransferCandidate | null => {
    const kept = dayItems.find((i) => i.id === id)?.ref;
    const current = kept ? index.transfer(stayCity, kept) : null;
    if (current?.hubCode === hub) return current;
    const city = index.city(stayCity);
    return city ? chooseTransfer(city, hub, passengers, transferValue) : null;
  };
  return moveItems({
    day: frame.day,
    from: frame.before,
    to: frame.tonight,
    fromCity: booked.item.city,
    toCity: frame.tonight?.city ?? homeCity ?? leg.toCity,
    // Only used to estimate a journey without a leg.
    fromPoint: null,
    toPoint: null,
    leg,
    departure: departure === undefined ? null : toMinutes(departure),
    transferOut: frame.before
      ? transferFor(frame.before.city, leg.fromHub, itemId.transferOut(frame.day))
      : null,
    transferIn: frame.tonight
      ? transferFor(frame.tonight.city, leg.toHub, itemId.transferIn(frame.day))
      : null,
  });
}

/**
 * Why the move day's items (moveItemsWith) do not make a day, or null when they do: leaving the
 * hotel before the planner's earliest start (06:00) or the night before, a departure from home
 * before 06:00, or reaching tonight's hotel only after midnight. Going home overnight is fine: no hotel waits.
 */
export function moveDayProblem(
  items: readonly TDayItem[],
): 'leavesTooEarly' | 'departsTooEarly' | 'arrivesTooLate' | null {
  const leg = items.find((i) => i.kind === 'leg');
  if (!leg) return null;
  const legStart = toMinutes(leg.start);
  const checkOut = items.find((i) => i.kind === 'check_out');
  if (checkOut) {
    const leaves = toMinutes(checkOut.start);
    // A start later than the leg's wrapped round midnight: it would be the evening before.
    if (leaves < EARLIEST_START || leaves > legStart) return 'leavesTooEarly';
  } else if (legStart < EARLIEST_START) {
    // From home the planner never picks a departure before 06:00 (chooseDeparture); nor may a change.
    return 'departsTooEarly';
  }
  const after = items.slice(items.indexOf(leg) + 1);
  const overnight =
    toMinutes(leg.end) < legStart ||
    after.some((i) => toMinutes(i.start) < legStart || toMinutes(i.end) < toMinutes(i.start));
  if (after.some((i) => i.kind === 'check_in') && overnight) return 'arrivesTooLate';
  return null;
}

/**
 * The move day with `journey` instead of the booked leg: the move's own items timed again
 * (moveItemsWith), then the traveller's other items of that day placed again around them by the
 * planner's rules (activities from the inventory; anything else keeps its time if still free).
 * A string is why the day no longer works (CHANGE_MESSAGES), for the traveller.
 */
export function dayWithJourney(
  booked: BookedLeg,
  journey: Journey,
  index: InventoryIndex,
  passengers: number,
  transferValue: MoneyValue,
  homeCity: string | null,
  dayItems: readonly TDayItem[],
): TDayItem[] | string {
  const fixed = moveItemsWith(
    booked,
    journey.leg,
    index,
    passengers,
    transferValue,
    homeCity,
    dayItems,
    journey.departure,
  );
  const problem = moveDayProblem(fixed);
  if (problem === 'leavesTooEarly') return CHANGE_MESSAGES.legLeavesTooEarly;
  if (problem === 'departsTooEarly') return CHANGE_MESSAGES.legDepartsTooEarly;
  if (problem === 'arrivesTooLate') return CHANGE_MESSAGES.legArrivesTooLate;
  const frame = { ...booked.frame, items: fixed };
  const geo = (code: string, city: string) => index.activity(city, code);
  for (const kept of dayItems.filter((i) => !isMoveItem(i, frame.day))) {
    if (kept.kind !== 'activity' || !kept.ref) {
      if (!insertAtItsTime(frame.items, kept)) return CHANGE_MESSAGES.legLeavesNoTime;
      continue;
    }
    const activity = index.activity(kept.city, kept.ref);
    if (!activity) return CHANGE_MESSAGES.unavailable;
    if (!addToDay(frame, activity, geo)) return CHANGE_MESSAGES.legLeavesNoTime;
  }
  return frame.items;
}

/** Puts the item among time-ordered items at its own time; false when that overlaps another. */
function insertAtItsTime(items: TDayItem[], it: TDayItem): boolean {
  const { start, end } = itemMinutes(it);
  const at = items.findIndex((o) => itemMinutes(o).start >= start);
  const k = at < 0 ? items.length : at;
  const prev = items[k - 1];
  const next = items[k];
  if ((prev && itemMinutes(prev).end > start) || (next && itemMinutes(next).start < end)) return false;
  items.splice(k, 0, it);
  return true;
}
