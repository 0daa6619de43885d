import { formatMoney } from './money';

describe('formatMoney', () => {
  it('uses the currency’s own decimals', () => {
    expect(formatMoney({ amount: 123450, currency: 'EUR' })).toBe('€1,234.50');
    expect(formatMoney({ amount: 5000, currency: 'JPY' })).toBe('JP¥5,000');
  });
});
