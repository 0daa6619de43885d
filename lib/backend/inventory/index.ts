/**
 * The inventory and supplier layer: the planner's input (loadPlannerInventory) and the hotel
 * sources behind one interface (hotelSupplier). Server only.
 */

export * from './hotel-types';
export { loadPlannerInventory } from './load-planner-inventory';
