import cc from 'currency-codes';
import supplement from '@/lib/reference/data/iso4217-supplement.json';
import { currencyCodes, isCurrencyCode, minorUnits } from './iso4217';

describe('ISO 4217 minor units (the one table of decimals)', () => {
  it('lists exactly the codes of the maintained dataset, with its exponents', () => {
    const expected = new Map<string, number>(cc.data.map((e) => [e.code, e.digits]));
    for (const [code, extra] of Object.entries(supplement.currencies)) {
      if (!expected.has(code)) expected.set(code, extra.digits);
    }
    expect(currencyCodes().sort()).toEqual([...expected.keys()].sort());
    for (const [code, digits] of expected) expect([code, minorUnits(code)]).toEqual([code, digits]);
  });

  it.each([
    ['EUR', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['CLF', 4],
    // Intl shows these without decimals, ISO 4217 gives them two: ISO 4217 is the rule.
    ['HUF', 2],
    ['IDR', 2],
    ['PKR', 2],
    ['IQD', 3],
  ])('%s has %i decimals', (code, digits) => {
    expect(minorUnits(code)).toBe(digits);
  });

  it('reads codes in any case and refuses unknown ones', () => {
    expect(minorUnits(' usd ')).toBe(2);
    expect(isCurrencyCode('gbp')).toBe(true);
    expect(isCurrencyCode('ZZZ')).toBe(false);
    expect(() => minorUnits('ZZZ')).toThrow(/ZZZ/);
  });
});
