/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AuthContext, type AuthContextValue } from '@/components/auth/auth-context';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import type { TCustomer } from '@/lib/contract/customers';
import { NotifyEngine } from './notify-engine';

/** The notifications-engine page in the browser: who sees it, the Customers panel's calls and what it shows. */

function signedIn(role: string, permission: string[] = [], featureOn = true): AuthContextValue {
  return {
    config: { notificationEngineEnabled: featureOn } as AuthContextValue['config'],
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
const AGENT = signedIn('Agency Employee', ['manage campaigns']);

const customer = (n: number, over: Partial<TCustomer> = {}): TCustomer => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  first_name: `Ada${n}`,
  last_name: 'Lovelace',
  email: `ada${n}@example.com`,
  mobile: null,
  city: null,
  country: null,
  tags: [],
  subscribed: true,
  unsubscribed_at: null,
  source: 'import',
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  ...over,
});

type Answer = { status?: number; body: unknown };
/** A fake /api/: by "METHOD path", recording each call (a body sent as a file is kept as it is). */
function fakeApi(routes: Record<string, (url: URL, body: unknown) => Answer>) {
  const calls: { method: string; path: string; url: URL; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: string, init?: { method?: string; body?: unknown }) => {
    const url = new URL(input, 'http://demo.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push({ method, path, url, body });
    const route = routes[`${method} ${path}`];
    const answer = route ? route(url, body) : { status: 404, body: { message: 'not found' } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

const LIST = 'api/v1/customer/customer';
const page = (results: TCustomer[], count = results.length) => ({
  body: { count, page: 1, page_size: 20, results },
});

const renderEngine = (auth: AuthContextValue, tab: 'campaigns' | 'customers' = 'customers') =>
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AuthContext.Provider value={auth}>
        <NotifyEngine tab={tab} />
      </AuthContext.Provider>
    </SWRConfig>,
  );

describe('NotifyEngine (the notifications-engine page)', () => {
  it('shows a notice and asks nothing of a consumer, an employee without the permission, or where the feature is off', () => {
    for (const auth of [
      signedIn('Consumer'),
      signedIn('Agency Employee', ['view all bookings']),
      signedIn('Agency Admin', [], false),
    ]) {
      const calls = fakeApi({});
      const { unmount } = renderEngine(auth);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Only agency staff who manage campaigns can use the notifications engine.',
      );
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(calls).toHaveLength(0);
      unmount();
    }
  });

  it('marks the current section and shows its panel (Campaigns asks for the campaigns)', async () => {
    const calls = fakeApi({ 'GET api/v1/customer/campaign': () => ({ body: [] }) });
    renderEngine(AGENT, 'campaigns');
    const nav = screen.getByRole('navigation', { name: 'Notifications engine sections' });
    expect(within(nav).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/notifications-engine?tab=customers',
    );
    expect(screen.getByRole('heading', { name: 'Campaigns', level: 2 })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.path === 'api/v1/customer/campaign')).toBe(true),
    );
  });

  it('lists customers with their subscription, searches and pages', async () => {
    const calls = fakeApi({
      [`GET ${LIST}`]: (url) =>
        url.searchParams.get('search')
          ? page([customer(7)])
          : page([customer(1), customer(2, { subscribed: false, mobile: '+447911123456' })], 45),
    });
    renderEngine(AGENT);
    expect(await screen.findByTestId('customer-count')).toHaveTextContent('45 customers');
    const rows = within(screen.getByTestId('customer-list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Ada1 Lovelace');
    expect(rows[0]).toHaveTextContent('Subscribed');
    expect(rows[1]).toHaveTextContent('Unsubscribed');
    expect(rows[1]).toHaveTextContent('ada2@example.com·+447911123456');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: ' ada7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('customer-count')).toHaveTextContent('1 customer'));
    expect(Object.fromEntries(calls.at(-1)?.url.searchParams ?? [])).toEqual({ search: 'ada7', page: '1' });

    fireEvent.change(screen.getByLabelText('Subscription'), { target: { value: 'false' } });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('subscribed')).toBe('false'));
  });

  it("adds a customer through the dialog: the form's own check first, then the server's field error under its field", async () => {
    const calls = fakeApi({
      [`GET ${LIST}`]: () => page([]),
      [`POST ${LIST}`]: () => ({
        status: 409,
        body: {
          message: 'Another customer already has this e-mail address.',
          errors: { code: 'customer_exists', email: ['Another customer already has this e-mail address.'] },
        },
      }),
    });
    renderEngine(AGENT);
    await screen.findByTestId('customer-count');
    fireEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an e-mail address or a mobile number.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'Grace@Example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'navy, cobol' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Another customer already has this e-mail address.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      first_name: 'Grace',
      email: 'grace@example.com',
      tags: ['navy', 'cobol'],
    });
  });

  it('imports a CSV file and shows the report with each rejected row named', async () => {
    const calls = fakeApi({
      [`GET ${LIST}`]: () => page([]),
      'POST api/v1/customer/customer_upload': () => ({
        body: {
          rows: 1000,
          created: 990,
          merged: 7,
          rejected: 3,
          errors: [
            { row: 12, field: 'email', message: 'Enter an e-mail address or a mobile number.' },
            { row: 502, field: 'email', message: 'Enter a valid e-mail address.' },
            { row: 1001, field: 'first_name', message: 'First name is required.' },
          ],
        },
      }),
    });
    renderEngine(AGENT);
    await screen.findByTestId('customer-count');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose a CSV file first.')).toBeInTheDocument();

    const file = new File(['first_name,email\nA,a@example.com\n'], 'customers.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByTestId('import-report');
    expect(report).toHaveTextContent('1,000 rows read: 997 kept (990 new, 7 merged), 3 rejected.');
    expect(
      within(screen.getByTestId('import-errors'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 12, email: Enter an e-mail address or a mobile number.',
      'Row 502, email: Enter a valid e-mail address.',
      'Row 1001, first_name: First name is required.',
    ]);
    const upload = calls.find((c) => c.path === 'api/v1/customer/customer_upload');
    expect(upload?.body).toBe(file);
    // The list is asked again after the import.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
  });
});
