/** The trip planner: pure, deterministic functions over plain inventory data (see ./types.ts). */
export { hotelAlternatives } from './alternatives';
export { applyChange } from './change';
export { CHANGE_MESSAGES, PlannerChangeError } from './errors';
export { orderCities } from './order';
export { planPackage } from './plan';
export { whyRank } from './rank';
export type * from './types';
