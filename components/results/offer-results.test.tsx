/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import type { TOffer, TSearchResults } from '@/lib/contract/products';
import { OfferResults } from './offer-results';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const offer = (
  ref: string,
  total: number,
  over: Partial<TOffer> = {},
  facets: TOffer['facets'] = {},
): TOffer => ({
  ref,
  kind: 'flight',
  title: 'London → Rome',
  subtitle: 'Skyline Air · Light',
  date: '2027-01-10',
  end_date: null,
  time: '07:10',
  segments: [
    {
      from: 'London',
      to: 'Rome',
      from_code: 'LHR',
      to_code: 'FCO',
      date: '2027-01-10',
      depart: '07:10',
      arrive: '09:45',
      arrive_day_offset: 0,
      duration_minutes: 155,
      carrier: 'Skyline Air',
      number: 'L-flight-london-rome',
      stops: 0,
    },
  ],
  included: ['Cabin bag up to 8 kg', 'No checked bag'],
  details: [{ label: 'Fare', value: 'Light (economy)' }],
  cancellation: { refundable: false, free_until_days_before: null, penalty_percent: 100 },
  price: {
    base: eur(total),
    markup: eur(0),
    tax: eur(0),
    discount: eur(0),
    total: eur(total),
    price_inclusive: false,
    discount_code: null,
    rate_date: null,
  },
  remaining: 9,
  facets: {
    stops: 0,
    depart: 430,
    carrier: 'Skyline Air',
    duration: 155,
    fare: 'Light',
    refundable: false,
    ...facets,
  },
  image_url: null,
  ...over,
});

const results = (offers: TOffer[], over: Partial<TSearchResults> = {}): TSearchResults => ({
  package_id: 'PKG1',
  mode: 'travel',
  kind: 'flight',
  kinds: ['flight'],
  currency: 'EUR',
  summary: {
    from: 'London',
    to: 'Rome',
    date: '2027-01-10',
    return_date: null,
    adults: 2,
    children: 1,
    infants: 0,
  },
  offers,
  sold_out: false,
  ...over,
});

const auth: AuthContextValue = {
  config: {} as AuthContextValue['config'],
  state: { loggedIn: false },
  openLogin: jest.fn(),
  openEditProfile: jest.fn(),
  logout: jest.fn(),
};

const render = (r: TSearchResults) =>
  renderWithIntl(
    <AuthContext.Provider value={auth}>
      <OfferResults results={r} />
    </AuthContext.Provider>,
  );

const titles = () => screen.getAllByTestId('offer-card').map((c) => c.getAttribute('data-ref'));

describe('OfferResults (list/{package_id} of a flight search)', () => {
  const cheapLate = offer('a', 20000, { time: '19:10' }, { depart: 19 * 60 + 10, fare: 'Light' });
  const dearEarly = offer(
    'b',
    35000,
    {},
    { depart: 6 * 60 + 5, fare: 'Flex', refundable: true, duration: 140 },
  );
  const middle = offer(
    'c',
    26000,
    {},
    { depart: 13 * 60, fare: 'Classic', carrier: 'Atlas Jet', stops: 1, duration: 300 },
  );

  it('shows the search, the count, and each offer with its segment, inclusions, terms and total', () => {
    render(results([dearEarly, cheapLate, middle]));
    expect(screen.getByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
    expect(screen.getByTestId('results-summary')).toHaveTextContent(
      'London → Rome · 10-Jan-27 · 2 adults, 1 child',
    );
    expect(screen.getByText('3 results')).toBeInTheDocument();
    // cheapest first
    expect(titles()).toEqual(['a', 'c', 'b']);
    const card = within(screen.getAllByTestId('offer-card')[0] as HTMLElement);
    expect(card.getByTestId('offer-total')).toHaveTextContent('€200.00');
    expect(card.getByText('Total for 2 adults, 1 child')).toBeInTheDocument();
    expect(card.getByText('No checked bag')).toBeInTheDocument();
    expect(card.getByText('Non-refundable')).toBeInTheDocument();
    expect(card.getByText('LHR')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Login to book' })).toBeInTheDocument();
  });

  it('sorts by departure and filters by fare, stops and free cancellation', () => {
    render(results([dearEarly, cheapLate, middle]));
    fireEvent.change(screen.getByTestId('results-sort'), { target: { value: 'depart' } });
    expect(titles()).toEqual(['b', 'c', 'a']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free cancellation' }));
    expect(titles()).toEqual(['b']);
    expect(screen.getByText('1 of 3 shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Classic' }));
    expect(titles()).toEqual(['c']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Classic' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Stops' }), { target: { value: '0' } });
    expect(titles()).toEqual(['b', 'a']);
  });

  it('says when the search is sold out instead of listing unbookable offers', () => {
    render(results([], { sold_out: true }));
    expect(screen.getByTestId('results-empty')).toHaveTextContent(
      'Everything for this search is sold out for your party.',
    );
    expect(screen.queryByTestId('offer-card')).not.toBeInTheDocument();
  });

  it('opens the login dialog from Book when signed out', async () => {
    render(results([cheapLate]));
    fireEvent.click(screen.getByRole('button', { name: 'Login to book' }));
    await waitFor(() => expect(auth.openLogin).toHaveBeenCalled());
  });

  it('offers no Book action where the site has booking switched off', () => {
    renderWithIntl(
      <AuthContext.Provider value={auth}>
        <OfferResults results={results([cheapLate])} bookingDisabled />
      </AuthContext.Provider>,
    );
    expect(screen.getByTestId('offer-card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login to book' })).not.toBeInTheDocument();
  });
});

describe('OfferResults (list/{package_id} of a hotel search)', () => {
  // offer() adds a flight's facets; a hotel has its own.
  const hotel = (ref: string, total: number, facets: TOffer['facets']): TOffer => ({
    ...offer(ref, total, {
      kind: 'hotel',
      title: `Hotel ${ref}`,
      subtitle: 'Double room · Bed & breakfast · 3 nights',
      date: '2027-01-10',
      end_date: '2027-01-13',
      time: null,
      segments: [],
      included: ['Bed & breakfast'],
      details: [{ label: 'Distance', value: `${facets.distance} km from Paris` }],
    }),
    facets,
  });
  const cheapFar = hotel('a', 30000, { stars: 3, board: 'RO', refundable: false, distance: 6.5 });
  const dearNear = hotel('b', 60000, { stars: 5, board: 'HB', refundable: true, distance: 0.4 });
  const middle = hotel('c', 45000, { stars: 4, board: 'BB', refundable: true, distance: 2.1 });
  const hotels = (offers: TOffer[]) =>
    results(offers, {
      mode: 'stay1',
      kind: 'hotel',
      kinds: ['hotel'],
      summary: {
        from: null,
        to: 'Paris',
        date: '2027-01-10',
        return_date: '2027-01-13',
        adults: 2,
        children: 0,
        infants: 0,
      },
    });

  it('says the stay, lists the hotels cheapest first, and sorts by stars (most first) and distance', () => {
    render(hotels([dearNear, cheapFar, middle]));
    expect(screen.getByRole('heading', { level: 1, name: 'Hotels' })).toBeInTheDocument();
    expect(screen.getByTestId('results-summary')).toHaveTextContent(
      'Paris · 10-Jan-27 · check-out 13-Jan-27 · 2 adults',
    );
    expect(titles()).toEqual(['a', 'c', 'b']);
    fireEvent.change(screen.getByTestId('results-sort'), { target: { value: 'stars' } });
    expect(titles()).toEqual(['b', 'c', 'a']);
    fireEvent.change(screen.getByTestId('results-sort'), { target: { value: 'distance' } });
    expect(titles()).toEqual(['b', 'c', 'a']);
  });

  it('filters by stars, meals, free cancellation and distance', () => {
    render(hotels([dearNear, cheapFar, middle]));
    fireEvent.click(screen.getByRole('checkbox', { name: '4 stars' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '5 stars' }));
    expect(titles()).toEqual(['c', 'b']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Half board' }));
    expect(titles()).toEqual(['b']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free cancellation' }));
    expect(titles()).toEqual(['c', 'b']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Distance' }), { target: { value: '2.5' } });
    expect(screen.getByText('Distance: Up to 2.5 km')).toBeInTheDocument();
    expect(titles()).toEqual(['c', 'b']);
  });
});
