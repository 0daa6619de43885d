/**
 * Pricing (pure): supplier components → the visitor's total, with the agency's markup, taxes,
 * discount codes and conversion factors, rounded once. The planner receives it as its PriceFn.
 */
export { exactConvert, minorRate, minorUnitsOf } from './exchange';
export { toMajorUnits } from './major-units';
export {
  createPriceFn,
  DISCOUNT_CODE_INVALID,
  DiscountCodeError,
  markupFactor,
  type PricingSetup,
} from './price';
