import type { BoardType } from '@/lib/contract/planner';
import type { TRoom } from '@/lib/contract/search-api';
import { formatDisplayDate } from '@/lib/dates';
import { addDays } from '@/lib/dates/calendar';
import type { CancellationPolicy, HotelCandidate, NightRate, RoomCandidate } from './types';

/** One requested room of the search: adults, children's ages, infants. */
export type PartyRoom = Pick<TRoom, 'adults' | 'children' | 'infants'>;

/** How a party fills one room type, under that room type's age rules. */
export interface RoomFit {
  /** Adults plus children older than the room's childMaxAge (they pay and count as adults). */
  adults: number;
  /** Children up to childMaxAge (counted against maxChildren). */
  children: number;
  /** Children from childMinAge to childMaxAge (younger ones stay free). */
  payingChildren: number;
}

/** How the party fills the room, or null when it does not fit. Infants never count. */
export function fitRoom(room: RoomCandidate, party: PartyRoom): RoomFit | null {
  const older = party.children.filter((age) => age > room.childMaxAge).length;
  const adults = party.adults + older;
  const children = party.children.length - older;
  const payingChildren = party.children.filter(
    (age) => age >= room.childMinAge && age <= room.childMaxAge,
  ).length;
  if (adults > room.maxAdults || children > room.maxChildren || adults + children > room.maxOccupancy)
    return null;
  return { adults, children, payingChildren };
}

/** One night's price of the room for this fit: base + extra adults + paying children. */
export function nightPrice(room: RoomCandidate, fit: RoomFit, rate: NightRate): number {
  const extraAdults = Math.max(0, fit.adults - room.baseOccupancy);
  return rate.baseMinor + extraAdults * rate.extraAdultMinor + fit.payingChildren * rate.childMinor;
}

/** The dates of the nights of a stay. */
export const stayDates = (checkIn: string, nights: number): string[] =>
  Array.from({ length: nights }, (_, i) => addDays(checkIn, i));

/** The room's rate for each date, or null when a night is missing or has fewer than `rooms` on sale. */
export function ratesFor(room: RoomCandidate, dates: readonly string[], rooms = 1): NightRate[] | null {
  const out: NightRate[] = [];
  for (const date of dates) {
    const rate = room.nights.find((n) => n.date === date);
    if (!rate || rate.available < rooms) return null;
    out.push(rate);
  }
  return out;
}

/** A room type picked for one requested room, with its price per night in the room's currency. */
export interface RoomPick {
  room: RoomCandidate;
  party: PartyRoom;
  nightly: number[];
  totalMinor: number;
}

const BOARD_RANK: Record<BoardType, number> = { RO: 0, BB: 1, HB: 2, FB: 3, AI: 4 };

/** 'cheapest' for value and comfort, 'best_board' (most meals, then cheapest) for luxury. */
export type RoomStrategy = 'cheapest' | 'best_board';

/** Compares amounts in different currencies (the caller converts through the price function). */
export type MoneyValue = (amountMinor: number, currency: string) => number;

/**
 * Picks a room type for each requested room so that each party fits and the hotel has enough rooms
 * of each type on sale every night. Larger parties choose first (they have fewer options); the
 * answer is in the order of `parties`. Null when some party cannot be housed.
 */
export function chooseRooms(
  hotel: HotelCandidate,
  parties: readonly PartyRoom[],
  dates: readonly string[],
  strategy: RoomStrategy,
  value: MoneyValue,
): RoomPick[] | null {
  const used = new Map<string, number>();
  const picks: (RoomPick | null)[] = parties.map(() => null);
  const order = parties
    .map((p, i) => ({ i, size: p.adults + p.children.length }))
    .sort((a, b) => b.size - a.size || a.i - b.i);
  for (const { i } of order) {
    const party = parties[i] as PartyRoom;
    let best: { pick: RoomPick; cost: number } | null = null;
    for (const room of hotel.rooms) {
      const pick = priceRoom(room, party, dates, (used.get(room.code) ?? 0) + 1);
      if (!pick) continue;
      const cost = value(pick.totalMinor, room.currency);
      if (!best || better(pick, cost, best.pick, best.cost, strategy)) best = { pick, cost };
    }
    if (!best) return null;
    used.set(best.pick.room.code, (used.get(best.pick.room.code) ?? 0) + 1);
    picks[i] = best.pick;
  }
  return picks as RoomPick[];
}

function better(a: RoomPick, aCost: number, b: RoomPick, bCost: number, strategy: RoomStrategy): boolean {
  if (strategy === 'best_board') {
    const d = BOARD_RANK[a.room.board] - BOARD_RANK[b.room.board];
    if (d !== 0) return d > 0;
  }
  if (aCost !== bCost) return aCost < bCost;
  return a.room.code < b.room.code;
}

/** The room for this party on these dates with `count` rooms of its type needed, or null. */
export function priceRoom(
  room: RoomCandidate,
  party: PartyRoom,
  dates: readonly string[],
  count = 1,
): RoomPick | null {
  const fit = fitRoom(room, party);
  if (!fit) return null;
  const rates = ratesFor(room, dates, count);
  if (!rates) return null;
  const nightly = rates.map((r) => nightPrice(room, fit, r));
  return { room, party, nightly, totalMinor: nightly.reduce((s, n) => s + n, 0) };
}

/** 'Free cancellation until 03-May-27', 'Non-refundable' or the penalty. */
export function cancellationText(policy: CancellationPolicy, checkIn: string): string {
  if (!policy.refundable) return 'Non-refundable';
  if (policy.freeUntilDaysBefore === null) return `Cancellation charge ${policy.penaltyPercent}% of the stay`;
  return `Free cancellation until ${formatDisplayDate(addDays(checkIn, -policy.freeUntilDaysBefore))}`;
}
