import type { TBooking } from '@/lib/contract/booking';
import { renderBookingConfirmation } from './booking-confirmation';

const gbp = (amount: number) => ({ amount, currency: 'GBP' });

const booking = (over: Partial<TBooking> = {}): TBooking => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  reference: 'BK-AB12CD34EF',
  status: 'confirmed',
  package: { id: 'p1', title: 'Rome <& Florence>' },
  departure_date: '2027-05-10',
  adults: 2,
  children: 0,
  infants: 0,
  travellers: [
    { kind: 'adult', title: 'Mr.', first_name: 'Ann', last_name: 'Lee', birth_date: null },
    { kind: 'adult', title: '', first_name: 'Bob', last_name: 'Lee', birth_date: null },
  ],
  price: { base: gbp(200_000), tax: gbp(0), discount: gbp(0), total: gbp(200_000), rate_date: null },
  paid: gbp(200_000),
  balance_due: gbp(0),
  balance_due_date: null,
  hold_expires_at: null,
  can_cancel: true,
  cancellation: null,
  created_at: '2027-01-01T00:00:00.000Z',
  confirmed_at: '2027-01-01T00:00:00.000Z',
  cancelled_at: null,
  ...over,
});

const LINK = 'http://demo.localhost:3000/bookingDetails/7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('renderBookingConfirmation', () => {
  it('states the booking in full, with the link, and escapes the HTML', () => {
    const r = renderBookingConfirmation(booking(), 'Wanderlight Holidays', LINK);
    expect(r.subject).toBe('Your Wanderlight Holidays booking BK-AB12CD34EF is confirmed');
    expect(r.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Booking reference: BK-AB12CD34EF',
        'Package: Rome <& Florence>',
        'Departure: 10-May-27',
        'Travellers: Mr. Ann Lee, Bob Lee',
        'Total: £2,000.00',
        'Paid: £2,000.00',
        `View your booking: ${LINK}`,
        'The Wanderlight Holidays team',
      ]),
    );
    expect(r.text).not.toContain('Balance due');
    expect(r.links).toEqual([LINK]);
    expect(r.html).toContain('Package: Rome &#60;&#38; Florence&#62;');
    expect(r.html).not.toContain('<& Florence>');
    expect(r.html).toContain(`href="${LINK}"`);
  });

  it('a partly paid booking says what is due and by when', () => {
    const r = renderBookingConfirmation(
      booking({
        status: 'partially_paid',
        paid: gbp(50_000),
        balance_due: gbp(150_000),
        balance_due_date: '2027-04-10',
      }),
      '  ',
      LINK,
    );
    expect(r.subject).toBe('Your Itinera booking BK-AB12CD34EF: payment received');
    expect(r.text).toContain('the balance is due by 10-Apr-27.');
    expect(r.text).toContain('Paid: £500.00');
    expect(r.text).toContain('Balance due: £1,500.00');
  });
});
