/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { PeoplePanel } from './people-panel';

/** The console's People panel in the browser: what it shows, what it sends, the server's refusals by field. */

const ME = '00000000-0000-4000-8000-000000000001';
const AGENT = '00000000-0000-4000-8000-000000000002';
const person = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  email: `${id.slice(-1)}@example.com`,
  first_name: id === ME ? 'Marit' : 'Arthur',
  last_name: id === ME ? 'Admin' : 'Agent',
  role: id === ME ? 'Agency Admin' : 'Agency Employee',
  permissions: [],
  invitation: id === ME ? 'none' : 'pending',
  credit_limit: null,
  ...over,
});
const PEOPLE = {
  success: true,
  data: {
    staff: [
      person(ME),
      person(AGENT, {
        credit_limit: { amount: 2500.5, currency: 'GBP' },
        balance: { amount: 1750.5, currency: 'GBP' },
      }),
    ],
    roles: ['Agency Employee', 'Agency Admin'],
    permissions: ['view all bookings', 'view all quotations', 'manage campaigns'],
    you: ME,
  },
};

type Answer = { status?: number; body: unknown };
function fakeApi(routes: Record<string, (body: unknown) => Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: string, init?: { method?: string; body?: unknown }) => {
    const url = new URL(input, 'http://demo.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = route ? route(body) : { status: 404, body: { message: 'not found' } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body };
  }) as unknown as typeof fetch;
  return calls;
}

describe('PeoplePanel', () => {
  it('lists the staff; saves an agent’s permissions and credit; the admin cannot change their own role or remove themselves', async () => {
    const calls = fakeApi({
      'GET api/console/people': () => ({ body: PEOPLE }),
      [`POST api/console/people/${AGENT}`]: () => ({
        body: { success: true, data: { person: person(AGENT) } },
      }),
    });
    renderWithIntl(<PeoplePanel />);
    const cards = await screen.findAllByTestId('console-person');
    expect(cards).toHaveLength(2);
    const [mine, agent] = cards as [HTMLElement, HTMLElement];
    // The agent's wallet: what is left of the limit; the admin has none.
    expect(within(agent).getByTestId('person-balance')).toHaveTextContent(/£1,750\.50$/);
    expect(within(mine).queryByTestId('person-balance')).toBeNull();
    expect(within(mine).getByLabelText('Role')).toBeDisabled();
    expect(within(mine).queryByRole('button', { name: /Remove access/ })).toBeNull();
    expect(within(agent).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(agent).getByLabelText('Amount')).toHaveValue('2500.5');

    fireEvent.click(within(agent).getByLabelText('View all bookings'));
    fireEvent.change(within(agent).getByLabelText('Amount'), { target: { value: '' } });
    fireEvent.click(within(agent).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      role: 'Agency Employee',
      permissions: ['view all bookings'],
      credit_limit: null,
    });
    expect(await screen.findByText('Saved the changes for Arthur Agent.')).toBeInTheDocument();
  });

  it('asks before removing access', async () => {
    const calls = fakeApi({
      'GET api/console/people': () => ({ body: PEOPLE }),
      [`POST api/console/people/${AGENT}/remove`]: () => ({
        body: { success: true, data: { person: person(AGENT, { role: 'Consumer' }) } },
      }),
    });
    renderWithIntl(<PeoplePanel />);
    const [, agent] = (await screen.findAllByTestId('console-person')) as [HTMLElement, HTMLElement];
    fireEvent.click(within(agent).getByRole('button', { name: /Remove access/ }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/remove'))).toBe(true));
    expect(await screen.findByText('Arthur Agent no longer has staff access.')).toBeInTheDocument();
  });

  it('shows the server’s refusals next to the invite form’s fields', async () => {
    fakeApi({
      'GET api/console/people': () => ({ body: PEOPLE }),
      'POST api/console/people/invite': (body) =>
        (body as { email: string }).email === 'taken@example.com'
          ? { status: 409, body: { errors: { message: 'email: taken@example.com already has an account' } } }
          : {
              status: 400,
              body: { errors: { code: 'invalid_request', first_name: ['first_name is required'] } },
            },
    });
    renderWithIntl(<PeoplePanel />);
    const email = await screen.findByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'x@example.com' } });
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(first).toHaveAccessibleDescription('first_name is required');

    fireEvent.change(email, { target: { value: 'taken@example.com' } });
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('email: taken@example.com already has an account'),
    );
  });
});
