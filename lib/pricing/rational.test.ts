import { add, mul, parseNonNegativeDecimal, rational, round, sub } from './rational';

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
