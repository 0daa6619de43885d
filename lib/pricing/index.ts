/**
 * Pricing (pure): supplier components → the visitor's total, with the agency's markup, taxes,
 * discount codes and conversion factors, rounded once. The planner receives it as its PriceFn.
 */
export { createPriceFn, DiscountCodeError } from './price';
