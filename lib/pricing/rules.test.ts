import { rational } from '@/lib/money';
import { findDiscountRule, readTaxRules } from './rules';

describe('tax and discount rules from the site configuration', () => {
  it('reads percent and fixed taxes, names and currencies', () => {
    expect(
      readTaxRules([
        { name: 'VAT', type: 'percent', value: 20 },
        { name: 'City tax', type: 'fixed', value: '2.5', currency: 'eur' },
        { type: 'percentage', value: 9 },
      ]),
    ).toEqual([
      { kind: 'percent', name: 'VAT', percent: rational(20) },
      { kind: 'fixed', name: 'City tax', amount: rational(5, 2), currency: 'EUR' },
      { kind: 'percent', name: 'Tax', percent: rational(9) },
    ]);
  });

  it('finds a discount code whatever its case, and only a usable one', () => {
    const codes = [
      { code: 'Welcome10', type: 'percent', value: 10 },
      { code: 'BROKEN', type: 'percent' },
      { code: 'OFF', type: 'fixed', value: 5, enabled: false },
    ];
    expect(findDiscountRule(codes, ' WELCOME10')).toMatchObject({ kind: 'percent', code: 'WELCOME10' });
    expect(findDiscountRule(codes, 'broken')).toBeNull();
    expect(findDiscountRule(codes, 'OFF')).toBeNull();
    expect(findDiscountRule(codes, '')).toBeNull();
    expect(findDiscountRule(codes, 'nope')).toBeNull();
  });
});
