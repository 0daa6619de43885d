import { parseAmountInput, toMajorUnits, toMinorUnits } from './units';

describe('minor and major units', () => {
  it('places the decimal point by the currency exponent', () => {
    expect(toMajorUnits(12_345, 'EUR')).toBe(123.45);
    expect(toMajorUnits(5, 'EUR')).toBe(0.05);
    expect(toMajorUnits(-250, 'GBP')).toBe(-2.5);
    expect(toMajorUnits(17_194, 'JPY')).toBe(17_194);
    expect(toMajorUnits(376, 'BHD')).toBe(0.376);
    expect(toMajorUnits(3_900_000, 'HUF')).toBe(39_000);
  });

  it('reads major units exactly, rounding extra decimals half away from zero', () => {
    expect(toMinorUnits('125.5', 'EUR')).toBe(12_550);
    expect(toMinorUnits(0.29, 'EUR')).toBe(29); // 0.29 × 100 is 28.999… in floats
    expect(toMinorUnits('12.5', 'KWD')).toBe(12_500);
    expect(toMinorUnits('1.005', 'EUR')).toBe(101);
    expect(toMinorUnits('-1.005', 'EUR')).toBe(-101);
    expect(toMinorUnits('125.5', 'JPY')).toBe(126);
    expect(toMinorUnits(1e-7, 'EUR')).toBe(0);
  });

  it('refuses what is not an amount, and unknown currencies', () => {
    expect(() => toMinorUnits('1e3', 'EUR')).toThrow();
    expect(() => toMinorUnits(Number.NaN, 'EUR')).toThrow();
    expect(() => toMinorUnits('1', 'ZZZ')).toThrow(/ZZZ/);
    expect(() => toMajorUnits(1, 'ZZZ')).toThrow(/ZZZ/);
    expect(() => toMajorUnits(1.5, 'EUR')).toThrow(/whole number/);
  });

  it('turns typed budgets into minor units, null for empty, negative or not a number', () => {
    expect(parseAmountInput('2500', 'EUR')).toBe(250_000);
    expect(parseAmountInput(' 12.5 ', 'KWD')).toBe(12_500);
    expect(parseAmountInput('', 'EUR')).toBeNull();
    expect(parseAmountInput(undefined, 'EUR')).toBeNull();
    expect(parseAmountInput('abc', 'EUR')).toBeNull();
    expect(parseAmountInput('-3', 'EUR')).toBeNull();
  });
});
