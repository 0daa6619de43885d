import { toMajorUnits } from './major-units';

describe('toMajorUnits', () => {
  it('places the decimal point by the currency exponent', () => {
    expect(toMajorUnits(12_345, 'EUR')).toBe(123.45);
    expect(toMajorUnits(5, 'EUR')).toBe(0.05);
    expect(toMajorUnits(-250, 'GBP')).toBe(-2.5);
    expect(toMajorUnits(17_194, 'JPY')).toBe(17_194);
    expect(toMajorUnits(376, 'BHD')).toBe(0.376);
  });
  it('refuses an unknown currency', () => {
    expect(() => toMajorUnits(1, 'ZZZ')).toThrow(/ZZZ/);
  });
});
