import { ConversionError, convert } from './convert';
import { CURRENCIES } from './currencies';

describe('convert (minor units, ratio of conversion factors)', () => {
  it('leaves an amount in its own currency unchanged', () => {
    expect(convert(12345, 'GBP', 'GBP')).toBe(12345);
    expect(convert(-7, 'JPY', 'JPY')).toBe(-7);
  });

  it('converts with the published rate: EUR 100.00 = USD 107.05 (rate 1.0705)', () => {
    expect(convert(10000, 'EUR', 'USD')).toBe(10705);
    expect(convert(10705, 'USD', 'EUR')).toBe(10000);
  });

  it('respects minor units on both sides', () => {
    // EUR 100.00 at 171.94 yen: ¥17,194 (yen have no minor unit).
    expect(convert(10000, 'EUR', 'JPY')).toBe(17194);
    expect(convert(17194, 'JPY', 'EUR')).toBe(10000);
    // USD 1.00 at the 0.376 peg: BHD 0.376 = 376 fils (three decimals).
    expect(convert(100, 'USD', 'BHD')).toBe(376);
    expect(convert(376, 'BHD', 'USD')).toBe(100);
  });

  it('crosses two non-euro currencies through their factors', () => {
    // GBP 100.00 → JPY: 100 × 171.94 / 0.84638 = 20314.75… → ¥20,315.
    expect(convert(10000, 'GBP', 'JPY')).toBe(20315);
    // At-par pegs convert one to one.
    expect(convert(999, 'ZAR', 'NAD')).toBe(999);
    expect(convert(4321, 'GBP', 'FKP')).toBe(4321);
  });

  it('rounds once, half away from zero, symmetric for refunds', () => {
    // HKD → MOP is exactly 1.03: 150 → 154.5 and 50 → 51.5.
    expect(convert(150, 'HKD', 'MOP')).toBe(155);
    expect(convert(-150, 'HKD', 'MOP')).toBe(-155);
    expect(convert(50, 'HKD', 'MOP')).toBe(52);
    // Below half rounds down: EUR 0.01 → USD 0.010705.
    expect(convert(1, 'EUR', 'USD')).toBe(1);
    expect(convert(0, 'EUR', 'JPY')).toBe(0);
  });

  it('accepts codes in any case', () => {
    expect(convert(10000, 'eur', 'usd')).toBe(10705);
  });

  it('returns within one minor unit after a round trip through every currency', () => {
    for (const { code } of CURRENCIES) {
      const back = convert(convert(1_000_000, 'EUR', code), code, 'EUR');
      expect(Math.abs(back - 1_000_000)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses currencies without a rate and amounts that are not whole minor units', () => {
    expect(() => convert(100, 'VND', 'EUR')).toThrow(ConversionError);
    expect(() => convert(100, 'EUR', 'ZZZ')).toThrow(/ZZZ/);
    expect(() => convert(10.5, 'EUR', 'USD')).toThrow(ConversionError);
    expect(() => convert(Number.NaN, 'EUR', 'USD')).toThrow(ConversionError);
  });
});
