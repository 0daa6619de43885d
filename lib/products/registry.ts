import 'server-only';
import type { ProductKind } from '@/lib/contract/products';
import { cabHourlySupplier } from './offline/cab-hourly';
import { cabIntercitySupplier } from './offline/cab-intercity';
import { carSupplier } from './offline/car';
import { offlineFlights } from './offline/flights';
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
  flight: offlineFlights,
  activity: nothingYet('activity'),
  transfer: nothingYet('transfer'),
  car: carSupplier,
  cab_hourly: cabHourlySupplier,
  cab_intercity: cabIntercitySupplier,
  rail: nothingYet('rail'),
  rail_pass: nothingYet('rail_pass'),
  ferry: nothingYet('ferry'),
  insurance: nothingYet('insurance'),
};

export function productSupplier(kind: ProductKind): ProductSupplier {
  return SUPPLIERS[kind];
}
