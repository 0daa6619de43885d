import { markupRefusal, markupRoom, takesMarkup, withMarkup } from './markup';

const NOW = Date.parse('2027-03-01T12:00:00Z');
const TODAY = '2027-03-01';
// Costs the agency 1000.00; the pricing's markup 80.00 is in the base.
const held = {
  status: 'held',
  holdExpiresAtMs: NOW + 60_000,
  balanceDueDate: '2027-04-01',
  baseMinor: 108_000,
  markupMinor: 8_000,
  totalMinor: 120_000,
};

describe('takesMarkup', () => {
  it('takes a markup while the booking still takes money', () => {
    expect(takesMarkup(held, NOW, TODAY)).toBe(true);
    expect(takesMarkup({ ...held, status: 'partially_paid' }, NOW, TODAY)).toBe(true);
  });
  it('refuses a paid, ended or lapsed booking and a hold that ran out', () => {
    for (const status of ['confirmed', 'cancelled', 'expired', 'failed'])
      expect(takesMarkup({ ...held, status }, NOW, TODAY)).toBe(false);
    expect(takesMarkup({ ...held, holdExpiresAtMs: NOW }, NOW, TODAY)).toBe(false);
    expect(takesMarkup({ ...held, holdExpiresAtMs: null }, NOW, TODAY)).toBe(false);
    expect(takesMarkup({ ...held, status: 'partially_paid', balanceDueDate: '2027-02-28' }, NOW, TODAY)).toBe(
      false,
    );
  });
});

describe('markupRoom and markupRefusal', () => {
  it('caps the markup at 100 % of the cost', () => {
    expect(markupRoom(held)).toBe(100_000 - 8_000);
    expect(markupRefusal(held, 92_000, NOW, TODAY)).toBeNull();
    expect(markupRefusal(held, 92_001, NOW, TODAY)).toBe('over_cap');
    expect(markupRefusal({ ...held, status: 'confirmed' }, 1, NOW, TODAY)).toBe('closed');
  });
  it('keeps the total within what a money column holds', () => {
    const big = { ...held, baseMinor: 2_000_000_000, markupMinor: 0, totalMinor: 2_100_000_000 };
    expect(markupRoom(big)).toBe(2_147_483_647 - 2_100_000_000);
  });
  it('never answers a negative room', () => {
    expect(markupRoom({ baseMinor: 100, markupMinor: 90, totalMinor: 100 })).toBe(0);
  });
});

describe('withMarkup', () => {
  it('moves markup, base and total by the amount, so base + tax − discount = total still holds', () => {
    const after = withMarkup(held, 2_500);
    expect(after).toEqual({ markupMinor: 10_500, baseMinor: 110_500, totalMinor: 122_500 });
    expect(after.baseMinor + (held.totalMinor - held.baseMinor)).toBe(after.totalMinor);
  });
});
