/**
 * The trip planner: pure, deterministic functions over plain inventory data (see ./types.ts).
 * The item pricing rules (room, activity, transfer, party) are public too: the backend offers
 * change options priced exactly as the planner will price the change.
 */
export { hotelAlternatives } from './alternatives';
export { applyChange } from './change';
export { CHANGE_MESSAGES, PlannerChangeError } from './errors';
export { indexInventory } from './inventory-index';
export { bookedLegs, moveDayProblem, moveItemsWith, otherJourneys } from './leg-change';
export { transferPriceMinor } from './movement';
export { priceRoom, stayDates } from './occupancy';
export { orderCities } from './order';
export { partyOf } from './party';
export { planPackage } from './plan';
export { activityPriceMinor, legComponent, valuer } from './pricing';
export { whyRank } from './rank';
export type * from './types';
