import type { TItinerary, TPackageVariant } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import { indexInventory } from './inventory-index';
import { chooseRooms, stayDates } from './occupancy';
import { partyOf } from './party';
import { valuer } from './pricing';
import type { PlannerInventory, PlanOptions } from './types';

/** At most this many alternatives per stay, cheapest first. */
export const MAX_ALTERNATIVES = 12;

/**
 * Hotels that could replace each stay's hotel (swap_hotel): every other hotel of the city that can
 * house the same rooms' parties every night, priced for the whole stay with its cheapest fitting
 * rooms. Cheapest first, ties by code.
 */
export function hotelAlternatives(
  variant: TPackageVariant,
  search: TSearchApiRequest,
  inventory: PlannerInventory,
  options: PlanOptions,
): TItinerary['alternatives'] {
  const index = indexInventory(inventory);
  const value = valuer(options.price)('hotel');
  const itemPrice = options.itemPrice ?? options.price;
  const fallback = partyOf(search).rooms;
  return variant.cities.map((stay, cityIndex) => {
    const city = index.city(stay.city);
    const parties = stay.hotel.rooms.length > 0 ? stay.hotel.rooms : fallback;
    const dates = stayDates(stay.check_in, stay.nights);
    const hotels = (city?.hotels ?? [])
      .filter((h) => h.code !== stay.hotel.code)
      .flatMap((h) => {
        const picks = chooseRooms(h, parties, dates, 'cheapest', value);
        if (!picks) return [];
        const price = itemPrice(
          picks.flatMap((p) =>
            p.nightly.map((amountMinor) => ({
              kind: 'hotel' as const,
              amountMinor,
              currency: p.room.currency,
            })),
          ),
        ).total;
        return [
          {
            code: h.code,
            name: h.name,
            stars: Math.max(0, Math.min(5, Math.round(h.stars))),
            image_url: h.imageUrl,
            price,
          },
        ];
      })
      .sort((a, b) => a.price.amount - b.price.amount || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .slice(0, MAX_ALTERNATIVES);
    return { city_index: cityIndex, hotels };
  });
}
