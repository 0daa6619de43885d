/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import { PaymentHistory } from './payment-history';

describe('PaymentHistory on the booking page', () => {
  it('lists what was paid, read field by field; a line it cannot read is left out', async () => {
    const api = fakeApi({
      'GET get_payment_details/': () => ({
        body: {
          success: true,
          data: [
            {
              id: 'p1',
              method: 'test-card',
              method_name: 'Card',
              amount: 1234.5,
              currency: 'GBP',
              status: 'captured',
              created_at: '2026-11-20T10:00:00.000Z',
            },
            { id: 'p2', method: 'agent_balance', amount: -20, currency: 'GBP', status: 'refunded' },
            { id: 'p3', method_name: 'Odd', amount: 'ten', currency: 'GBP', status: 'captured' },
            { id: 'p4', method_name: 'Odd currency', amount: 5, currency: 'XXXX', status: 'captured' },
          ],
        },
      }),
    });
    renderWithIntl(<PaymentHistory bookingId="b1" />);
    const lines = await screen.findAllByRole('listitem');
    expect(api.calls[0]?.url.searchParams.get('booking_id')).toBe('b1');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('20-Nov-26 · Card');
    expect(lines[0]).toHaveTextContent('£1,234.50 · Paid');
    expect(lines[1]).toHaveTextContent('agent_balance');
    expect(lines[1]).toHaveTextContent('Refunded');
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  });

  it('shows nothing for a booking with no payments', async () => {
    const api = fakeApi({ 'GET get_payment_details/': () => ({ body: { success: true, data: [] } }) });
    const { container } = renderWithIntl(<PaymentHistory bookingId="b1" />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
  });
});
