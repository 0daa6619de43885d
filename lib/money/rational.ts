/**
 * Exact signed fractions of big integers. Money is carried this way from a supplier's amount through
 * markup, tax, discount and conversion to the visitor's total, so nothing is lost on the way and
 * rounding happens once, at the end. A published rate such as '0.84638' is used digit for digit
 * (binary floats cannot hold it). Denominators are always positive; values are kept reduced.
 */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

export const ZERO: Rational = { n: 0n, d: 1n };
export const ONE: Rational = { n: 1n, d: 1n };

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
};

/** Keeps numbers small over long sums (a 9-city trip adds hundreds of terms). */
function norm(n: bigint, d: bigint): Rational {
  if (d === 0n) throw new RangeError('Division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const rational = (n: bigint | number, d: bigint | number = 1n): Rational => norm(BigInt(n), BigInt(d));
export const add = (a: Rational, b: Rational): Rational => norm(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => norm(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => norm(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => norm(a.n * b.d, a.d * b.n);
export const min = (a: Rational, b: Rational): Rational => (a.n * b.d <= b.n * a.d ? a : b);

/** n / d rounded half away from zero (commercial rounding, symmetric for refunds). d > 0. */
export function divideRounded(n: bigint, d: bigint): bigint {
  const q = n / d; // truncates toward zero
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/** The nearest integer, half away from zero: the one rounding money gets. */
export const roundHalfAwayFromZero = (a: Rational): number => Number(divideRounded(a.n, a.d));

const DECIMAL = /^\d+(?:\.\d+)?$/;

function fromDecimalText(text: string): Rational {
  const [whole = '0', fraction = ''] = text.split('.');
  return norm(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

/**
 * A published rate ('1.0705' → 10705/10000), exactly as written. Only plain decimals greater than
 * zero: a rate of 0 cannot be divided by. Throws RangeError otherwise.
 */
export function parseRate(text: string): Rational {
  if (!DECIMAL.test(text)) throw new RangeError(`Not a plain decimal: ${JSON.stringify(text)}`);
  const r = fromDecimalText(text);
  if (r.n === 0n) throw new RangeError(`A rate must be greater than zero: ${text}`);
  return r;
}

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
  return DECIMAL.test(text) ? fromDecimalText(text) : null;
}

/** Nearest number; for display and JSON only, never for arithmetic on money. */
export function toNumber(r: Rational): number {
  // Through a decimal string with 15 fractional digits: dividing two large floats would add noise
  // (491.96775 must not come out as 491.96774999999997).
  const digits = 15;
  const negative = r.n < 0n;
  const scaled = divideRounded((negative ? -r.n : r.n) * 10n ** BigInt(digits), r.d)
    .toString()
    .padStart(digits + 1, '0');
  const cut = scaled.length - digits;
  return Number(`${negative ? '-' : ''}${scaled.slice(0, cut)}.${scaled.slice(cut)}`);
}
