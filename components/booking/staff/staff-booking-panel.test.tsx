/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import type { TBooking } from '@/lib/contract/booking';
import { StaffBookingPanel } from './staff-booking-panel';

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

const booking = (status: string) => ({ id: 'b-1', status }) as unknown as TBooking;
const TRAIL = 'GET api/booking/audit-trail';
const ada = { id: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com' };
const rowan = { id: 'u-rowan', name: 'Rowan Reassignee', email: 'rowan@example.com' };
const line = (event: string, changes: Record<string, unknown> | null) => ({
  event,
  from_status: 'confirmed',
  to_status: 'confirmed',
  actor: 'Sam Staff',
  changes,
  at: '2026-11-20T10:00:00.000Z',
});

const renderPanel = (auth: AuthContextValue, status = 'confirmed') =>
  renderWithIntl(
    <AuthContext.Provider value={auth}>
      <StaffBookingPanel booking={booking(status)} />
    </AuthContext.Provider>,
  );

describe('StaffBookingPanel (the booking page’s staff section)', () => {
  it('shows nothing to a consumer or an employee without view all bookings, and asks nothing', () => {
    for (const auth of [signedIn('Consumer'), signedIn('Agency Employee', ['view all quotations'])]) {
      const api = fakeApi({});
      const { container, unmount } = renderPanel(auth);
      expect(container).toBeEmptyDOMElement();
      expect(api.calls).toHaveLength(0);
      unmount();
    }
  });

  it('shows the customer and the trail, reassigns to a customer found by name, then shows the new trail', async () => {
    let customer = ada;
    let events = [line('pay', null)];
    const api = fakeApi({
      [TRAIL]: () => ({ body: { success: true, data: { customer, events } } }),
      'GET api/booking/customers': () => ({ body: { success: true, data: [ada, rowan] } }),
      'POST api/booking/update_booking_user': () => {
        customer = rowan;
        events = [...events, line('reassign', { user: { from: 'Ada Lovelace', to: 'Rowan Reassignee' } })];
        return { body: { success: true, data: { id: 'b-1' } } };
      },
    });
    renderPanel(signedIn('Agency Employee', ['view all bookings']));
    expect(await screen.findByTestId('booking-customer')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByTestId('audit-trail')).toHaveTextContent('Paid');
    expect(screen.getByTestId('audit-trail')).toHaveTextContent('by Sam Staff');

    fireEvent.change(screen.getByLabelText('Find a customer by name or e-mail'), { target: { value: 'Ro' } });
    // The booking's own customer is not offered.
    const choose = await screen.findByRole('button', { name: /Choose Rowan Reassignee/ });
    expect(screen.queryByRole('button', { name: /Choose Ada Lovelace/ })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'api/booking/customers')?.url.searchParams.get('q')).toBe('Ro');
    fireEvent.click(choose);
    expect(screen.getByText('Reassign this booking to Rowan Reassignee?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(screen.getByTestId('booking-customer')).toHaveTextContent('Rowan Reassignee'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      booking_id: 'b-1',
      user_id: 'u-rowan',
    });
    expect(screen.getByTestId('audit-trail')).toHaveTextContent('Customer: Ada Lovelace → Rowan Reassignee');
  });

  it('re-sends a paid booking’s confirmation and shows the server’s answer; a refusal as an alert', async () => {
    let answer = {
      status: 200,
      body: { success: true, message: 'The booking confirmation was sent to the traveller.' },
    };
    const api = fakeApi({
      [TRAIL]: () => ({ body: { success: true, data: { customer: ada, events: [] } } }),
      'POST send_book_email/': () => answer,
    });
    renderPanel(signedIn('Agency Admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'Re-send confirmation' }));
    expect(
      await screen.findByText('The booking confirmation was sent to the traveller.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ booking_id: 'b-1' });
    answer = { status: 429, body: { success: false, message: 'Sent 3 times in the last hour.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Re-send confirmation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sent 3 times in the last hour.');
  });

  it('offers no re-send for an unpaid booking', async () => {
    fakeApi({ [TRAIL]: () => ({ body: { success: true, data: { customer: null, events: [] } } }) });
    renderPanel(signedIn('Agency'), 'held');
    expect(await screen.findByTestId('booking-customer')).toHaveTextContent('No customer');
    expect(screen.getByText('The confirmation can be re-sent once the booking is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-send confirmation' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing recorded yet.')).toBeInTheDocument();
  });
});
