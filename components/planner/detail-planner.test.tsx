/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import type { TItinerary } from '@/lib/contract/planner';
import { DetailPlanner, type DetailPreview } from './detail-planner';
import { FIXTURE_ITINERARY, FIXTURE_QUOTATION } from './fixtures';
import { NO_BUDGET } from './routes';
import { fakeApi } from './test-api';

/** The planner's own calls: Add to cart's check_orders beside them is the cart's (components/cart). */
const plannerCalls = <T extends { path: string }>(api: { calls: T[] }): T[] =>
  api.calls.filter((c) => !c.path.startsWith('cart/'));

const mockReplace = jest.fn();
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: mockReplace, push: mockPush }) }));
/** The address bar as the visitor sees it. */
const shownUrl = () => `${window.location.pathname}${window.location.search}`;

/** The lead after swapping Paris's hotel: the backend's repriced answer. */
function swapped(it: TItinerary): TItinerary {
  const v: TItinerary['variant'] = JSON.parse(JSON.stringify(it.variant));
  const paris = v.cities[0];
  if (!paris) throw new Error('fixture has Paris');
  paris.hotel = { ...paris.hotel, code: 'PAR-ALT', name: 'Grand Hôtel Opéra', stars: 5 };
  v.total_price = { amount: 372_345, currency: 'EUR' };
  v.price = { ...v.price, total: v.total_price };
  return { ...it, variant: v };
}

function auth(loggedIn: boolean, openLogin = jest.fn()): AuthContextValue {
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

function renderPlanner(
  lead: string | null,
  value: AuthContextValue = auth(true),
  bookingDisabled = false,
  fromServer: { initial?: TItinerary; preview?: DetailPreview } = {},
) {
  return renderWithIntl(
    <AuthContext.Provider value={value}>
      <DetailPlanner
        packageId="PKG123"
        index={0}
        lead={lead}
        priceInclusive
        budget={NO_BUDGET}
        bookingDisabled={bookingDisabled}
        initial={fromServer.initial}
        preview={fromServer.preview}
      />
    </AuthContext.Provider>,
  );
}

beforeEach(() => {
  mockReplace.mockReset();
  mockPush.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('DetailPlanner (detail/{package_id})', () => {
  it('creates the lead, writes it into the URL, and a hotel swap reprices through put_itinerary', async () => {
    const api = fakeApi({
      'POST put_itinerary': (body) => {
        const b = body as { change?: { type: string } };
        return { body: b.change ? swapped(FIXTURE_ITINERARY) : FIXTURE_ITINERARY };
      },
    });
    renderPlanner(null);
    expect(await screen.findByTestId('total-price')).toHaveTextContent('€3,123.45');
    expect(plannerCalls(api)[0]).toMatchObject({
      method: 'POST',
      path: 'put_itinerary',
      body: { package_id: 'PKG123', index: 0 },
    });
    expect(shownUrl()).toBe('/detail/PKG123?index=0&lead=LEAD42');
    // Written into the address only: no server round trip re-rendering the page.
    expect(mockReplace).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Change hotel in Paris' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose Grand Hôtel Opéra' }));
    await waitFor(() => expect(screen.getByTestId('total-price')).toHaveTextContent('€3,723.45'));
    expect(plannerCalls(api)[1]?.body).toEqual({
      lead_id: 'LEAD42',
      change: { type: 'swap_hotel', city_index: 0, hotel_code: 'PAR-ALT' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Price updated: €3,723.45');
    expect(screen.getAllByTestId('hotel-name')[0]).toHaveTextContent('Grand Hôtel Opéra');
  });

  it('loads the lead of the URL instead of creating one; removing an activity sends its item id', async () => {
    const api = fakeApi({
      'GET get_itinerary': () => ({ body: FIXTURE_ITINERARY }),
      'POST put_itinerary': () => ({ status: 400, body: { message: 'nope' } }),
    });
    renderPlanner('LEAD42');
    await screen.findByTestId('total-price');
    expect(plannerCalls(api)[0]).toMatchObject({ method: 'GET', path: 'get_itinerary' });
    expect(plannerCalls(api)[0]?.url.searchParams.get('lead_id')).toBe('LEAD42');
    expect(mockReplace).not.toHaveBeenCalled();
    expect(shownUrl()).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Seine river cruise' }));
    await waitFor(() => expect(plannerCalls(api)).toHaveLength(2));
    expect(plannerCalls(api)[1]?.body).toEqual({
      lead_id: 'LEAD42',
      change: { type: 'remove_activity', item_id: 'd1-a1' },
    });
    // The planner's refusal says why.
    expect(await screen.findByText('nope')).toBeInTheDocument();
  });

  it('says only that a change failed when the server had no reason for the traveller', async () => {
    fakeApi({
      'GET get_itinerary': () => ({ body: FIXTURE_ITINERARY }),
      'POST put_itinerary': () => ({ status: 500, body: { message: 'Internal error' } }),
    });
    renderPlanner('LEAD42');
    await screen.findByTestId('total-price');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Seine river cruise' }));
    expect(await screen.findByText('This change could not be made. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
  });

  it('offers room, transfer and activity choices only when the lead carries them', async () => {
    const withOptions: TItinerary = {
      ...FIXTURE_ITINERARY,
      transfer_options: [
        {
          item_id: 'd1-t1',
          transfers: [{ code: 'TR-VAN', title: 'Shared shuttle', price: { amount: 2_000, currency: 'EUR' } }],
        },
      ],
      activity_options: [{ day: 4, activities: [{ code: 'ACT-COL', title: 'Colosseum tour', price: null }] }],
    };
    const api = fakeApi({
      'GET get_itinerary': () => ({ body: withOptions }),
      'POST put_itinerary': () => ({ body: withOptions }),
    });
    renderPlanner('LEAD42');
    await screen.findByTestId('total-price');
    expect(screen.queryByLabelText(/Room type for room 1/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Transfer: Airport to hotel'), { target: { value: 'TR-VAN' } });
    await waitFor(() => expect(plannerCalls(api)).toHaveLength(2));
    expect(plannerCalls(api)[1]?.body).toMatchObject({
      change: { type: 'change_transfer', item_id: 'd1-t1', transfer_code: 'TR-VAN' },
    });
    await waitFor(() => expect(screen.getByLabelText('Add an activity to day 4')).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Add an activity to day 4'), { target: { value: 'ACT-COL' } });
    await waitFor(() => expect(plannerCalls(api)).toHaveLength(3));
    expect(plannerCalls(api)[2]?.body).toMatchObject({
      change: { type: 'add_activity', day: 4, activity_code: 'ACT-COL' },
    });
    expect(screen.queryByLabelText('Add an activity to day 1')).not.toBeInTheDocument();
  });

  it('offers the other journeys of a leg (other departures too) with mode, carrier, times and price, and changes to the one picked', async () => {
    const withLegs: TItinerary = {
      ...FIXTURE_ITINERARY,
      leg_options: [
        {
          item_id: 'd4-l1',
          legs: [
            {
              code: 'LEG-PAR-ROM',
              mode: 'flight',
              carrier: 'Skyline Air',
              depart: '14:30',
              arrive: '16:45',
              duration_minutes: 135,
              price: { amount: 45_000, currency: 'EUR' },
            },
            {
              code: 'LEG-RAIL',
              mode: 'rail',
              carrier: 'EuroRail',
              depart: '08:10',
              arrive: '19:20',
              duration_minutes: 670,
              price: { amount: 31_000, currency: 'EUR' },
            },
            {
              code: 'LEG-NIGHT',
              mode: 'ferry',
              carrier: 'Blue Star Ferries',
              depart: '19:00',
              arrive: '07:45',
              duration_minutes: 765,
              price: { amount: 28_000, currency: 'EUR' },
            },
          ],
        },
      ],
    };
    const api = fakeApi({
      'GET get_itinerary': () => ({ body: withLegs }),
      'POST put_itinerary': () => ({ body: withLegs }),
    });
    renderPlanner('LEAD42');
    await screen.findByTestId('total-price');
    const select = screen.getByLabelText('Journey: Paris to Rome');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Flight 09:00–11:15 (current)',
      'Flight · Skyline Air · 14:30–16:45 · 2h 15m · €450.00',
      'Train · EuroRail · 08:10–19:20 · 11h 10m · €310.00',
      'Ferry · Blue Star Ferries · 19:00–07:45 (+1 day) · 12h 45m · €280.00',
    ]);
    // The same flight later that day is a journey of its own: the departure goes with the code.
    fireEvent.change(select, { target: { value: 'LEG-PAR-ROM@14:30' } });
    await waitFor(() => expect(plannerCalls(api)).toHaveLength(2));
    expect(plannerCalls(api)[1]?.body).toMatchObject({
      change: { type: 'change_leg', item_id: 'd4-l1', leg_code: 'LEG-PAR-ROM', departure: '14:30' },
    });
    await waitFor(() => expect(screen.getByLabelText('Journey: Paris to Rome')).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Journey: Paris to Rome'), {
      target: { value: 'LEG-RAIL@08:10' },
    });
    await waitFor(() => expect(plannerCalls(api)).toHaveLength(3));
    expect(plannerCalls(api)[2]?.body).toMatchObject({
      change: { type: 'change_leg', item_id: 'd4-l1', leg_code: 'LEG-RAIL', departure: '08:10' },
    });
  });

  it('shows no journey choice when the lead offers none', async () => {
    fakeApi({ 'GET get_itinerary': () => ({ body: FIXTURE_ITINERARY }) });
    renderPlanner('LEAD42');
    await screen.findByTestId('total-price');
    expect(screen.queryByLabelText(/^Journey:/)).not.toBeInTheDocument();
  });

  it('Generate Quotation asks a signed-out visitor to log in first, then generates and opens the quotation', async () => {
    const api = fakeApi({
      'GET get_itinerary': () => ({ body: FIXTURE_ITINERARY }),
      'POST generate_quotation': () => ({ body: FIXTURE_QUOTATION }),
    });
    const openLogin = jest.fn();
    renderPlanner('LEAD42', auth(false, openLogin));
    await screen.findByTestId('total-price');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Quotation' }));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(plannerCalls(api).some((c) => c.path === 'generate_quotation')).toBe(false);
    act(() => openLogin.mock.calls[0][0].afterLogin());
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/quotation-details/LEAD42'));
    expect(plannerCalls(api).find((c) => c.path === 'generate_quotation')?.body).toEqual({
      lead_id: 'LEAD42',
    });
  });

  it('offers Book for the lead, which reprices it first; none where the agency switched booking off', async () => {
    const api = fakeApi({
      'GET get_itinerary': () => ({ body: FIXTURE_ITINERARY }),
      'POST api/booking/variant/reprice': () => ({
        status: 409,
        body: { message: 'Part of this trip is gone.' },
      }),
    });
    const { unmount } = renderPlanner('LEAD42');
    await screen.findByTestId('total-price');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Part of this trip is gone.')).toBeInTheDocument();
    expect(plannerCalls(api)[1]).toMatchObject({
      method: 'POST',
      path: 'api/booking/variant/reprice',
      body: { lead_id: 'LEAD42' },
    });
    unmount();

    renderPlanner('LEAD42', auth(true), true);
    await screen.findAllByTestId('total-price');
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate Quotation' })).toBeInTheDocument();
  });

  it("shows the URL's lead the server read at once, fetches nothing, and its changes still reprice", async () => {
    const api = fakeApi({
      'POST put_itinerary': () => ({ body: swapped(FIXTURE_ITINERARY) }),
    });
    renderPlanner('LEAD42', auth(true), false, { initial: FIXTURE_ITINERARY });
    // Rendered without waiting for anything: the page as served.
    expect(screen.getByTestId('total-price')).toHaveTextContent('€3,123.45');
    expect(screen.getByRole('button', { name: 'Remove Seine river cruise' })).toBeEnabled();
    await act(async () => undefined);
    expect(plannerCalls(api)).toEqual([]);
    expect(mockReplace).not.toHaveBeenCalled();
    expect(shownUrl()).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Change hotel in Paris' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose Grand Hôtel Opéra' }));
    await waitFor(() => expect(screen.getByTestId('total-price')).toHaveTextContent('€3,723.45'));
    expect(plannerCalls(api)[0]?.body).toEqual({
      lead_id: 'LEAD42',
      change: { type: 'swap_hotel', city_index: 0, hotel_code: 'PAR-ALT' },
    });
  });

  it("loads the URL's lead itself when the server's reading is another lead", async () => {
    const api = fakeApi({ 'GET get_itinerary': () => ({ body: FIXTURE_ITINERARY }) });
    renderPlanner('LEAD42', auth(true), false, { initial: { ...FIXTURE_ITINERARY, lead_id: 'OTHER' } });
    await screen.findByTestId('total-price');
    expect(plannerCalls(api)[0]).toMatchObject({ method: 'GET', path: 'get_itinerary' });
    expect(document.querySelector('[data-lead]')?.getAttribute('data-lead')).toBe('LEAD42');
  });

  it('shows the variant with its controls in place, disabled, until the lead is made', async () => {
    const withRooms: TItinerary = {
      ...FIXTURE_ITINERARY,
      activity_options: [{ day: 1, activities: [{ code: 'ACT-X', title: 'Louvre tour', price: null }] }],
    };
    // put_itinerary answers when the test says so: the page as served stays until then.
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = fakeApi({ 'POST put_itinerary': () => ({ body: withRooms }) });
    const served = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('put_itinerary')) await gate;
      return served?.(input, init) as never;
    });
    renderPlanner(null, auth(true), false, {
      preview: { search: FIXTURE_ITINERARY.search, variant: FIXTURE_ITINERARY.variant },
    });
    // The trip as served, before the lead exists.
    expect(screen.getByTestId('total-price')).toHaveTextContent('€3,123.45');
    expect(screen.getAllByTestId('hotel-name')[0]).toHaveTextContent(
      FIXTURE_ITINERARY.variant.cities[0]?.hotel.name ?? '',
    );
    expect(document.querySelector('[data-lead]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change hotel in Paris' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Seine river cruise' })).toBeDisabled();
    expect(screen.getByLabelText('Add an activity to day 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();

    await act(async () => answer());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change hotel in Paris' })).toBeEnabled());
    expect(document.querySelector('[data-lead]')?.getAttribute('data-lead')).toBe('LEAD42');
    expect(screen.getByLabelText('Add an activity to day 1')).toBeEnabled();
    // Days the lead offers nothing for lose their placeholder.
    expect(screen.queryByLabelText('Add an activity to day 4')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(shownUrl()).toBe('/detail/PKG123?index=0&lead=LEAD42');
    // Written into the address only: no server round trip re-rendering the page.
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('shows the error with a retry when the lead cannot be made', async () => {
    fakeApi({ 'POST put_itinerary': () => ({ status: 500, body: {} }) });
    renderPlanner(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, this trip cannot be prepared right now.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
