import { ConversionError } from './errors';
import { minorUnits } from './iso4217';
import { divideRounded } from './rational';

const SIGNED_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** A number as a plain decimal ('1e-7' → '0.0000001'); null for NaN and infinities. */
function decimalText(value: number | string): string | null {
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return SIGNED_DECIMAL.test(text) ? text : value.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * Major units (125.5, '125.50') → whole minor units of the currency by its ISO 4217 exponent
 * (EUR 12550, JPY 126, KWD 125500), exactly: the decimal is read as written, and more decimals than
 * the currency has are rounded half away from zero. Throws ConversionError for anything that is not
 * a plain decimal or for an unknown currency.
 */
export function toMinorUnits(major: number | string, currency: string): number {
  const digits = minorUnits(currency);
  const text = decimalText(major);
  if (text === null || !SIGNED_DECIMAL.test(text)) {
    throw new ConversionError(`Not an amount: ${JSON.stringify(String(major))}`);
  }
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const scaled = BigInt(whole + fraction);
  const minor = divideRounded(scaled * 10n ** BigInt(digits), 10n ** BigInt(fraction.length));
  const signed = negative ? -minor : minor;
  if (signed > BigInt(Number.MAX_SAFE_INTEGER) || signed < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new ConversionError(`Amount too large: ${text}`);
  }
  return Number(signed);
}

/**
 * Minor units → a major-unit number for answers the spec gives in major units (v1/calculate_price:
 * 12345 EUR cents → 123.45). Exact for every amount below 2^53: the decimal is built as text, not by
 * dividing floats.
 */
export function toMajorUnits(amountMinor: number, currency: string): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new ConversionError(`Amount must be a whole number of minor units, got ${amountMinor}`);
  }
  const digits = minorUnits(currency);
  if (digits === 0) return amountMinor;
  const negative = amountMinor < 0;
  const text = Math.abs(amountMinor)
    .toString()
    .padStart(digits + 1, '0');
  const cut = text.length - digits;
  return Number(`${negative ? '-' : ''}${text.slice(0, cut)}.${text.slice(cut)}`);
}

/**
 * What a visitor typed into an amount field (a budget) → minor units; null when empty, negative or
 * not a number, so the form can say so.
 */
export function parseAmountInput(text: string | undefined, currency: string): number | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '' || trimmed.startsWith('-')) return null;
  try {
    return toMinorUnits(trimmed, currency);
  } catch {
    return null;
  }
}
