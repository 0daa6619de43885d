/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { FIXTURE_QUOTATION } from '@/components/planner/fixtures';
import { fakeApi } from '@/components/planner/test-api';
import { QuotationDetails } from './quotation-details';

function auth(loggedIn: boolean | undefined, openLogin = jest.fn()): AuthContextValue {
  return {
    config: {} as AuthContextValue['config'],
    state:
      loggedIn === undefined
        ? undefined
        : loggedIn
          ? ({ loggedIn: true, userName: 'ann', user: {} } as unknown as AuthContextValue['state'])
          : { loggedIn: false },
    openLogin,
    openEditProfile: jest.fn(),
    logout: jest.fn(),
  };
}

const renderPage = (value: AuthContextValue, bookingDisabled = false) =>
  renderWithIntl(
    <AuthContext.Provider value={value}>
      <QuotationDetails leadId="LEAD42" bookingDisabled={bookingDisabled} />
    </AuthContext.Provider>,
  );

describe('QuotationDetails (quotation-details/{id})', () => {
  it('asks a signed-out visitor to log in and loads nothing', () => {
    const api = fakeApi({});
    const openLogin = jest.fn();
    renderPage(auth(false, openLogin));
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to continue');
    expect(openLogin).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(openLogin).toHaveBeenCalledTimes(2);
    expect(api.calls).toHaveLength(0);
  });

  it('shows every field of §2 with plurals, the price and the Download Quotation button', async () => {
    const api = fakeApi({ 'GET quotation_details': () => ({ body: FIXTURE_QUOTATION }) });
    renderPage(auth(true));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trip to Paris & Rome' }),
    ).toBeInTheDocument();
    expect(api.calls[0]?.url.searchParams.get('lead_id')).toBe('LEAD42');
    expect(screen.getByTestId('quotation-date')).toHaveTextContent('22-Nov-26');
    expect(screen.getByTestId('quotation-opp-id')).toHaveTextContent('OPP-1001-000042');
    expect(screen.getByTestId('quotation-travel-date')).toHaveTextContent('10-May-27');
    expect(screen.getByText('London')).toBeInTheDocument();
    const travellers = screen.getByTestId('quotation-travellers');
    expect(travellers).toHaveTextContent('2 Adults');
    expect(travellers).toHaveTextContent('1 Child');
    expect(travellers).toHaveTextContent('No Infants');
    expect(screen.getByRole('link', { name: FIXTURE_QUOTATION.trip_url })).toHaveAttribute(
      'href',
      FIXTURE_QUOTATION.trip_url,
    );
    expect(screen.getByText('consumer@wanderlight.example')).toBeInTheDocument();
    expect(screen.getByText('+44 7700 900123')).toBeInTheDocument();
    expect(screen.getByTestId('quotation-price')).toHaveTextContent('€3,123.45');
    expect(screen.getByRole('button', { name: 'Download Quotation' })).toBeEnabled();
  });

  it('reads a quotation in §3’s spelling (an external Travel API’s answer)', async () => {
    fakeApi({
      'GET quotation_details': () => ({
        body: {
          success: true,
          data: {
            'Quotation Date': '2026-11-22T09:30:00Z',
            'Opportunity ID': 'OPP-5002-0042',
            'Travel Date': '14-03-2027',
            'Trip URL': 'https://atlas.example/detail/PK-77',
            departure_city: 'Dubai',
            Destinations: 'Baku, Tbilisi',
            'Customer Details': {
              name: 'Omar Saleh',
              email: 'omar@client.example',
              mobile: '+971 50 765 4321',
            },
            Price: { amount: '8450.50', currency: 'AED' },
            quote_pdf: null,
            lead_id: 'LEAD42',
            adults: 2,
            children: 0,
            infants: 1,
          },
        },
      }),
    });
    renderPage(auth(true));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trip to Baku & Tbilisi' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('quotation-date')).toHaveTextContent('22-Nov-26');
    expect(screen.getByTestId('quotation-opp-id')).toHaveTextContent('OPP-5002-0042');
    expect(screen.getByTestId('quotation-travel-date')).toHaveTextContent('14-Mar-27');
    expect(screen.getByText('Dubai')).toBeInTheDocument();
    expect(screen.getByTestId('quotation-travellers')).toHaveTextContent('2 Adults');
    expect(screen.getByText('omar@client.example')).toBeInTheDocument();
    expect(screen.getByText('+971 50 765 4321')).toBeInTheDocument();
    expect(screen.getByTestId('quotation-price')).toHaveTextContent('AED');
    expect(screen.getByTestId('quotation-price')).toHaveTextContent('8,450.50');
  });

  it('uses singular and plural forms as the counts say', async () => {
    fakeApi({
      'GET quotation_details': () => ({ body: { ...FIXTURE_QUOTATION, adults: 1, children: 3, infants: 1 } }),
    });
    renderPage(auth(true));
    const travellers = await screen.findByTestId('quotation-travellers');
    expect(travellers).toHaveTextContent('1 Adult');
    expect(travellers).not.toHaveTextContent('1 Adults');
    expect(travellers).toHaveTextContent('3 Children');
    expect(travellers).toHaveTextContent('1 Infant');
  });

  it('a failed download says the spec’s message', async () => {
    const api = fakeApi({
      'GET quotation_details': () => ({ body: FIXTURE_QUOTATION }),
      'POST api/pdf/generate/': () => ({ status: 500, body: { success: false } }),
    });
    renderPage(auth(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Download Quotation' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'api/pdf/generate/')?.body).toEqual({
      type: 'quotation',
      data: { lead_id: 'LEAD42' },
    });
  });

  it('spins while the PDF is generated, then downloads the file', async () => {
    jest.useFakeTimers();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      let ready = false;
      fakeApi({
        'GET quotation_details': () => ({ body: FIXTURE_QUOTATION }),
        'POST api/pdf/generate/': () => ({ body: { success: true, ref_key: 'REF9' } }),
        'POST api/pdf/get/': () => ({
          body: ready
            ? { success: true, status: 'done', path: ['/api/api/pdf/file/REF9.pdf'] }
            : { success: false, status: 'running', path: [] },
        }),
      });
      renderPage(auth(true));
      const button = await screen.findByRole('button', { name: 'Download Quotation' });
      fireEvent.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      expect(button).toBeDisabled();
      expect(screen.getByText('Download is in progress ! Please wait...')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(button).toBeDisabled();
      ready = true;
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(button).toBeEnabled());
      expect(click).toHaveBeenCalledTimes(1);
      expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(
        '/api/api/pdf/file/REF9.pdf',
      );
    } finally {
      click.mockRestore();
      jest.useRealTimers();
    }
  });

  it('offers Accept, then Book, on a quotation of the built-in backend; neither where booking is off', async () => {
    fakeApi({ 'GET quotation_details': () => ({ body: { ...FIXTURE_QUOTATION, accepted_at: null } }) });
    const { unmount } = renderPage(auth(true));
    expect(await screen.findByRole('button', { name: 'Accept quotation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    unmount();

    fakeApi({
      'GET quotation_details': () => ({
        body: { ...FIXTURE_QUOTATION, accepted_at: '2026-11-23T09:00:00Z' },
      }),
    });
    const accepted = renderPage(auth(true));
    expect(await screen.findByRole('button', { name: 'Book' })).toBeInTheDocument();
    expect(screen.getByTestId('quotation-accepted')).toHaveTextContent('23-Nov-26');
    accepted.unmount();

    fakeApi({ 'GET quotation_details': () => ({ body: FIXTURE_QUOTATION }) });
    renderPage(auth(true), true);
    await screen.findByTestId('quotation-price');
    expect(screen.queryByRole('button', { name: 'Accept quotation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });
});
