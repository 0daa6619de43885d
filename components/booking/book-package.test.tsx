/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { BookPackage } from './book-package';

function auth(loggedIn: boolean, openLogin: jest.Mock): AuthContextValue {
  return {
    config: {} as AuthContextValue['config'],
    state: loggedIn
      ? ({ loggedIn: true, userName: 'ann', user: {} } as unknown as AuthContextValue['state'])
      : { loggedIn: false },
    openLogin,
    openEditProfile: jest.fn(),
    logout: jest.fn(),
  };
}

const renderBook = (value: AuthContextValue) =>
  renderWithIntl(
    <AuthContext.Provider value={value}>
      <BookPackage packageId="classic-italy" currency="GBP" departures={[{ date: '2027-05-10', seats: 8 }]} />
    </AuthContext.Provider>,
  );

describe('BookPackage on the public package page', () => {
  it('never opens the login dialog by itself; its button asks a signed-out visitor to log in', () => {
    const openLogin = jest.fn();
    renderBook(auth(false, openLogin));
    expect(openLogin).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Login to book' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
  });

  it('opens the booking form for a signed-in visitor', () => {
    const openLogin = jest.fn();
    renderBook(auth(true, openLogin));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(openLogin).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Check price' })).toBeInTheDocument();
  });

  describe('the party, checked by the schema the server uses (issue 26)', () => {
    /** fetch answering a reprice; the calls made are returned. */
    function repriceAnswers() {
      const calls: { url: string; body: unknown }[] = [];
      const gbp = (amount: number) => ({ amount, currency: 'GBP' });
      global.fetch = jest.fn(async (url: string, init: RequestInit) => {
        calls.push({ url: String(url), body: JSON.parse(String(init.body)) });
        const price = {
          base: gbp(100_000),
          markup: gbp(0),
          tax: gbp(0),
          discount: gbp(0),
          total: gbp(100_000),
        };
        const data = { price: { ...price, price_inclusive: true, discount_code: null, rate_date: null } };
        const body = {
          success: true,
          data: { ...data, seats_left: 8, available: true, price_changed: false },
        };
        return { ok: true, status: 200, json: async () => body } as unknown as Response;
      }) as unknown as typeof fetch;
      return calls;
    }
    const open = () => {
      renderBook(auth(true, jest.fn()));
      fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    };
    const count = (label: string, value: string) =>
      fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });
    const fillTravellers = () => {
      for (const el of screen.getAllByLabelText('First name'))
        fireEvent.change(el, { target: { value: 'Ann' } });
      for (const el of screen.getAllByLabelText('Last name'))
        fireEvent.change(el, { target: { value: 'Tester' } });
      for (const el of screen.queryAllByLabelText('Date of birth'))
        fireEvent.change(el, { target: { value: '2026-01-15' } });
    };

    it("refuses more infants than adults with the server's message, and asks nothing", async () => {
      const calls = repriceAnswers();
      open();
      count('Adults', '1');
      count('Infants (under 2)', '2');
      fillTravellers();
      fireEvent.click(screen.getByRole('button', { name: 'Check price' }));
      expect(
        await screen.findByText('infants must be between 0 and 1 (one infant per adult).'),
      ).toBeInTheDocument();
      expect(calls).toHaveLength(0);
    });

    it('sends the counts typed in the number fields as JSON numbers', async () => {
      const calls = repriceAnswers();
      open();
      count('Adults', '1');
      count('Infants (under 2)', '1');
      fillTravellers();
      fireEvent.click(screen.getByRole('button', { name: 'Check price' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.url).toContain('api/booking/reprice');
      expect(calls[0]?.body).toMatchObject({
        adults: 1,
        children: 0,
        infants: 1,
        departure_date: '2027-05-10',
      });
    });

    it('names a count out of range', async () => {
      repriceAnswers();
      open();
      count('Adults', '12');
      fireEvent.click(screen.getByRole('button', { name: 'Check price' }));
      expect(await screen.findByText('adults must be between 1 and 9.')).toBeInTheDocument();
    });
  });
});
