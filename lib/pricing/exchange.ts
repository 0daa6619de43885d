import { ConversionError, type RateOverrides } from '@/lib/reference/convert';
import { currencyInfo, exactFactor } from '@/lib/reference/currencies';
import { parseDecimal } from '@/lib/reference/ratio';
import { mul, type Rational, rational } from './rational';

/**
 * The exact rate between two currencies' MINOR units, by the conversion factors of spec §3 (units
 * per 1 EUR) with the tenant's own factors in place of the snapshot's: the same rule as
 * `convert` in lib/reference, but returned unrounded so several conversions can be summed first.
 */
export function minorRate(from: string, to: string, overrides?: RateOverrides): Rational {
  const source = side(from, overrides);
  const target = side(to, overrides);
  return rational(
    10n ** BigInt(target.minorUnits) * target.factor.n * source.factor.d,
    10n ** BigInt(source.minorUnits) * target.factor.d * source.factor.n,
  );
}

/** Minor units of `from` → exact minor units of `to`. */
export const exactConvert = (
  amount: Rational,
  from: string,
  to: string,
  overrides?: RateOverrides,
): Rational => mul(amount, minorRate(from, to, overrides));

/** ISO 4217 exponent of a currency (2 for EUR, 0 for JPY, 3 for BHD). */
export function minorUnitsOf(code: string): number {
  const info = currencyInfo(code);
  if (!info) throw new ConversionError(`No conversion rate for currency ${JSON.stringify(code)}`);
  return info.minor_units;
}

function side(code: string, overrides: RateOverrides | undefined) {
  const upper = code.trim().toUpperCase();
  const info = currencyInfo(upper);
  const factor = ownFactor(upper, overrides) ?? exactFactor(upper);
  if (!info || !factor) throw new ConversionError(`No conversion rate for currency ${JSON.stringify(code)}`);
  return { minorUnits: info.minor_units, factor };
}

function ownFactor(code: string, overrides: RateOverrides | undefined) {
  const text = overrides?.get(code);
  if (text === undefined) return null;
  try {
    return parseDecimal(text);
  } catch {
    // Stored overrides are validated on the way in; a bad one falls back to the snapshot.
    return null;
  }
}
