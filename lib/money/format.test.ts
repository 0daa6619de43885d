import { formatMinor, minorUnits } from './format';

describe('money formatting', () => {
  it('knows each currency’s minor units, 2 for a malformed code', () => {
    expect(minorUnits('EUR')).toBe(2);
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
    expect(minorUnits('not a code')).toBe(2);
  });

  it('formats minor units exactly, en-GB, with the symbol', () => {
    expect(formatMinor({ amount: 312_345, currency: 'EUR' })).toBe('€3,123.45');
    expect(formatMinor({ amount: 5, currency: 'GBP' })).toBe('£0.05');
    expect(formatMinor({ amount: 1200, currency: 'JPY' })).toBe('JP¥1,200');
    expect(formatMinor({ amount: 1_234_567, currency: 'KWD' })).toBe('KWD\u00a01,234.567'); // Intl's own no-break space
    expect(formatMinor({ amount: -550, currency: 'USD' })).toBe('-US$5.50');
  });

  it('names the currency by code with an ordinary space when asked', () => {
    expect(formatMinor({ amount: 500_000, currency: 'INR' }, 'code')).toBe('INR 5,000.00');
    expect(formatMinor({ amount: 9900, currency: 'EUR' }, 'code')).toBe('EUR 99.00');
  });

  it('falls back to code and digits for a malformed currency', () => {
    expect(formatMinor({ amount: 1234, currency: 'EURO' })).toBe('EURO 12.34');
  });
});
