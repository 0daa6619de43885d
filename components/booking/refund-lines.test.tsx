/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import type { TBookingRefund } from '@/lib/contract/booking';
import { RefundLines } from './refund-lines';

const refund = (over: Partial<TBookingRefund>): TBookingRefund => ({
  amount: { amount: 49_410, currency: 'GBP' },
  reason: 'cancellation',
  status: 'requested',
  gateway_refund_id: null,
  created_at: '2026-11-28T10:00:00.000Z',
  ...over,
});

describe('RefundLines on the booking page', () => {
  it("lists each refund with where it stands and, once made, the gateway's reference", () => {
    renderWithIntl(
      <RefundLines
        refunds={[
          refund({ status: 'refunded', gateway_refund_id: 're_123' }),
          refund({ status: 'requested', reason: 'over_payment', amount: { amount: 1_000, currency: 'GBP' } }),
          refund({ status: 'failed', reason: 'superseded', amount: { amount: 2_000, currency: 'GBP' } }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('28-Nov-26 · Reference re_123');
    expect(lines[0]).toHaveTextContent('£494.10 · Refunded');
    expect(lines[1]).toHaveTextContent('£10.00 · Refund requested');
    expect(lines[1]).not.toHaveTextContent('Reference');
    expect(lines[2]).toHaveTextContent('£20.00 · Refund failed');
  });

  it('shows nothing when the booking has no refund', () => {
    const { container } = renderWithIntl(<RefundLines refunds={undefined} />);
    expect(container).toBeEmptyDOMElement();
    renderWithIntl(<RefundLines refunds={[]} />);
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
  });
});
