/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import type { TBooking } from '@/lib/contract/booking';
import { PayNow } from './pay-now';

const booking = {
  id: 'b1',
  status: 'held',
  travellers: [],
  package: { id: 'pkg1' },
  created_at: '2026-11-20T10:00:00.000Z',
  balance_due: { amount: 99_500, currency: 'GBP' },
  hold_expires_at: new Date(Date.now() + 600_000).toISOString(),
  price: { total: { amount: 99_500, currency: 'GBP' } },
  paid: { amount: 0, currency: 'GBP' },
} as unknown as TBooking;
const HIDDEN =
  "Online payment is not offered on this site. Book through the agency's balance, or hold the booking and pay the agency directly.";

describe('PayNow', () => {
  it('a site that offers no online payment (agency 124): its message instead of the pay button', async () => {
    fakeApi({
      'GET api/payment/get_payment_methods/': () => ({ body: { success: true, data: [], message: HIDDEN } }),
    });
    renderWithIntl(<PayNow booking={booking} />);
    expect(await screen.findByRole('status')).toHaveTextContent(HIDDEN);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  const methods = () => ({
    body: { success: true, data: [{ id: 'test-card', name: 'Card', method_group: 'form' }] },
  });

  it('an agent with a balance: "agency balance" first, with what is available; paying confirms without a gateway', async () => {
    const paid = { ...booking, status: 'confirmed' };
    const api = fakeApi({
      'GET api/payment/get_payment_methods/': methods,
      'GET get_payment_prereqs/': () => ({
        body: { success: true, data: { agent_balance: 2500, currency: 'GBP', has_balance: true } },
      }),
      'POST api/booking/confirm-hold': () => ({ body: { success: true, data: paid } }),
    });
    const onPaid = jest.fn();
    renderWithIntl(<PayNow booking={booking} onPaid={onPaid} />);
    const balance = await screen.findByRole('radio', { name: 'Agency balance (£2,500.00 available)' });
    expect(balance).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(paid));
    expect(api.calls.find((c) => c.path === 'api/booking/confirm-hold')?.body).toEqual({ booking_id: 'b1' });
    expect(api.calls.find((c) => c.path === 'get_payment_prereqs/')?.url.searchParams.get('currency')).toBe(
      'GBP',
    );
  });

  it("shows the server's refusal when the balance is too low, and choosing the card gives the card's link", async () => {
    fakeApi({
      'GET api/payment/get_payment_methods/': methods,
      'GET get_payment_prereqs/': () => ({
        body: { success: true, data: { agent_balance: 10, currency: 'GBP', has_balance: true } },
      }),
      'POST api/booking/confirm-hold': () => ({
        status: 402,
        body: { success: false, message: 'The agency balance is not enough to pay for this booking.' },
      }),
    });
    renderWithIntl(<PayNow booking={booking} onPaid={jest.fn()} />);
    await screen.findByRole('radio', { name: /Agency balance/ });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agency balance is not enough to pay for this booking.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toContain('/test-card/');
  });

  it('a traveller: no agency balance; the deposit the server allows gives a PARTIAL link of that amount', async () => {
    fakeApi({
      'GET api/payment/get_payment_methods/': methods,
      'GET get_payment_prereqs/': () => ({
        body: { success: true, data: { agent_balance: 0, currency: 'GBP', has_balance: false } },
      }),
    });
    const withDeposit = {
      ...booking,
      balance_due_date: '2027-01-10',
      deposit: { minimum: { amount: 24_875, currency: 'GBP' } },
    } as TBooking;
    renderWithIntl(<PayNow booking={withDeposit} />);
    const full = await screen.findByRole('radio', { name: 'Pay in full: £995.00' });
    expect(full).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Agency balance/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toContain(
      '/FULL/995/995/GBP/',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Pay a deposit: £248.75' }));
    expect(screen.getByText('Balance due by 10-Jan-27')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toContain(
      '/PARTIAL/995/248.75/GBP/',
    );
  });

  it('no deposit where the server does not offer one', async () => {
    fakeApi({ 'GET api/payment/get_payment_methods/': methods });
    renderWithIntl(<PayNow booking={{ ...booking, deposit: null } as TBooking} />);
    await screen.findByRole('link', { name: 'Pay now' });
    expect(screen.queryByRole('radio', { name: /deposit/ })).not.toBeInTheDocument();
  });
});
