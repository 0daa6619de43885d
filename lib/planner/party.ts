import type { TSearchApiRequest } from '@/lib/contract/search-api';
import type { PartyRoom } from './occupancy';

/** Everyone travelling, summed over the requested rooms. */
export interface TripParty {
  rooms: PartyRoom[];
  adults: number;
  /** Ages of all children. */
  children: number[];
  infants: number;
  /** Seats in a vehicle: infants take one too. */
  passengers: number;
}

export function partyOf(search: Pick<TSearchApiRequest, 'rooms'>): TripParty {
  const rooms = search.rooms.map((r) => ({
    adults: r.adults,
    children: [...(r.children ?? [])],
    infants: r.infants ?? 0,
  }));
  const adults = rooms.reduce((s, r) => s + r.adults, 0);
  const children = rooms.flatMap((r) => r.children);
  const infants = rooms.reduce((s, r) => s + r.infants, 0);
  return { rooms, adults, children, infants, passengers: adults + children.length + infants };
}
