import type { TSearchSummary } from '@/lib/contract/planner';
import type { TSearchApiRequest, TSearchPlace } from '@/lib/contract/search-api';

/** 'Paris, France' → 'Paris': the city as the planner and the pages name it. */
export const placeCity = (place: TSearchPlace): string =>
  place.name.split(',')[0]?.trim() || place.name.trim();

/** The heading of a package's pages: who travels where, when, for how long, in which currency. */
export function searchSummary(search: TSearchApiRequest): TSearchSummary {
  const sum = (pick: (room: TSearchApiRequest['rooms'][number]) => number) =>
    search.rooms.reduce((total, room) => total + pick(room), 0);
  return {
    mode: search.mode,
    origin: search.origin ? placeCity(search.origin) : null,
    destinations: search.destination.map(placeCity),
    start_date: search.start_date,
    nights: [...search.nights],
    adults: sum((r) => r.adults),
    children: sum((r) => r.children.length),
    infants: sum((r) => r.infants),
    currency: search.currency,
  };
}
