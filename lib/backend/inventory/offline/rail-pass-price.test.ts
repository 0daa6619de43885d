import { passBand, passEndDate, passForParty, passValidityText } from './rail-pass-price';

describe('rail pass prices', () => {
  const pass = { adultMinor: 30000, youthMinor: 23000, childMinor: 15000 };

  it('prices adults as adults, children 12+ as youths, 4–11 as children, under 4 free', () => {
    expect([2, 4, 11, 12, 17].map(passBand)).toEqual(['free', 'child', 'child', 'youth', 'youth']);
    const priced = passForParty(pass, { adults: 2, children: [15, 9, 3], infants: 1 });
    expect(priced.counts).toEqual({ adult: 2, youth: 1, child: 1, free: 2 });
    expect(priced.passes).toBe(4);
    expect(priced.amountMinor).toBe(2 * 30000 + 23000 + 15000);
  });

  it('ends a pass validity_days − 1 after its first day', () => {
    expect(passEndDate('2026-12-10', 31)).toBe('2027-01-09');
    expect(passEndDate('2026-12-10', 7)).toBe('2026-12-16');
    expect(passEndDate('2026-12-10', 1)).toBe('2026-12-10');
  });

  it('describes its validity', () => {
    expect(passValidityText(5, 31)).toBe('5 travel days within 1 month');
    expect(passValidityText(7, 7)).toBe('7 consecutive days');
    expect(passValidityText(4, 15)).toBe('4 travel days within 15 days');
  });
});
