import { pickedPlace } from '@/lib/backend/inventory/resolve';
import type { ProductKind } from '@/lib/contract/products';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import { addDays } from '@/lib/dates/calendar';
import type { ProductParty, ProductQuery } from './types';

/**
 * What a stored search (v2/search_api request) asks of one kind. Pure. The party is the first
 * room's (the modes other than hotels search for one party; a hotel search keeps every room); a
 * return date is a return flight's day back, a car's drop-off day or a stay's check-out (check-in
 * plus the first destination's nights).
 */
export function productQuery(request: TSearchApiRequest, kind: ProductKind): ProductQuery {
  const rooms: ProductParty[] = request.rooms.map((r) => ({
    adults: r.adults,
    children: [...r.children],
    infants: r.infants,
  }));
  const party: ProductParty = rooms[0] ?? { adults: 1, children: [], infants: 0 };
  if (request.mode === 'stay1') {
    const destination = request.destination[0];
    return {
      kind,
      from: null,
      to: destination ? pickedPlace(destination) : null,
      date: request.start_date,
      returnDate: addDays(request.start_date, Math.max(1, request.nights[0] ?? 1)),
      time: null,
      legs: [],
      party,
      rooms: rooms.length ? rooms : [party],
    };
  }
  const destination = request.destination[0];
  const multi = request.mode === 'travel' && request.flightMode === 'multi_city';
  const oneWay = request.mode === 'travel' && request.flightMode === 'one_way';
  return {
    kind,
    from: request.origin ? pickedPlace(request.origin) : null,
    to: destination ? pickedPlace(destination) : null,
    date: multi ? (request.multicity_flights?.[0]?.date ?? request.start_date) : request.start_date,
    returnDate: oneWay || multi ? null : (request.return_date ?? null),
    time: request.pickup_time ?? null,
    legs: multi
      ? (request.multicity_flights ?? []).map((l) => ({
          from: pickedPlace(l.origin),
          to: pickedPlace(l.destination),
          date: l.date,
        }))
      : [],
    party,
  };
}

/** Travellers who take a seat (adults and children; infants sit on a lap). */
export const seated = (p: ProductParty): number => p.adults + p.children.length;

/** The rooms an offer is priced for: every room of a hotel search, else the search's one party. */
export const roomsOf = (q: Pick<ProductQuery, 'rooms' | 'party'>): readonly ProductParty[] =>
  q.rooms ?? [q.party];

/** Everyone an offer is for, counted: adults, children and infants over all its rooms. */
export function partyTotals(q: Pick<ProductQuery, 'rooms' | 'party'>): {
  adults: number;
  children: number;
  infants: number;
} {
  const rooms = roomsOf(q);
  return {
    adults: rooms.reduce((n, r) => n + r.adults, 0),
    children: rooms.reduce((n, r) => n + r.children.length, 0),
    infants: rooms.reduce((n, r) => n + r.infants, 0),
  };
}
