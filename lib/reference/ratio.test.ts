import { divide, divideRounded, multiply, parseDecimal, toNumber } from './ratio';

describe('ratio', () => {
  it('parses published decimals digit for digit', () => {
    expect(parseDecimal('0.84638')).toEqual({ n: 84638n, d: 100000n });
    expect(parseDecimal('171.94')).toEqual({ n: 17194n, d: 100n });
    expect(parseDecimal('15')).toEqual({ n: 15n, d: 1n });
  });

  it.each(['', '-1.2', '1e3', '1.', '.5', 'abc', '0', '0.000'])('refuses %j', (text) => {
    expect(() => parseDecimal(text)).toThrow(RangeError);
  });

  it('multiplies and divides exactly', () => {
    const usd = parseDecimal('1.0705');
    expect(toNumber(multiply(usd, parseDecimal('3.6725')))).toBe(3.93141125);
    expect(toNumber(divide(parseDecimal('1'), parseDecimal('0.00838')))).toBeCloseTo(119.331742243, 9);
    expect(toNumber(parseDecimal('491.96775'))).toBe(491.96775);
  });

  it.each([
    [7n, 2n, 4n],
    [-7n, 2n, -4n],
    [5n, 3n, 2n],
    [-5n, 3n, -2n],
    [4n, 3n, 1n],
    [-4n, 3n, -1n],
    [6n, 3n, 2n],
    [0n, 5n, 0n],
  ])('%p / %p rounds half away from zero to %p', (n, d, q) => {
    expect(divideRounded(n, d)).toBe(q);
  });
});
