/**
 * A currency ISO 4217 does not list or the rates cannot price, or an amount that is not a whole
 * number of minor units. Routes answer it as a 400 naming the currency.
 */
export class ConversionError extends RangeError {
  override name = 'ConversionError';
}
