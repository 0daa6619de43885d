/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import type { TOffer } from '@/lib/contract/products';
import { BookingOfferPanel } from './booking-offer';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const offer: TOffer = {
  ref: 'hotel:H1@2027-01-10#DBL',
  kind: 'hotel',
  title: 'Paris Central Rooms',
  subtitle: 'Standard Double · 0.5 km from Paris',
  date: '2027-01-10',
  end_date: '2027-01-13',
  time: null,
  segments: [],
  included: ['Room only', '3 nights'],
  details: [{ label: 'Check-in', value: '10-Jan-27' }],
  cancellation: { refundable: true, free_until_days_before: 2, penalty_percent: 100 },
  price: {
    base: eur(30000),
    markup: eur(0),
    tax: eur(0),
    discount: eur(0),
    total: eur(30000),
    price_inclusive: false,
    discount_code: null,
    rate_date: null,
  },
  remaining: null,
  facets: {},
  image_url: null,
};

describe('BookingOfferPanel', () => {
  it('shows what was sold and the supplier’s reference once the supplier booked it', () => {
    renderWithIntl(
      <BookingOfferPanel offer={offer} order={{ status: 'booked', reference: 'HTL-0A1B2C3D4E' }} />,
    );
    expect(screen.getByText('Paris Central Rooms')).toBeInTheDocument();
    expect(screen.getByText('10-Jan-27 – 13-Jan-27')).toBeInTheDocument();
    expect(screen.getByTestId('supplier-order')).toHaveTextContent('Supplier reference: HTL-0A1B2C3D4E');
  });

  it('says when the supplier has not confirmed it, and says nothing without an order', () => {
    const { unmount } = renderWithIntl(
      <BookingOfferPanel offer={offer} order={{ status: 'failed', reference: null }} />,
    );
    expect(screen.getByTestId('supplier-order')).toHaveTextContent(
      'The supplier could not confirm this booking',
    );
    unmount();
    renderWithIntl(<BookingOfferPanel offer={offer} />);
    expect(screen.queryByTestId('supplier-order')).not.toBeInTheDocument();
  });
});
