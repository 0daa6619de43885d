/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { fakeApi } from '@/components/planner/test-api';
import type { TBooking } from '@/lib/contract/booking';
import { BnplPlans } from './bnpl-plans';

const booking = {
  id: 'b1',
  status: 'held',
  travellers: [],
  package: { id: 'pkg1' },
  created_at: '2026-11-20T10:00:00.000Z',
  balance_due: { amount: 100_001, currency: 'GBP' },
  hold_expires_at: new Date(Date.now() + 600_000).toISOString(),
  price: { total: { amount: 100_001, currency: 'GBP' } },
  paid: { amount: 0, currency: 'GBP' },
} as unknown as TBooking;

const gbp = (amount: number) => ({ amount, currency: 'GBP' });
const PLANS = [
  {
    id: 'pay_in_2',
    instalments: [
      { number: 1, amount: gbp(50_001), due_date: '2026-11-20' },
      { number: 2, amount: gbp(50_000), due_date: '2026-12-20' },
    ],
  },
  {
    id: 'pay_in_3',
    instalments: [
      { number: 1, amount: gbp(33_335), due_date: '2026-11-20' },
      { number: 2, amount: gbp(33_333), due_date: '2026-12-20' },
      { number: 3, amount: gbp(33_333), due_date: '2027-01-19' },
    ],
  },
];

describe('BnplPlans', () => {
  it('shows nothing where the server offers no plan', async () => {
    const { calls } = fakeApi({
      'GET api/bnpl/v1/plans': () => ({
        body: {
          success: true,
          data: { plans: [], message: 'Pay later plans are not offered on this site.' },
        },
      }),
    });
    const { container } = renderWithIntl(<BnplPlans booking={booking} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url.searchParams.get('booking_id')).toBe('b1');
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each plan with its instalments and sends the chosen one; a refusal is shown', async () => {
    const { calls } = fakeApi({
      'GET api/bnpl/v1/plans': () => ({ body: { success: true, data: { plans: PLANS, message: null } } }),
      'POST api/bnpl/v1/cache': () => ({
        status: 409,
        body: { message: 'A pay later plan can only be chosen before the first payment.' },
      }),
    });
    renderWithIntl(<BnplPlans booking={booking} />);
    expect(await screen.findByRole('region', { name: 'Pay later' })).toBeInTheDocument();
    expect(screen.getByText('£500.01 today')).toBeInTheDocument();
    expect(screen.getByText('£333.33 on 19-Jan-27')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /3 instalments/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay first instalment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A pay later plan can only be chosen before the first payment.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ booking_id: 'b1', plan_id: 'pay_in_3' });
  });
});
