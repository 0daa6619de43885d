import { currencyInfo, exactFactor } from './currencies';
import { divideRounded } from './ratio';

/** Raised for a currency the rate snapshot cannot price, or an amount that is not whole minor units. */
export class ConversionError extends RangeError {
  override name = 'ConversionError';
}

/**
 * Converts an amount in minor units of `from` (cents, fils, yen) into minor units of `to`: the
 * ratio of the two conversion factors (spec §3), each side in its own ISO 4217 exponent, computed
 * exactly and rounded once, half away from zero.
 */
export function convert(amountMinor: number, from: string, to: string): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new ConversionError(`Amount must be a whole number of minor units, got ${amountMinor}`);
  }
  const source = side(from);
  const target = side(to);
  const numerator =
    BigInt(amountMinor) * 10n ** BigInt(target.minor_units) * target.factor.n * source.factor.d;
  const denominator = 10n ** BigInt(source.minor_units) * target.factor.d * source.factor.n;
  return Number(divideRounded(numerator, denominator));
}

function side(code: string) {
  const info = currencyInfo(code);
  const factor = exactFactor(code);
  if (!info || !factor) throw new ConversionError(`No conversion rate for currency ${JSON.stringify(code)}`);
  return { minor_units: info.minor_units, factor };
}
