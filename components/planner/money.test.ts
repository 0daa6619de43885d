import { formatMoney, minorUnits, toMajor, toMinor } from './money';

describe('money', () => {
  it('knows each currency’s minor units', () => {
    expect(minorUnits('EUR')).toBe(2);
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
  });
  it('formats minor units exactly in the currency', () => {
    expect(formatMoney({ amount: 312_345, currency: 'EUR' })).toBe('€3,123.45');
    expect(formatMoney({ amount: 5, currency: 'GBP' })).toBe('£0.05');
    expect(formatMoney({ amount: 1200, currency: 'JPY' })).toBe('JP¥1,200');
  });
  it('turns typed budgets into minor units and back', () => {
    expect(toMinor('2500', 'EUR')).toBe(250_000);
    expect(toMinor('12.5', 'KWD')).toBe(12_500);
    expect(toMinor('', 'EUR')).toBeNull();
    expect(toMinor('abc', 'EUR')).toBeNull();
    expect(toMinor('-3', 'EUR')).toBeNull();
    expect(toMajor(250_000, 'EUR')).toBe(2500);
  });
});
