/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import { StaffBookingWork } from './staff-booking-work';

function signedIn(role: string, permission: string[] = []): AuthContextValue {
  return {
    config: {} as AuthContextValue['config'],
    state: {
      loggedIn: true,
      userName: 'sam',
      user: { role, permission } as unknown as Extract<AuthContextValue['state'], { loggedIn: true }>['user'],
    },
    openLogin: jest.fn(),
    openEditProfile: jest.fn(),
    logout: jest.fn(),
  };
}

const gbp = (amount: number) => ({ amount, currency: 'GBP' });
const BOOKING = {
  id: 'b-1',
  reference: 'BK-ABC',
  status: 'held',
  package: { id: 'paris', title: 'Paris' },
  departure_date: '2099-05-01',
  price: { base: gbp(50_000), tax: gbp(0), discount: gbp(0), total: gbp(50_000), rate_date: null },
  paid: gbp(0),
  balance_due: gbp(50_000),
  balance_due_date: '2099-04-01',
  hold_expires_at: '2099-01-01T00:00:00.000Z',
};
const SLOT = {
  position: 0,
  kind: 'adult',
  title: 'Ms.',
  first_name: 'Ann',
  last_name: 'Lee',
  birth_date: null,
  nationality: 'GB',
  passport_number: 'X1234567',
  passport_expiry: '2030-01-01',
  answers: {},
  missing: [],
  complete: true,
};

const routes = () =>
  fakeApi({
    'GET api/booking/get-booking-details': () => ({ body: { data: BOOKING } }),
    'GET api/booking/tnc': () => ({
      body: {
        data: {
          package: { id: 'paris', title: 'Paris', inclusions: [] },
          cancellation: {
            refundable: true,
            free_cancel_until: null,
            penalty_percent: 0,
            text: 'Free cancellation',
          },
          payment: { deposit_percent: 25, balance_due_date: '2099-04-01', hold_minutes: 15 },
          agency_terms_url: null,
        },
      },
    }),
    'GET api/booking/insurance/status': () => ({ body: { data: { status: 'none' } } }),
    'GET api/booking/get/invoice/list': () => ({ body: { data: [] } }),
    'GET api/booking/credit-note-list': () => ({ body: { data: [] } }),
    'GET api/booking/itinerary-travellers': () => ({ body: { data: [SLOT] } }),
    'POST api/booking/add-markup': () => ({
      body: { data: { markup: gbp(2_500), total: gbp(52_500), balance_due: gbp(52_500) } },
    }),
  });

const renderAs = (auth: AuthContextValue) =>
  renderWithIntl(
    <AuthContext.Provider value={auth}>
      <StaffBookingWork bookingId="b-1" />
    </AuthContext.Provider>,
  );

describe('StaffBookingWork', () => {
  it('shows nothing, and calls nothing, for a consumer or an employee without view all bookings', async () => {
    for (const auth of [signedIn('Consumer'), signedIn('Agency Employee', ['view all quotations'])]) {
      const { calls } = routes();
      const { container, unmount } = renderAs(auth);
      await new Promise((r) => setTimeout(r, 10));
      expect(container).toBeEmptyDOMElement();
      expect(calls).toEqual([]);
      unmount();
    }
  });

  it('shows staff the terms, insurance and travellers with the passport masked, and adds a markup in minor units', async () => {
    const { calls } = routes();
    renderAs(signedIn('Agency Employee', ['view all bookings']));
    expect(await screen.findByText('No insurance on this booking.')).toBeInTheDocument();
    expect(await screen.findByText(/Passport •••567, GB/)).toBeInTheDocument();
    expect(screen.queryByText(/X1234567/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Markup to add (GBP)'), { target: { value: '25.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add markup' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Markup added');
    const sent = calls.find((c) => c.path === 'api/booking/add-markup');
    expect(sent?.body).toEqual({ booking_id: 'b-1', amount: 2_500, currency: 'GBP', seen_total: 50_000 });
  });

  it('refuses an amount that is not above zero before calling the server', async () => {
    const { calls } = routes();
    renderAs(signedIn('Agency Admin'));
    fireEvent.change(await screen.findByLabelText('Markup to add (GBP)'), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add markup' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount above zero'));
    expect(calls.some((c) => c.path === 'api/booking/add-markup')).toBe(false);
  });
});
