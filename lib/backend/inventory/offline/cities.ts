import 'server-only';
import { tenantCities } from '@/lib/backend/inventory/cities';
import type { InventoryCity } from '@/lib/backend/inventory/resolve';
import type { ProductContext } from '../types';

/**
 * The tenant's inventory cities, read once per search (a context lives for one request): a return
 * or multi-city search resolves several places, and every kind resolves its own.
 */
const read = new WeakMap<ProductContext, Promise<InventoryCity[]>>();

export function citiesOf(ctx: ProductContext): Promise<InventoryCity[]> {
  let cities = read.get(ctx);
  if (!cities) {
    cities = tenantCities(ctx.db, ctx.tenantId);
    read.set(ctx, cities);
  }
  return cities;
}
