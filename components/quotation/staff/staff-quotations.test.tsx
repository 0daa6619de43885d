/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { FIXTURE_QUOTATION } from '@/components/planner/fixtures';
import { fakeApi } from '@/components/planner/test-api';
import { filtersFromParams } from '@/lib/client/quotation-filters';
import { StaffQuotations } from './staff-quotations';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn() }) }));

function signedIn(role: string, permission: string[] = []): AuthContextValue {
  return {
    config: {} as AuthContextValue['config'],
    state: {
      loggedIn: true,
      userName: 'arthur',
      user: { role, permission } as unknown as Extract<AuthContextValue['state'], { loggedIn: true }>['user'],
    },
    openLogin: jest.fn(),
    openEditProfile: jest.fn(),
    logout: jest.fn(),
  };
}

const quotation = (n: number, over: Record<string, unknown> = {}) => ({
  ...FIXTURE_QUOTATION,
  id: `Q${n}`,
  lead_id: `L${n}`,
  opp_id: `OPP-1001-00000${n}`,
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', mobile_number: '+44 7700 900123' },
  accepted_at: null,
  ...over,
});

const LIST = 'GET api/partner_integration/v1/quotation/';

const renderList = (auth: AuthContextValue, params: Record<string, string> = {}, bookingDisabled = false) =>
  renderWithIntl(
    <AuthContext.Provider value={auth}>
      <StaffQuotations filters={filtersFromParams(params)} bookingDisabled={bookingDisabled} />
    </AuthContext.Provider>,
  );

describe('StaffQuotations (the staff quotation list)', () => {
  beforeEach(() => mockPush.mockReset());

  it('shows a consumer and an employee without the permission a notice and asks the server nothing', () => {
    for (const auth of [signedIn('Consumer'), signedIn('Agency Employee', ['view all bookings'])]) {
      const api = fakeApi({});
      const { unmount } = renderList(auth);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This page is for agency staff with access to all quotations.',
      );
      expect(api.calls).toHaveLength(0);
      unmount();
    }
  });

  it("lists the page's quotations with the spec's columns, asking with the filters of the address", async () => {
    const api = fakeApi({
      [LIST]: () => ({ body: { count: 45, page: 2, page_size: 20, results: [quotation(1)] } }),
    });
    renderList(signedIn('Agency Employee', ['view all quotations']), {
      travel_date__gte: '2027-05-01',
      search_by: 'destination',
      search_value: 'Rome',
      page: '2',
    });
    const row = await screen.findByTestId('quotation-row');
    const query = Object.fromEntries(api.calls[0]?.url.searchParams ?? []);
    expect(query).toEqual({
      travel_date__gte: '2027-05-01',
      search_by: 'destination',
      search_value: 'Rome',
      page: '2',
    });
    for (const text of [
      '22-Nov-26',
      'OPP-1001-000001',
      '10-May-27',
      'Paris & Rome',
      'Ada Lovelace',
      '€3,123.45',
    ])
      expect(row).toHaveTextContent(text);
    expect(screen.getByTestId('quotation-count')).toHaveTextContent('45 quotations');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/quotations?travel_date__gte=2027-05-01&search_by=destination&search_value=Rome',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/quotations?travel_date__gte=2027-05-01&search_by=destination&search_value=Rome&page=3',
    );
    expect(screen.getByLabelText('Travel from')).toHaveValue('2027-05-01');
    expect(screen.getByLabelText('Search by')).toHaveValue('destination');
    expect(screen.getByRole('link', { name: 'Open quotation OPP-1001-000001' })).toHaveAttribute(
      'href',
      '/quotation-details/L1',
    );
  });

  it('re-sends to the customer and shows what the server said', async () => {
    const api = fakeApi({
      [LIST]: () => ({ body: { count: 1, page: 1, page_size: 20, results: [quotation(1)] } }),
      'POST send_quotation_email/': () => ({
        body: { success: true, message: 'The quotation was sent to the customer.' },
      }),
    });
    renderList(signedIn('Agency Admin'));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Re-send to customer quotation OPP-1001-000001' }),
    );
    expect(await screen.findByText('The quotation was sent to the customer.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ quotation_id: 'Q1' });
  });

  it("shows the server's refusal of a re-send", async () => {
    fakeApi({
      [LIST]: () => ({ body: { count: 1, page: 1, page_size: 20, results: [quotation(1)] } }),
      'POST send_quotation_email/': () => ({
        status: 403,
        body: { message: 'Only agency staff with access to all quotations can do this.' },
      }),
    });
    renderList(signedIn('Agency Admin'));
    fireEvent.click(await screen.findByRole('button', { name: /Re-send to customer/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only agency staff with access to all quotations can do this.',
    );
  });

  it('accepts for the customer, then opens the quotation page to book; an accepted one offers Book', async () => {
    const api = fakeApi({
      [LIST]: () => ({
        body: {
          count: 2,
          page: 1,
          page_size: 20,
          results: [quotation(1), quotation(2, { accepted_at: '2026-11-23T10:00:00.000Z' })],
        },
      }),
      'POST api/booking/accept-quotation': () => ({
        body: { success: true, data: { id: 'Q1', accepted_at: '2026-11-24T10:00:00.000Z' } },
      }),
    });
    renderList(signedIn('Agency'));
    expect(await screen.findByRole('link', { name: 'Book quotation OPP-1001-000002' })).toHaveAttribute(
      'href',
      '/quotation-details/L2',
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Accept for customer and book quotation OPP-1001-000001' }),
    );
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/quotation-details/L1'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ quotation_id: 'Q1' });
  });

  it('offers no accept or book when booking is disabled, and no re-send without a customer e-mail', async () => {
    fakeApi({
      [LIST]: () => ({
        body: {
          count: 1,
          page: 1,
          page_size: 20,
          results: [quotation(1, { customer: { name: 'Ada', email: null, mobile_number: null } })],
        },
      }),
    });
    renderList(signedIn('Agency Admin'), {}, true);
    await screen.findByTestId('quotation-row');
    expect(screen.queryByRole('button', { name: /Accept for customer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-send/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('marks the refused filter with the server’s text', async () => {
    fakeApi({
      [LIST]: () => ({
        status: 400,
        body: {
          message: 'Please check the highlighted fields',
          errors: { created_at__gte: ['Enter a valid date (YYYY-MM-DD).'] },
        },
      }),
    });
    renderList(signedIn('Agency Admin'), { created_at__gte: 'yesterday' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields');
    expect(screen.getByLabelText('Created from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid date (YYYY-MM-DD).')).toBeInTheDocument();
  });
});
