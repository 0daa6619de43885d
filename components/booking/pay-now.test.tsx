/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
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
});
