import {
  add,
  div,
  divideRounded,
  mul,
  parseNonNegativeDecimal,
  parseRate,
  rational,
  roundHalfAwayFromZero as round,
  sub,
  toNumber,
} from './rational';

describe('rational arithmetic for prices', () => {
  it('adds, subtracts and multiplies exactly', () => {
    const third = rational(1, 3);
    expect(add(add(third, third), third)).toEqual({ n: 1n, d: 1n });
    expect(sub(rational(1, 2), rational(3, 4))).toEqual({ n: -1n, d: 4n });
    expect(mul(rational(2, 3), rational(9, 4))).toEqual({ n: 3n, d: 2n });
  });

  it('rounds half away from zero, once', () => {
    expect(round(rational(5, 2))).toBe(3);
    expect(round(rational(-5, 2))).toBe(-3);
    expect(round(rational(249, 100))).toBe(2);
    // 0.1 + 0.2 as decimals is exactly 0.3: no binary noise.
    const sum = add(parseNonNegativeDecimal(0.1) ?? rational(0), parseNonNegativeDecimal(0.2) ?? rational(0));
    expect(sum).toEqual(rational(3, 10));
  });

  it('reads configuration numbers digit for digit and refuses the rest', () => {
    expect(parseNonNegativeDecimal(1.08)).toEqual(rational(27, 25));
    expect(parseNonNegativeDecimal('12.5')).toEqual(rational(25, 2));
    expect(parseNonNegativeDecimal(0)).toEqual(rational(0));
    expect(parseNonNegativeDecimal(1e-7)).toEqual(rational(1, 10_000_000));
    for (const bad of [-1, Number.NaN, 'ten', '', null, undefined, '1e3', {}]) {
      expect(parseNonNegativeDecimal(bad)).toBeNull();
    }
  });
});

describe('published rates and rounding', () => {
  it('parses published decimals digit for digit', () => {
    expect(parseRate('0.84638')).toEqual(rational(84_638, 100_000));
    expect(parseRate('15')).toEqual(rational(15));
  });

  it.each(['', '-1.2', '1e3', '1.', '.5', 'abc', '0', '0.000'])('refuses the rate %j', (text) => {
    expect(() => parseRate(text)).toThrow(RangeError);
  });

  it('multiplies and divides exactly; toNumber is for display', () => {
    expect(toNumber(mul(parseRate('1.0705'), parseRate('3.6725')))).toBe(3.93141125);
    expect(toNumber(div(parseRate('1'), parseRate('0.00838')))).toBeCloseTo(119.331742243, 9);
    expect(toNumber(parseRate('491.96775'))).toBe(491.96775);
    expect(toNumber(rational(-1, 4))).toBe(-0.25);
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
