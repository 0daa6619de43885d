/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import type { TPriceBreakdown } from '@/lib/contract/planner';
import { BookQuotation } from './book-quotation';
import { BookVariant } from './book-variant';

function auth(loggedIn: boolean, role = 'Consumer', openLogin = jest.fn()): AuthContextValue {
  return {
    config: {} as AuthContextValue['config'],
    state: loggedIn
      ? ({ loggedIn: true, userName: 'ann', user: { role } } as unknown as AuthContextValue['state'])
      : { loggedIn: false },
    openLogin,
    openEditProfile: jest.fn(),
    logout: jest.fn(),
  };
}

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const price = (total: number): TPriceBreakdown => ({
  base: eur(total - 1000),
  markup: eur(0),
  tax: eur(1000),
  discount: eur(0),
  total: eur(total),
  price_inclusive: false,
  discount_code: null,
  rate_date: null,
});
const reprice = (total: number, over: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    price: price(total),
    available: true,
    problems: [],
    price_changed: false,
    party: { adults: 2, children: 0, infants: 0 },
    title: 'Paris and Rome',
    start_date: '2027-05-10',
    end_date: '2027-05-17',
    ...over,
  },
});

/** fetch answering each call in turn (jsdom has no Response: the fields callApi reads are enough). */
function answers(...list: [status: number, body: unknown][]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const queue = [...list];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    const [status, body] = queue.shift() ?? [500, null];
    return { ok: status < 400, status, json: async () => body } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

const renderVariant = (value: AuthContextValue, disabled = false) =>
  renderWithIntl(
    <AuthContext.Provider value={value}>
      <BookVariant source={{ lead_id: 'lead-1' }} disabled={disabled} />
    </AuthContext.Provider>,
  );

const fillTravellers = () => {
  const first = screen.getAllByLabelText('First name');
  const last = screen.getAllByLabelText('Last name');
  for (const [i, el] of first.entries()) fireEvent.change(el, { target: { value: `Ann${i}` } });
  for (const el of last) fireEvent.change(el, { target: { value: 'Tester' } });
};

describe('BookVariant on the planner detail page', () => {
  it('asks a signed-out visitor to log in, and calls nothing', () => {
    const openLogin = jest.fn();
    const calls = answers();
    renderVariant(auth(false, 'Consumer', openLogin));
    fireEvent.click(screen.getByRole('button', { name: 'Login to book' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('is disabled while the trip is being changed', () => {
    answers();
    renderVariant(auth(true), true);
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
  });

  it('reprices first, asks for every traveller of the party, then holds at the accepted price', async () => {
    const calls = answers(
      [200, reprice(250_000)],
      [409, { success: false, message: 'The price has changed.', errors: { price: price(260_000) } }],
    );
    renderVariant(auth(true));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByTestId('book-total')).toHaveTextContent('2,500.00');
    expect(calls[0]?.url).toContain('api/booking/variant/reprice');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ lead_id: 'lead-1' });
    expect(screen.getAllByLabelText('First name')).toHaveLength(2);
    // No customer picker for a traveller.
    expect(screen.queryByLabelText('Customer')).toBeNull();

    fillTravellers();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // The server's new price is shown and must be accepted before going on.
    const alert = await screen.findByText(/The price has changed from/);
    expect(alert).toHaveTextContent('2,600.00');
    const hold = calls[1];
    expect(hold?.url).toContain('api/booking/variant/hold');
    expect(JSON.parse(String(hold?.init.body))).toMatchObject({
      lead_id: 'lead-1',
      accepted_total: 250_000,
      travellers: [
        { kind: 'adult', first_name: 'Ann0', last_name: 'Tester' },
        { kind: 'adult', first_name: 'Ann1', last_name: 'Tester' },
      ],
    });
    expect(hold?.init.headers).toMatchObject({ 'idempotency-key': expect.stringMatching(/^book-/) });
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the new price' }));
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    expect(screen.getByTestId('book-total')).toHaveTextContent('2,600.00');
  });

  it('shows why a trip cannot be booked and offers no Continue', async () => {
    answers([200, reprice(250_000, { available: false, problems: ['Hotel Roma is no longer available.'] })]);
    renderVariant(auth(true));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Hotel Roma is no longer available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('lets an agent pick the customer the booking is for', async () => {
    const calls = answers(
      [200, reprice(250_000)],
      [
        200,
        {
          success: true,
          data: [
            { id: '7f1c2b1e-8a4d-4c7b-9a55-0d7c35b1f0aa', name: 'Cara Client', email: 'cara@example.com' },
          ],
        },
      ],
      [500, { success: false, message: 'Something broke' }],
    );
    renderVariant(auth(true, 'Agency Employee'));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    fireEvent.change(await screen.findByLabelText('Find a customer by name or e-mail'), {
      target: { value: 'cara' },
    });
    const option = await screen.findByRole('option', { name: 'Cara Client (cara@example.com)' });
    expect(calls[1]?.url).toContain('api/booking/customers');
    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: option.getAttribute('value') } });
    fillTravellers();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    expect(JSON.parse(String(calls[2]?.init.body))).toMatchObject({
      customer_user_id: '7f1c2b1e-8a4d-4c7b-9a55-0d7c35b1f0aa',
    });
  });
});

describe('BookQuotation on the quotation details page', () => {
  it('offers Accept first; once accepted, Book', async () => {
    const calls = answers([
      200,
      { success: true, data: { id: 'q1', accepted_at: '2027-01-02T10:00:00.000Z' } },
    ]);
    renderWithIntl(
      <AuthContext.Provider value={auth(true)}>
        <BookQuotation quotationId="q1" acceptedAt={null} />
      </AuthContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept quotation' }));
    await waitFor(() => expect(screen.getByTestId('quotation-accepted')).toBeInTheDocument());
    expect(calls[0]?.url).toContain('api/booking/accept-quotation');
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();
  });
});
