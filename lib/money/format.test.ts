import { formatMoney } from './format';
import { currencyCodes, minorUnits } from './iso4217';
import { toMajorUnits } from './units';

/** The number a formatted text shows ('HUF 39,000.00' → '39,000.00'; symbols such as 'Cg.' skipped). */
const shownNumber = (text: string) => /\d[\d,]*(?:\.\d+)?/.exec(text)?.[0] ?? '';
const shownMajor = (text: string) => Number(shownNumber(text).replace(/,/g, ''));

describe('formatMoney', () => {
  it('formats minor units exactly, en-GB, with the symbol', () => {
    expect(formatMoney({ amount: 312_345, currency: 'EUR' })).toBe('€3,123.45');
    expect(formatMoney({ amount: 5, currency: 'GBP' })).toBe('£0.05');
    expect(formatMoney({ amount: 1200, currency: 'JPY' })).toBe('JP¥1,200');
    expect(formatMoney({ amount: 1_234_567, currency: 'KWD' })).toBe('KWD 1,234.567');
    expect(formatMoney({ amount: -550, currency: 'USD' })).toBe('-US$5.50');
  });

  it('places the decimal point by ISO 4217, not by Intl: HUF 39,000 is 3,900,000 fillér', () => {
    // The finding: the API said HUF 39,000 while the screen and the PDF said HUF 3,900,000.
    expect(formatMoney({ amount: 3_900_000, currency: 'HUF' })).toBe('HUF 39,000.00');
    expect(formatMoney({ amount: 123_456_789, currency: 'IDR' })).toBe('IDR 1,234,567.89');
    expect(formatMoney({ amount: 1_500, currency: 'IQD' })).toBe('IQD 1.500');
  });

  it('shows the same amount the API does, for every ISO 4217 currency', () => {
    for (const currency of currencyCodes()) {
      const amount = 123_456_789;
      const text = formatMoney({ amount, currency });
      expect([currency, shownMajor(text)]).toEqual([currency, toMajorUnits(amount, currency)]);
      expect(shownNumber(text).split('.')[1]?.length ?? 0).toBe(minorUnits(currency));
    }
  });

  it('names the currency by code with an ordinary space when asked', () => {
    expect(formatMoney({ amount: 500_000, currency: 'INR' }, 'code')).toBe('INR 5,000.00');
    expect(formatMoney({ amount: 9900, currency: 'EUR' }, 'code')).toBe('EUR 99.00');
  });

  it('reads huge amounts digit for digit', () => {
    expect(formatMoney({ amount: 9_007_199_254_740_991, currency: 'EUR' })).toBe('€90,071,992,547,409.91');
  });

  it('falls back to code and digits for a code ISO 4217 does not know', () => {
    expect(formatMoney({ amount: 1234, currency: 'EURO' })).toBe('EURO 12.34');
  });
});

describe('formatMoney per locale (issue 31)', () => {
  it('is en-GB when no locale is given, and the same when en-GB is named', () => {
    expect(formatMoney({ amount: 312_345, currency: 'EUR' }, { locale: 'en-GB' })).toBe('€3,123.45');
    expect(formatMoney({ amount: 500_000, currency: 'INR' }, { display: 'code' })).toBe('INR 5,000.00');
  });

  it.each([
    ['fr-FR', { amount: 312_345, currency: 'EUR' }, '3 123,45 €'],
    ['fr-FR', { amount: 1200, currency: 'JPY' }, '1 200 JPY'],
    ['hi-IN', { amount: 12_345_678, currency: 'INR' }, '₹1,23,456.78'],
    ['hi-IN', { amount: 312_345, currency: 'EUR' }, '€3,123.45'],
    ['ar-AE', { amount: 312_345, currency: 'EUR' }, '\u200f3,123.45 €'],
    ['de-DE', { amount: 3_900_000, currency: 'HUF' }, '39.000,00 HUF'],
  ] as const)('%s %j → %s', (locale, money, shown) => {
    expect(formatMoney(money, { locale })).toBe(shown);
  });

  it('keeps ISO 4217 decimals and ordinary spaces in every locale', () => {
    expect(formatMoney({ amount: 1_234_567, currency: 'KWD' }, { locale: 'fr-FR', display: 'code' })).toBe(
      '1 234,567 KWD',
    );
    expect(formatMoney({ amount: 312_345, currency: 'EUR' }, { locale: 'fr-FR' })).not.toMatch(
      /[\u00a0\u202f]/,
    );
  });

  it('names the currency by code in the locale’s order', () => {
    expect(formatMoney({ amount: -123_450, currency: 'AED' }, { locale: 'hi-IN', display: 'code' })).toBe(
      '-AED 1,234.50',
    );
  });
});
