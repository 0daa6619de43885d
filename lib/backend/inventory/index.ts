/**
 * The inventory module: the planner's input (loadPlannerInventory) and the suppliers of every kind
 * behind one interface per kind (types.ts; which supplier answers a kind: registry.ts). Server only.
 */

export { loadPlannerInventory } from './load-planner-inventory';
export * from './types';
