import { currencyInfo, exactFactor } from './currencies';
import { divideRounded, parseDecimal, type Ratio } from './ratio';

/**
 * A tenant's own conversion factors (units per 1 EUR, plain decimal strings such as '1.0812'),
 * by upper-case ISO 4217 code. They replace the snapshot's factor for those codes only.
 */
export type RateOverrides = ReadonlyMap<string, string>;

/** Raised for a currency the rate snapshot cannot price, or an amount that is not whole minor units. */
export class ConversionError extends RangeError {
  override name = 'ConversionError';
}

/**
 * Converts an amount in minor units of `from` (cents, fils, yen) into minor units of `to`: the
 * ratio of the two conversion factors (spec §3), each side in its own ISO 4217 exponent, computed
 * exactly and rounded once, half away from zero.
 */
export function convert(amountMinor: number, from: string, to: string, overrides?: RateOverrides): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new ConversionError(`Amount must be a whole number of minor units, got ${amountMinor}`);
  }
  const source = side(from, overrides);
  const target = side(to, overrides);
  const numerator =
    BigInt(amountMinor) * 10n ** BigInt(target.minor_units) * target.factor.n * source.factor.d;
  const denominator = 10n ** BigInt(source.minor_units) * target.factor.d * source.factor.n;
  return Number(divideRounded(numerator, denominator));
}

function side(code: string, overrides: RateOverrides | undefined) {
  const info = currencyInfo(code);
  const factor = overrideFactor(code, overrides) ?? exactFactor(code);
  if (!info || !factor) throw new ConversionError(`No conversion rate for currency ${JSON.stringify(code)}`);
  return { minor_units: info.minor_units, factor };
}

function overrideFactor(code: string, overrides: RateOverrides | undefined): Ratio | null {
  const text = overrides?.get(code.trim().toUpperCase());
  if (text === undefined) return null;
  try {
    return parseDecimal(text);
  } catch {
    // A stored override is validated on the way in; a bad one must not break pricing.
    return null;
  }
}
