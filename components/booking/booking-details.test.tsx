/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import { BookingDetails } from './booking-details';

jest.mock('./use-signed-in', () => ({
  useSignedIn: () => ({ loggedIn: true, openLogin: null, gate: null }),
}));

const gbp = (amount: number) => ({ amount, currency: 'GBP' });
const booking = (cancellable: boolean) => ({
  id: 'b1',
  reference: 'BK-1',
  status: 'confirmed',
  package: { id: 'pkg1', title: 'Cornish Coast' },
  departure_date: '2027-05-01',
  travellers: [],
  price: { base: gbp(90_000), tax: gbp(10_000), discount: gbp(0), total: gbp(100_000), rate_date: null },
  paid: gbp(100_000),
  balance_due: gbp(0),
  balance_due_date: null,
  hold_expires_at: null,
  can_cancel: cancellable,
  cancellation: cancellable
    ? { text: 'Supplier: free until 30 days before.', fee: gbp(0), refund: gbp(100_000) }
    : null,
  created_at: '2026-11-20T10:00:00.000Z',
  confirmed_at: '2026-11-20T10:05:00.000Z',
  cancelled_at: null,
});

const POLICY = <p>Harbour Lights: cancel early, lose only the deposit.</p>;

describe("BookingDetails: the agency's cancellation policy", () => {
  it('shows it in the cancel panel, beside the supplier terms', async () => {
    fakeApi({
      'GET api/booking/get-booking-details': () => ({ body: { success: true, data: booking(true) } }),
    });
    renderWithIntl(<BookingDetails bookingId="b1" agencyPolicy={POLICY} />);
    const own = await screen.findByRole('region', { name: 'Our cancellation policy' });
    expect(within(own).getByText(/cancel early, lose only the deposit/)).toBeInTheDocument();
    expect(screen.getByText('Supplier: free until 30 days before.')).toBeInTheDocument();
  });

  it('is not shown where the booking cannot be cancelled, nor when the agency has none', async () => {
    fakeApi({
      'GET api/booking/get-booking-details': () => ({ body: { success: true, data: booking(false) } }),
    });
    const { unmount } = renderWithIntl(<BookingDetails bookingId="b1" agencyPolicy={POLICY} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cornish Coast' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our cancellation policy' })).not.toBeInTheDocument();
    unmount();
    fakeApi({
      'GET api/booking/get-booking-details': () => ({ body: { success: true, data: booking(true) } }),
    });
    renderWithIntl(<BookingDetails bookingId="b1" />);
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our cancellation policy' })).not.toBeInTheDocument();
  });
});
