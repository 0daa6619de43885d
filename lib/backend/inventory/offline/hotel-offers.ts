import { strictestPolicy } from '@/lib/booking/cancellation';
import type { TOffer } from '@/lib/contract/products';
import { formatDisplayDate } from '@/lib/dates';
import { addDays } from '@/lib/dates/calendar';
import { distanceKm } from '@/lib/geo/distance';
import { type PartyRoom, priceRoom, type RoomPick, stayDates } from '@/lib/planner/occupancy';
import type { GeoPoint, HotelCandidate, RoomCandidate } from '@/lib/planner/types';
import { boardName } from '@/lib/reference/boards';
import { encodeRef, type RefPart } from '../ref';
import type { CapacityClaim, SupplierOffer } from '../types';
import { destinationOf } from './where';

/**
 * Hotel offers (issue 15, mode stay1): one per hotel and room type that houses every room asked for
 * (two rooms of the same type for a search of two rooms), so the board and the cancellation terms
 * the page filters by are the room's own. The price is the planner's room price (occupancy.ts:
 * base, extra adults, paying children, night by night); a night without a rate drops the offer.
 * Whether rooms enough are left is not decided here: the claims carry it (lib/backend/inventory/results.ts
 * keeps the bookable offers and says "sold out" when none is). Pure.
 *
 * A booking takes room-nights from the hotel's allotment (lib/backend/booking/variant-rooms.ts), the
 * same counter the planned trips book from: the claims say which room type, night and how many, and
 * `initial` is what the allotment still has on sale (read with the rates).
 */

export interface StaySearch {
  checkIn: string;
  nights: number;
  rooms: readonly PartyRoom[];
  /** Where the traveller searched (the picked place, else the city's centre), for the distance. */
  near: (GeoPoint & { name: string }) | null;
}

/** One decimal of a kilometre: 0.4 km, 12.3 km. */
const roundKm = (km: number) => Math.round(km * 10) / 10;

const nightsText = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

/** A ref part per requested room, in the order the rooms were asked for. */
function hotelRef(hotelCode: string, checkIn: string, roomCodes: readonly string[]): string {
  return encodeRef(roomCodes.map((slot) => ({ kind: 'hotel', code: hotelCode, date: checkIn, slot })));
}

/** The hotel and room codes of a hotel ref, or null when it is not one (several hotels, other kinds). */
export function hotelOfRef(
  parts: readonly RefPart[],
): { hotelCode: string; checkIn: string; roomCodes: string[] } | null {
  const first = parts[0];
  if (!first || parts.some((p) => p.kind !== 'hotel' || p.code !== first.code || p.date !== first.date))
    return null;
  return { hotelCode: first.code, checkIn: first.date, roomCodes: parts.map((p) => p.slot) };
}

/** No allotment test when pricing: the claims carry what is left (see above). */
const ANY_ALLOTMENT = 0;

/** Each requested room in `room`; null when one does not fit or a night has no rate. */
export function picksFor(
  room: RoomCandidate,
  parties: readonly PartyRoom[],
  dates: readonly string[],
): RoomPick[] | null {
  const picks: RoomPick[] = [];
  for (const party of parties) {
    const pick = priceRoom(room, party, dates, ANY_ALLOTMENT);
    if (!pick) return null;
    picks.push(pick);
  }
  return picks;
}

/** The room-nights the picks take: per room type and night, how many rooms, and what is left on sale. */
function roomClaims(picks: readonly RoomPick[], dates: readonly string[]): CapacityClaim[] {
  const byRoom = new Map<string, { room: RoomCandidate; count: number }>();
  for (const p of picks) {
    const seen = byRoom.get(p.room.code) ?? { room: p.room, count: 0 };
    seen.count += 1;
    byRoom.set(p.room.code, seen);
  }
  return [...byRoom.values()].flatMap(({ room, count }) =>
    dates.map((day) => ({
      kind: 'hotel' as const,
      code: room.code,
      day,
      slot: '',
      quantity: count,
      initial: room.nights.find((n) => n.date === day)?.available ?? 0,
    })),
  );
}

/** The offer of `picks` (one per requested room) at `hotel`. */
export function hotelOffer(
  hotel: HotelCandidate,
  picks: readonly RoomPick[],
  search: StaySearch,
): SupplierOffer {
  const dates = stayDates(search.checkIn, search.nights);
  const checkOut = addDays(search.checkIn, search.nights);
  const policy = strictestPolicy(picks.map((p) => p.room.cancellation));
  const cancellation: TOffer['cancellation'] = {
    refundable: policy.refundable,
    free_until_days_before: policy.refundable ? policy.freeUntilDaysBefore : null,
    penalty_percent: policy.refundable ? policy.penaltyPercent : 100,
  };
  const rooms = [...new Set(picks.map((p) => p.room.code))].map(
    (code) => picks.find((p) => p.room.code === code)?.room as RoomCandidate,
  );
  const boards = [...new Set(rooms.map((r) => r.board))];
  const roomLine = (p: RoomPick) =>
    `${p.room.name} · ${boardName(p.room.board)} · ${p.party.adults} ${p.party.adults === 1 ? 'adult' : 'adults'}${
      p.party.children.length
        ? `, ${p.party.children.length} ${p.party.children.length === 1 ? 'child' : 'children'}`
        : ''
    }`;
  const distance = search.near ? roundKm(distanceKm(search.near, hotel)) : null;
  const distanceText = search.near && distance !== null ? `${distance} km from ${search.near.name}` : null;
  const stars = Math.max(0, Math.min(5, Math.round(hotel.stars)));
  const currency = rooms[0]?.currency ?? '';
  return {
    ref: hotelRef(
      hotel.code,
      search.checkIn,
      picks.map((p) => p.room.code),
    ),
    kind: 'hotel',
    title: hotel.name,
    // The board and the nights are in `included` and the dates line: not repeated here.
    subtitle: [rooms.map((r) => r.name).join(' + '), ...(distanceText ? [distanceText] : [])].join(' · '),
    date: search.checkIn,
    end_date: checkOut,
    time: null,
    segments: [],
    included: [
      ...(picks.length > 1 ? picks.map(roomLine) : []),
      ...boards.map(boardName),
      nightsText(search.nights),
    ],
    details: [
      ...(stars > 0 ? [{ label: 'Stars', value: '★'.repeat(stars) }] : []),
      ...(distanceText ? [{ label: 'Distance', value: distanceText }] : []),
      { label: 'Check-in', value: formatDisplayDate(search.checkIn) },
      { label: 'Check-out', value: formatDisplayDate(checkOut) },
      ...(picks.length === 1 && picks[0] ? [{ label: 'Room', value: roomLine(picks[0]) }] : []),
    ],
    cancellation,
    facets: {
      stars,
      board: boards.length === 1 ? (boards[0] as string) : 'mixed',
      refundable: cancellation.refundable,
      ...(distance !== null ? { distance } : {}),
    },
    image_url: hotel.imageUrl,
    cost: [
      {
        markupKind: 'hotel',
        amountMinor: picks.reduce((s, p) => s + p.totalMinor, 0),
        currency,
        destination: destinationOf(hotel.city, hotel.countryCode),
        supplier: hotel.source,
      },
    ],
    claims: roomClaims(picks, dates),
  };
}

/**
 * Every offer of the hotels: per hotel, one per room type housing all the rooms asked for, in the
 * hotels' order (the caller orders them). Rooms whose rates, occupancy or allotment do not cover the
 * stay are left out.
 */
export function hotelOffers(hotels: readonly HotelCandidate[], search: StaySearch): SupplierOffer[] {
  const dates = stayDates(search.checkIn, search.nights);
  return hotels.flatMap((hotel) =>
    hotel.rooms.flatMap((room) => {
      const picks = picksFor(room, search.rooms, dates);
      return picks ? [hotelOffer(hotel, picks, search)] : [];
    }),
  );
}

/** The offer of a ref's rooms at `hotel` today, or null when one of them no longer houses its party. */
export function hotelOfferFor(
  hotel: HotelCandidate,
  roomCodes: readonly string[],
  search: StaySearch,
): SupplierOffer | null {
  if (roomCodes.length !== search.rooms.length) return null;
  const dates = stayDates(search.checkIn, search.nights);
  const picks: RoomPick[] = [];
  for (const [i, code] of roomCodes.entries()) {
    const room = hotel.rooms.find((r) => r.code === code);
    const party = search.rooms[i];
    if (!room || !party) return null;
    const pick = priceRoom(room, party, dates, ANY_ALLOTMENT);
    if (!pick) return null;
    picks.push(pick);
  }
  return hotelOffer(hotel, picks, search);
}
