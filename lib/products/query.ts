import type { ProductKind } from '@/lib/contract/products';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import { pickedPlace } from '@/lib/suppliers/resolve';
import type { ProductParty, ProductQuery } from './types';

/**
 * What a stored search (v2/search_api request) asks of one kind. Pure. The party is the first
 * room's (the modes that list offers search for one party); a return date is a return flight's day
 * back or a car's drop-off day.
 */
export function productQuery(request: TSearchApiRequest, kind: ProductKind): ProductQuery {
  const room = request.rooms[0] ?? { adults: 1, children: [], infants: 0 };
  const party: ProductParty = { adults: room.adults, children: [...room.children], infants: room.infants };
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
