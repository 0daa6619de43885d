import type { TDayItem } from '@/lib/contract/planner';
import { intercityEstimateMinutes } from './geo';
import {
  CHECK_IN,
  CHECK_OUT,
  chooseDeparture,
  DESK_MINUTES,
  EARLIEST_START,
  HUB_AFTER,
  HUB_BEFORE,
  LATEST_ARRIVAL,
} from './movement';
import { ceilTo, formatMinutes } from './time';
import type { GeoPoint, HotelCandidate, LegCandidate, TransferCandidate } from './types';

/** A hotel stay as the day plan sees it. */
export interface StayPoint extends GeoPoint {
  city: string;
  hotel: Pick<HotelCandidate, 'code' | 'name' | 'lat' | 'lon'>;
}

/** Getting from one stay (or home: null) to the next (or home: null), on one day. */
export interface Move {
  day: number;
  from: StayPoint | null;
  to: StayPoint | null;
  fromCity: string;
  toCity: string;
  /** Where the cities are, to estimate travel when no leg is booked. */
  fromPoint: GeoPoint | null;
  toPoint: GeoPoint | null;
  leg: LegCandidate | null;
  /** When the leg leaves (minutes after midnight, one of its departures); null: the planner chooses. */
  departure?: number | null;
  transferOut: TransferCandidate | null;
  transferIn: TransferCandidate | null;
}

/** Stable item ids: one leg, one check-in/out and one transfer each way per day; activities by code. */
export const itemId = {
  checkOut: (day: number) => `d${day}-co`,
  checkIn: (day: number) => `d${day}-ci`,
  leg: (day: number) => `d${day}-l`,
  transferOut: (day: number) => `d${day}-t-dep`,
  transferIn: (day: number) => `d${day}-t-arr`,
  activity: (day: number, code: string) => `d${day}-a-${code}`,
};

const MODE_WORD: Record<LegCandidate['kind'], string> = {
  flight: 'Flight',
  rail: 'Train',
  ferry: 'Ferry',
  cab: 'Cab',
};
/** Getting to a hub without a booked transfer. */
const OWN_WAY_MINUTES = 30;

export function item(
  fields: Omit<TDayItem, 'ref' | 'detail' | 'price' | 'image_url'> & Partial<TDayItem>,
): TDayItem {
  return { ref: null, detail: null, price: null, image_url: null, ...fields };
}

const span = (start: number, end: number) => ({ start: formatMinutes(start), end: formatMinutes(end) });

/**
 * The fixed items of a move day, in time order: check-out (by 11:00), transfer to the hub, the leg,
 * transfer to the new hotel, check-in (15:00 or later). Departure times come from chooseDeparture
 * unless the move names one (a traveller's change).
 */
export function moveItems(move: Move): TDayItem[] {
  const { day, from, to, leg } = move;
  const out: TDayItem[] = [];
  if (!leg) {
    if (from) out.push(checkOut(day, from, CHECK_OUT - DESK_MINUTES));
    let ready = CHECK_IN;
    if ((from || to) && move.fromPoint && move.toPoint) {
      // No bookable leg (the inventory has none that day, or the traveller comes from a place it
      // does not serve): show the journey, not included and not priced, so the day reads truthfully.
      // Leaving a hotel it starts after check-out; coming from home it reaches the hotel by
      // check-in, setting off no earlier than the day's first departures.
      const estimate = ceilTo(intercityEstimateMinutes(move.fromPoint, move.toPoint));
      const startAt = from
        ? CHECK_OUT + OWN_WAY_MINUTES
        : Math.max(EARLIEST_START, CHECK_IN - OWN_WAY_MINUTES - estimate);
      const minutes = Math.min(LATEST_ARRIVAL - startAt, estimate);
      out.push(
        item({
          id: itemId.leg(day),
          kind: 'leg',
          ...span(startAt, startAt + minutes),
          title: `Travel from ${move.fromCity} to ${move.toCity} (not included)`,
          city: move.fromCity,
        }),
      );
      ready = Math.max(CHECK_IN, startAt + minutes + OWN_WAY_MINUTES);
    }
    if (to) out.push(checkIn(day, to, ready));
    return out;
  }
  const cab = leg.kind === 'cab';
  const tOut = from && !cab ? move.transferOut : null;
  const tIn = to && !cab ? move.transferIn : null;
  const toHub = from && !cab ? (tOut?.durationMinutes ?? OWN_WAY_MINUTES) : 0;
  const before = HUB_BEFORE[leg.kind] + toHub + (from ? DESK_MINUTES : 0);
  const dep = move.departure ?? chooseDeparture(leg, from !== null, before);
  if (from) {
    const leaveHotel = dep - HUB_BEFORE[leg.kind] - toHub;
    out.push(checkOut(day, from, Math.min(CHECK_OUT, leaveHotel) - DESK_MINUTES));
    if (tOut)
      out.push(
        item({
          id: itemId.transferOut(day),
          kind: 'transfer',
          ...span(leaveHotel, leaveHotel + tOut.durationMinutes),
          title: `Transfer from ${from.hotel.name} to ${tOut.hubName}`,
          ref: tOut.code,
          city: from.city,
          detail: tOut.vehicle,
        }),
      );
  }
  const arrive = dep + leg.durationMinutes;
  out.push(
    item({
      id: itemId.leg(day),
      kind: 'leg',
      ...span(dep, arrive),
      title: `${MODE_WORD[leg.kind]} from ${move.fromCity} to ${move.toCity}`,
      ref: leg.code,
      city: move.fromCity,
      detail: leg.kind,
    }),
  );
  if (to) {
    const out1 = arrive + HUB_AFTER[leg.kind];
    let atHotel = out1 + (cab ? 0 : OWN_WAY_MINUTES);
    if (tIn) {
      out.push(
        item({
          id: itemId.transferIn(day),
          kind: 'transfer',
          ...span(out1, out1 + tIn.durationMinutes),
          title: `Transfer from ${tIn.hubName} to ${to.hotel.name}`,
          ref: tIn.code,
          city: to.city,
          detail: tIn.vehicle,
        }),
      );
      atHotel = out1 + tIn.durationMinutes;
    }
    out.push(checkIn(day, to, Math.max(CHECK_IN, atHotel)));
  }
  return out;
}

function checkOut(day: number, stay: StayPoint, start: number): TDayItem {
  return item({
    id: itemId.checkOut(day),
    kind: 'check_out',
    ...span(start, start + DESK_MINUTES),
    title: `Check out of ${stay.hotel.name}`,
    ref: stay.hotel.code,
    city: stay.city,
  });
}

function checkIn(day: number, stay: StayPoint, start: number): TDayItem {
  return item({
    id: itemId.checkIn(day),
    kind: 'check_in',
    ...span(start, start + DESK_MINUTES),
    title: `Check in at ${stay.hotel.name}`,
    ref: stay.hotel.code,
    city: stay.city,
  });
}
