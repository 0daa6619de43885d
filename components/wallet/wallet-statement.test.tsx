/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import { WalletStatement } from './wallet-statement';

jest.mock('@/components/booking/use-signed-in', () => ({
  useSignedIn: () => ({ loggedIn: true, openLogin: null, gate: null }),
}));

describe('WalletStatement', () => {
  it('shows what is available and each line with its reference, debit or credit and running balance', async () => {
    fakeApi({
      'GET api/agency/wallet-statement': () => ({
        body: {
          success: true,
          data: {
            currency: 'GBP',
            opening: 250_000,
            available: 200_000,
            lines: [
              {
                id: 'a',
                date: '2026-11-20T10:00:00.000Z',
                kind: 'debit',
                booking_reference: 'BK-1',
                debit: 100_000,
                credit: 0,
                balance: 150_000,
              },
              {
                id: 'b',
                date: '2026-11-21T10:00:00.000Z',
                kind: 'refund',
                booking_reference: 'BK-1',
                debit: 0,
                credit: 50_000,
                balance: 200_000,
              },
            ],
          },
        },
      }),
    });
    renderWithIntl(<WalletStatement />);
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('Available: £2,000.00');
    expect(screen.getByText('Credit limit: £2,500.00')).toBeInTheDocument();
    const [debit, refund] = screen.getAllByTestId('wallet-line');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(debit)).toEqual(['20-Nov-26', 'Booking paid · BK-1', '£1,000.00', '', '£1,500.00']);
    expect(cells(refund)).toEqual(['21-Nov-26', 'Booking refund · BK-1', '', '£500.00', '£2,000.00']);
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', '/api/api/agency/wallet-statement.csv');
    expect(csv).toHaveAttribute('download');
  });

  it("shows the server's refusal for a visitor without an agency balance", async () => {
    fakeApi({
      'GET api/agency/wallet-statement': () => ({
        status: 403,
        body: { success: false, message: 'Only agency staff with a credit limit have a wallet statement.' },
      }),
    });
    renderWithIntl(<WalletStatement />);
    expect(
      await screen.findByText('Only agency staff with a credit limit have a wallet statement.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-statement')).not.toBeInTheDocument();
  });
});
