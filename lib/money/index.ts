/**
 * Money, in one place (docs/architecture.md "Data"; handbook "one rule, one place"): integer minor
 * units plus an ISO 4217 code; ISO 4217 decides the decimals everywhere (API, screens, e-mails, PDFs);
 * conversion is the exact ratio of two currencies' rates, rounded once, half away from zero; every
 * rate carries its date. Pure and small: safe in browser bundles.
 */
export { BUNDLED_RATES } from './bundled';
export { ConversionError } from './errors';
export { formatMoney, type Money } from './format';
export { minorUnits, normaliseCurrency } from './iso4217';
export {
  canConvert,
  convertExact,
  convertMinor,
  convertMoney,
  type ExchangeRates,
  exchangeRatesOf,
  type OwnRate,
  olderRateDate,
  type RatePublication,
  rateDateOf,
  ratesFromFactors,
  ratesKey,
  withOwnRates,
} from './rates';
export {
  add,
  min,
  mul,
  ONE,
  parseNonNegativeDecimal,
  type Rational,
  rational,
  roundHalfAwayFromZero,
  sub,
  toNumber,
  ZERO,
} from './rational';
export { parseAmountInput, toMajorUnits, toMinorUnits } from './units';
