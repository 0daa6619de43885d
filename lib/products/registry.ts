import 'server-only';
import type { ProductKind } from '@/lib/contract/products';
import { activitySupplier } from './offline/activity';
import { transferSupplier } from './offline/transfer';
import type { ProductSupplier } from './types';

/**
 * The supplier of each product kind. Today every kind is the tenant's offline inventory
 * (lib/products/offline); a real supplier for a kind replaces its entry (chosen by the tenant's
 * provider_configuration, like hotels in lib/suppliers/registry.ts).
 */

/** A kind whose offline supplier is not built yet: it offers nothing. */
const nothingYet = (kind: ProductKind): ProductSupplier => ({
  kind,
  availability: async () => [],
  priceCheck: async () => null,
});

const SUPPLIERS: Record<ProductKind, ProductSupplier> = {
  flight: nothingYet('flight'),
  activity: activitySupplier,
  transfer: transferSupplier,
  car: nothingYet('car'),
  cab_hourly: nothingYet('cab_hourly'),
  cab_intercity: nothingYet('cab_intercity'),
  rail: nothingYet('rail'),
  rail_pass: nothingYet('rail_pass'),
  ferry: nothingYet('ferry'),
  insurance: nothingYet('insurance'),
};

export function productSupplier(kind: ProductKind): ProductSupplier {
  return SUPPLIERS[kind];
}
