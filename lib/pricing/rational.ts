import { divideRounded } from '@/lib/reference/ratio';

/**
 * Exact signed fractions of big integers. Prices are carried this way from the supplier's amount to
 * the visitor's total so that markup, tax, discount and conversion lose nothing, and rounding
 * happens once, at the end. Denominators are always positive.
 */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

export const ZERO: Rational = { n: 0n, d: 1n };
export const ONE: Rational = { n: 1n, d: 1n };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
};

/** Keeps numbers small over long sums (a 9-city trip adds hundreds of terms). */
function norm(n: bigint, d: bigint): Rational {
  if (d === 0n) throw new RangeError('Division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d < 0n ? -d : d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const rational = (n: bigint | number, d: bigint | number = 1n): Rational => norm(BigInt(n), BigInt(d));
export const add = (a: Rational, b: Rational): Rational => norm(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => norm(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => norm(a.n * b.n, a.d * b.d);
export const min = (a: Rational, b: Rational): Rational => (a.n * b.d <= b.n * a.d ? a : b);
export const isNegative = (a: Rational): boolean => a.n < 0n;

/** Nearest integer, half away from zero (the rounding of lib/reference/convert). */
export const round = (a: Rational): number => Number(divideRounded(a.n, a.d));

const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * A configuration number (20, '12.5', 1.08) as an exact fraction, digit for digit as written; null
 * for anything else (negative, NaN, words). Numbers go through their shortest decimal spelling, so
 * 1.08 is 108/100, not the binary double nearest to it.
 */
export function parseNonNegativeDecimal(value: unknown): Rational | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
    // 1e-7 and 1e21 spell themselves in exponent form; fixed notation keeps them decimal.
    if (!DECIMAL.test(text)) text = value.toFixed(12).replace(/\.?0+$/, '');
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  if (!DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return norm(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}
