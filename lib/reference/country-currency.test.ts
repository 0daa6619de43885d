import { COUNTRIES } from './countries';
import { COUNTRY_CURRENCY, currencyForCountry } from './country-currency';
import { currencyInfo } from './currencies';

describe('country → currency map (spec §3)', () => {
  it('covers every listed country and nothing else', () => {
    expect(Object.keys(COUNTRY_CURRENCY).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
  });

  it('maps Antarctica to an empty value, and only Antarctica', () => {
    expect(currencyForCountry('AQ')).toBe('');
    expect(Object.entries(COUNTRY_CURRENCY).filter(([, v]) => v === '')).toEqual([['AQ', '']]);
  });

  it.each([
    ['GB', 'GBP'],
    ['IN', 'INR'],
    ['US', 'USD'],
    ['JP', 'JPY'],
    ['NL', 'EUR'],
    ['FM', 'USD'],
    ['ZW', 'ZWG'],
    ['CW', 'XCG'],
  ])('%s uses %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('gives only ISO 4217 codes', () => {
    for (const code of Object.values(COUNTRY_CURRENCY).filter(Boolean)) {
      expect(currencyInfo(code)?.code).toBe(code);
    }
  });

  it('is case-insensitive and returns null for unknown codes', () => {
    expect(currencyForCountry(' in ')).toBe('INR');
    expect(currencyForCountry('ZZ')).toBeNull();
    expect(currencyForCountry('constructor')).toBeNull();
    expect(currencyForCountry('')).toBeNull();
  });
});
