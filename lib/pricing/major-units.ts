import { minorUnitsOf } from './exchange';

/**
 * Minor units → a major-unit number for answers that the spec gives in major units
 * (v1/calculate_price: 12345 EUR cents → 123.45). Exact for every amount below 2^53 because the
 * decimal is built as text, not by dividing floats.
 */
export function toMajorUnits(amountMinor: number, currency: string): number {
  const digits = minorUnitsOf(currency);
  if (digits === 0) return amountMinor;
  const negative = amountMinor < 0;
  const text = Math.abs(amountMinor)
    .toString()
    .padStart(digits + 1, '0');
  const cut = text.length - digits;
  return Number(`${negative ? '-' : ''}${text.slice(0, cut)}.${text.slice(cut)}`);
}
