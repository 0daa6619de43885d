import type { Tenant } from '@/lib/db/schema';
import type { PlannerInventory } from '@/lib/planner/types';

/**
 * Whether a site sells non-refundable hotel rooms (spec §3 show_non_refundable_items.hotel; sold
 * unless it says false): the one reading of the setting, for its hotel results and its trips.
 */
export const sellsNonRefundableHotels = (tenant: Pick<Tenant, 'config'>): boolean =>
  tenant.config.show_non_refundable_items?.hotel !== false;

/**
 * What a site may sell of its inventory. A site with show_non_refundable_items.hotel false (spec §3)
 * keeps non-refundable rooms out of its trips, as its hotel results do (lib/backend/inventory/offline/hotel.ts);
 * a hotel left without a room is left out. Pure.
 */
export function sellableInventory(
  inventory: PlannerInventory,
  site: { nonRefundableHotels: boolean },
): PlannerInventory {
  if (site.nonRefundableHotels) return inventory;
  return {
    ...inventory,
    cities: inventory.cities.map((city) => ({
      ...city,
      hotels: city.hotels.flatMap((hotel) => {
        const rooms = hotel.rooms.filter((r) => r.cancellation.refundable);
        return rooms.length ? [{ ...hotel, rooms }] : [];
      }),
    })),
  };
}
