import 'server-only';
import type { ProductKind } from '@/lib/contract/products';
import { activitySupplier } from './offline/activity';
import { cabHourlySupplier } from './offline/cab-hourly';
import { cabIntercitySupplier } from './offline/cab-intercity';
import { carSupplier } from './offline/car';
import { ferrySupplier } from './offline/ferry';
import { offlineFlights } from './offline/flights';
import { hotelSupplier } from './offline/hotel';
import { insuranceSupplier } from './offline/insurance';
import { railSupplier } from './offline/rail';
import { railPassSupplier } from './offline/rail-pass';
import { transferSupplier } from './offline/transfer';
import type { ProductSupplier } from './types';

/**
 * The supplier of each product kind. Today every kind is the tenant's offline inventory
 * (lib/backend/inventory/offline); a real supplier for a kind replaces its entry (chosen by the tenant's
 * provider_configuration, like hotels in lib/backend/inventory/registry.ts).
 */

const SUPPLIERS: Record<ProductKind, ProductSupplier> = {
  hotel: hotelSupplier,
  flight: offlineFlights,
  activity: activitySupplier,
  transfer: transferSupplier,
  car: carSupplier,
  cab_hourly: cabHourlySupplier,
  cab_intercity: cabIntercitySupplier,
  rail: railSupplier,
  rail_pass: railPassSupplier,
  ferry: ferrySupplier,
  insurance: insuranceSupplier,
};

export function productSupplier(kind: ProductKind): ProductSupplier {
  return SUPPLIERS[kind];
}
