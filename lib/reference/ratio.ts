/**
 * Exact positive ratios of big integers, so that money conversion rounds once, at the end, and a
 * published rate such as '0.84638' is used digit for digit (binary floats cannot hold it).
 */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

/** '1.0705' → 10705/10000. Only plain positive decimals: a rate of 0 cannot be divided by. */
export function parseDecimal(text: string): Ratio {
  if (!DECIMAL.test(text)) throw new RangeError(`Not a plain decimal: ${JSON.stringify(text)}`);
  const [whole = '0', fraction = ''] = text.split('.');
  const n = BigInt(whole + fraction);
  if (n === 0n) throw new RangeError(`A rate must be greater than zero: ${text}`);
  return { n, d: 10n ** BigInt(fraction.length) };
}

export const ONE: Ratio = { n: 1n, d: 1n };
export const multiply = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.n, d: a.d * b.d });
export const divide = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.d, d: a.d * b.n });

/** Nearest number; for display and JSON only, never for arithmetic on money. */
export function toNumber(r: Ratio): number {
  // Through a decimal string with 15 fractional digits: dividing two large floats would add noise
  // (491.96775 must not come out as 491.96774999999997).
  const digits = 15n;
  const scaled = divideRounded(r.n * 10n ** digits, r.d)
    .toString()
    .padStart(Number(digits) + 1, '0');
  const cut = scaled.length - Number(digits);
  return Number(`${scaled.slice(0, cut)}.${scaled.slice(cut)}`);
}

/** n / d rounded half away from zero (commercial rounding, symmetric for refunds). d > 0. */
export function divideRounded(n: bigint, d: bigint): bigint {
  const q = n / d; // truncates toward zero
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}
