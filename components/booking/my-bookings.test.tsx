/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import { bookingFiltersFromParams } from '@/lib/client/booking-filters';
import { MyBookings } from './my-bookings';

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

const LIST = 'GET api/booking/get-bookings';
const booking = {
  id: 'b-1',
  reference: 'BK-LASTYEAR01',
  status: 'confirmed',
  package: { title: 'Lisbon City Break' },
  departure_date: '2025-11-28',
  trip: null,
  price: { total: { amount: 89_900, currency: 'GBP' } },
  travellers: [{ first_name: 'Ottoline', last_name: 'Quarrington-Vale' }],
};

const renderList = (auth: AuthContextValue, params: Record<string, string> = {}) =>
  renderWithIntl(
    <AuthContext.Provider value={auth}>
      <MyBookings filters={bookingFiltersFromParams(params)} />
    </AuthContext.Provider>,
  );

describe('MyBookings (search and paging)', () => {
  it('asks with the filters of the address and shows the count, the travellers and the paging links', async () => {
    const api = fakeApi({
      [LIST]: () => ({ body: { success: true, data: [booking], page: 2, page_size: 20, count: 41 } }),
    });
    renderList(signedIn('Agency Employee', ['view all bookings']), { traveller: 'ottoline', page: '2' });
    const row = await screen.findByTestId('booking-row');
    expect(row).toHaveTextContent('BK-LASTYEAR01');
    expect(row).toHaveTextContent('Travellers: Ottoline Quarrington-Vale');
    expect(
      Object.fromEntries(
        api.calls.find((c) => c.path === 'api/booking/get-bookings')?.url.searchParams ?? [],
      ),
    ).toEqual({
      traveller: 'ottoline',
      page: '2',
    });
    expect(screen.getByTestId('booking-count')).toHaveTextContent('41 bookings');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/bookings?traveller=ottoline',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/bookings?traveller=ottoline&page=3',
    );
    expect(screen.getByLabelText('Traveller name')).toHaveValue('ottoline');
    // Staff search by customer too.
    expect(screen.getByLabelText('Customer (name or e-mail)')).toBeInTheDocument();
  });

  it('offers a consumer no customer filter and says when nothing matches', async () => {
    fakeApi({ [LIST]: () => ({ body: { success: true, data: [], page: 1, page_size: 20, count: 0 } }) });
    renderList(signedIn('Consumer'), { status: 'cancelled' });
    expect(await screen.findByText('No booking matches these filters.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Customer (name or e-mail)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
  });

  it('marks the refused filter with the server’s text', async () => {
    fakeApi({
      [LIST]: () => ({
        status: 400,
        body: {
          message: 'Please check the highlighted fields',
          errors: { departure_date__gte: ['Enter a valid date (YYYY-MM-DD).'] },
        },
      }),
    });
    renderList(signedIn('Consumer'), { departure_date__gte: '2025-02-30' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields');
    expect(screen.getByLabelText('Departure from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid date (YYYY-MM-DD).')).toBeInTheDocument();
  });
});
