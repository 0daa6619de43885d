/**
 * The inventory and supplier layer: the planner's input (loadPlannerInventory) and the hotel
 * sources behind one interface (hotelSupplier). Server only.
 */
export {
  SoldOutError,
  SupplierError,
  SupplierNotConfiguredError,
  SupplierNotFoundError,
  SupplierUnavailableError,
} from './errors';
export { estimatedFlightLeg, estimateFlightFare } from './estimate';
export { distanceKm } from './geo';
export { loadPlannerInventory } from './load-planner-inventory';
export { enabledHotelSources, hasCredentials, hotelSupplier } from './registry';
export * from './types';
