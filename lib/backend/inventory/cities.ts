import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { inventoryActivities, inventoryHotels } from '@/lib/db/schema';
import { citiesOf, type InventoryCity } from './resolve';

/**
 * The tenant's inventory cities, each at the centroid of its hotels and activities (two grouped
 * queries). Resolution against them happens in code (resolve.ts) so names match regardless of
 * accents ('Zurich' → 'Zürich').
 */
export async function tenantCities(db: Db, tenantId: string): Promise<InventoryCity[]> {
  const centroids = (table: typeof inventoryHotels | typeof inventoryActivities) =>
    db
      .select({
        city: table.city,
        countryCode: table.countryCode,
        lat: sql<number>`avg(${table.lat})`.mapWith(Number),
        lon: sql<number>`avg(${table.lon})`.mapWith(Number),
      })
      .from(table)
      .where(eq(table.tenantId, tenantId))
      .groupBy(table.city, table.countryCode);
  const [hotels, activities] = await Promise.all([
    centroids(inventoryHotels),
    centroids(inventoryActivities),
  ]);
  return citiesOf([...hotels, ...activities]);
}
