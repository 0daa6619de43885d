import type { TBooking } from '@/lib/contract/booking';
import { canPay } from './pay-link';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const booking = (over: Partial<TBooking>): TBooking =>
  ({
    status: 'held',
    hold_expires_at: new Date(NOW + 60_000).toISOString(),
    price: { total: { amount: 99_500, currency: 'GBP' } },
    paid: { amount: 0, currency: 'GBP' },
    ...over,
  }) as TBooking;

describe('canPay (the payment rule of lib/booking/states.ts)', () => {
  it('offers payment while held with time left or partly paid, and something is owed', () => {
    expect(canPay(booking({}), NOW)).toBe(true);
    expect(canPay(booking({ hold_expires_at: new Date(NOW - 1).toISOString() }), NOW)).toBe(false);
    expect(
      canPay(
        booking({
          status: 'partially_paid',
          hold_expires_at: null,
          paid: { amount: 30_000, currency: 'GBP' },
        }),
        NOW,
      ),
    ).toBe(true);
    expect(canPay(booking({ status: 'confirmed', hold_expires_at: null }), NOW)).toBe(false);
    expect(canPay(booking({ status: 'cancelled' }), NOW)).toBe(false);
  });
});
