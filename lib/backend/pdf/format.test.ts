import { docLocale } from './doc-locale';
import { fileSlug, formatDate, formatPdfMoney, tripHeading } from './format';

describe('PDF formatting', () => {
  it('formats minor units with the currency symbol, en-GB', () => {
    expect(formatPdfMoney({ amount: 123456, currency: 'GBP' })).toBe('£1,234.56');
    expect(formatPdfMoney({ amount: 9900, currency: 'EUR' })).toBe('€99.00');
    expect(formatPdfMoney({ amount: 1200, currency: 'JPY' })).toBe('JP¥1,200');
    expect(formatPdfMoney({ amount: -550, currency: 'USD' })).toBe('-US$5.50');
  });

  it('falls back to the currency code when the fonts lack the symbol', () => {
    expect(formatPdfMoney({ amount: 500000, currency: 'INR' })).toBe('INR 5,000.00');
  });

  it('formats dates and plural travellers', () => {
    expect(formatDate('2027-05-10')).toBe('Mon 10 May 2027');
    expect(formatDate('2027-05-10', false)).toBe('10 May 2027');
    expect(formatDate('soon')).toBe('soon');
    // The documents' English counts come from the en-GB catalogue (doc-locale.ts).
    const { party } = docLocale();
    expect(party(2, 1, 0)).toBe('2 Adults, 1 Child');
    expect(party(1, 2, 1)).toBe('1 Adult, 2 Children, 1 Infant');
  });

  it('builds headings and file names', () => {
    expect(tripHeading(['Paris, France', 'Rome, Italy'])).toBe('Paris & Rome');
    expect(tripHeading(['Paris', 'Nice', 'Rome'])).toBe('Paris, Nice & Rome');
    expect(fileSlug('Quotation', 'OPP-1001-000042', 'Paris & Rome')).toBe(
      'Quotation-OPP-1001-000042-Paris-Rome',
    );
    expect(fileSlug('东京')).toBe('document');
  });
});
