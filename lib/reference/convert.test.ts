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

describe("convert with a tenant's own rates (overrides of the snapshot)", () => {
  it('uses the override for the overridden side only', () => {
    // Tenant says 1 EUR = 1.10 USD: EUR 100.00 → USD 110.00 (snapshot would give 107.05).
    const rates = new Map([['USD', '1.10']]);
    expect(convert(10000, 'EUR', 'USD', rates)).toBe(11000);
    expect(convert(11000, 'USD', 'EUR', rates)).toBe(10000);
    // GBP keeps the snapshot factor 0.84638: GBP 84.64 → USD at 1.10/0.84638.
    expect(convert(8464, 'GBP', 'USD', rates)).toBe(11000);
  });

  it('uses the ratio of two overridden factors', () => {
    const rates = new Map([
      ['GBP', '0.8'],
      ['INR', '100'],
    ]);
    // GBP 1.00 → 100 / 0.8 = INR 125.00.
    expect(convert(100, 'GBP', 'INR', rates)).toBe(12500);
  });

  it('can price a currency the snapshot cannot, and ignores a malformed override', () => {
    // EUR 1.00 → 27,000 dong (VND has no minor unit).
    expect(convert(100, 'EUR', 'VND', new Map([['VND', '27000']]))).toBe(27000);
    expect(convert(10000, 'EUR', 'USD', new Map([['USD', 'abc']]))).toBe(10705);
  });
});
