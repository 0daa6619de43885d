import { BUNDLED_RATES, canConvert, ratesFromFactors } from '@/lib/money';
import pegs from '@/lib/money/data/currency-pegs.json';
import ecb from '@/lib/money/data/ecb-snapshot.json';
import { CURRENCIES, currencyInfo, currencyList } from './currencies';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const factor = (code: string) => CURRENCIES.find((c) => c.code === code)?.conversion_factor;

describe('CURRENCIES', () => {
  it('holds the euro, every ECB rate and every peg, once each', () => {
    const expected = new Set(['EUR', ...Object.keys(ecb.rates), ...Object.keys(pegs.pegs)]);
    expect(new Set(CURRENCIES.map((c) => c.code))).toEqual(expected);
    expect(CURRENCIES).toHaveLength(expected.size);
  });

  it('is sorted by name ascending (spec §9)', () => {
    for (let i = 1; i < CURRENCIES.length; i++) {
      expect(collator.compare(CURRENCIES[i - 1]?.name ?? '', CURRENCIES[i]?.name ?? '')).toBeLessThanOrEqual(
        0,
      );
    }
  });

  it('uses ISO 4217 names without stray spaces', () => {
    expect(CURRENCIES.find((c) => c.code === 'GBP')?.name).toBe('Pound Sterling');
    expect(CURRENCIES.find((c) => c.code === 'USD')?.name).toBe('US Dollar');
    for (const c of CURRENCIES) expect(c.name).toBe(c.name.trim());
  });

  it('gives the euro factor 1 and every ECB currency its published rate', () => {
    expect(factor('EUR')).toBe(1);
    for (const [code, rate] of Object.entries(ecb.rates)) expect(factor(code)).toBe(Number(rate));
  });

  it('derives pegged factors from their anchor', () => {
    expect(factor('AED')).toBeCloseTo(Number(ecb.rates.USD) * 3.6725, 10);
    expect(factor('XOF')).toBeCloseTo(655.957, 10);
    expect(factor('BND')).toBe(factor('SGD'));
    // Stated the other way round: 1000 XPF = 8.38 EUR; 1 KYD = 1.20 USD.
    expect((factor('XPF') ?? 0) * 0.00838).toBeCloseTo(1, 12);
    expect(((factor('KYD') ?? 0) * 1.2) / Number(ecb.rates.USD)).toBeCloseTo(1, 12);
  });

  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['ISK', 0],
    ['XOF', 0],
    ['EUR', 2],
    ['USD', 2],
    ['BHD', 3],
    ['JOD', 3],
    ['OMR', 3],
  ])('%s has %i minor units (ISO 4217)', (code, digits) => {
    expect(CURRENCIES.find((c) => c.code === code)?.minor_units).toBe(digits);
  });

  it('dates every rate with the snapshot it comes from', () => {
    for (const c of CURRENCIES) expect(c.rate_date).toBe(ecb.date);
  });

  it('round-trips through the factors the chooser publishes (get_currency → browser rates)', () => {
    const again = currencyList(ratesFromFactors(CURRENCIES, ecb.date, 'test'));
    expect(again.map((c) => [c.code, c.conversion_factor])).toEqual(
      CURRENCIES.map((c) => [c.code, c.conversion_factor]),
    );
  });
});

describe('currencyInfo', () => {
  it('knows every ISO currency, convertible or not', () => {
    expect(currencyInfo('VND')).toEqual({ code: 'VND', name: 'Dong', minor_units: 0 });
    expect(canConvert(BUNDLED_RATES, 'VND')).toBe(false);
    expect(canConvert(BUNDLED_RATES, 'usd')).toBe(true);
  });

  it('includes ISO codes newer than the package list (XCG)', () => {
    expect(currencyInfo('XCG')).toEqual({ code: 'XCG', name: 'Caribbean Guilder', minor_units: 2 });
  });

  it('is case-insensitive and returns null for unknown codes', () => {
    expect(currencyInfo(' jpy ')?.code).toBe('JPY');
    expect(currencyInfo('ZZZ')).toBeNull();
  });
});
