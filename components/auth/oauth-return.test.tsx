/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ShellPathProvider } from '@/components/common/shell-path';
import { renderWithIntl } from '@/components/dialogs/test-intl';
import { OAuthReturn } from './oauth-return';
import { RedirectSignIn } from './redirect-sign-in';

const mockPathname = jest.fn<string, []>();
const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname(),
  useRouter: () => ({ replace: mockReplace }),
}));

const user = {
  id: 'u-1',
  role: 'User',
  guest: false,
  permission: [],
  email: 'ann@example.com',
  details: { first_name: 'Ann', last_name: 'Lee' },
};

function respond(status: number, body: unknown) {
  // jsdom has no Response: the fields callApi reads are enough.
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

function setMobile(mobile: boolean) {
  window.matchMedia = jest.fn().mockImplementation(() => ({
    matches: mobile,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function visit(pathAndQuery: string) {
  window.history.replaceState(null, '', pathAndQuery);
  mockPathname.mockReturnValue(new URL(pathAndQuery, 'http://demo.test').pathname);
  const onSignedIn = jest.fn();
  renderWithIntl(
    <ShellPathProvider tenant="demo">
      <OAuthReturn onSignedIn={onSignedIn} />
    </ShellPathProvider>,
  );
  return onSignedIn;
}

describe('OAuthReturn (§7 user/authenticate_via_oauth)', () => {
  beforeEach(() => {
    mockReplace.mockReset();
    setMobile(false);
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('forwards code and state once, signs the visitor in and goes to /search/trips keeping the fragment', async () => {
    const fetchMock = respond(200, { success: true, message: 'Login successful.', user, user_ui_id: 'ui-9' });
    global.fetch = fetchMock;
    const onSignedIn = visit('/userloginsso?code=c0de&state=st4te#flights');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0][0]).toMatchObject({ email: 'ann@example.com' });
    expect(onSignedIn.mock.calls[0][1]).toBe('ui-9');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/authenticate_via_oauth?code=c0de&state=st4te');
    expect(init.method).toBe('POST');
    expect(mockReplace).toHaveBeenCalledWith('/search/trips#flights');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'An error occured' in a modal on desktop and drops code and state from the address", async () => {
    global.fetch = respond(401, { success: false, message: 'An error occured' });
    const onSignedIn = visit('/userloginsso?code=c0de&state=bad');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('An error occured');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(mockReplace).not.toHaveBeenCalled();
    const left = new URLSearchParams(window.location.search);
    expect(left.has('code') || left.has('state')).toBe(false);
    expect(window.location.pathname).toBe('/userloginsso');
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uses an action sheet with Okay on mobile, also when the network fails', async () => {
    setMobile(true);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    visit('/userloginsso?code=c0de&state=st4te');
    expect(await screen.findByText('An error occured')).toBeInTheDocument();
    const okay = screen.getByRole('button', { name: 'Okay' });
    fireEvent.click(okay);
    await waitFor(() => expect(screen.queryByText('An error occured')).toBeNull());
  });

  it.each([
    '/userloginsso?code=c0de',
    '/userloginsso?state=st4te',
    '/userloginsso',
    '/search/trips?code=c0de&state=st4te',
  ])('calls nothing for %s', async (address) => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const onSignedIn = visit(address);
    // Effects and the promises they start settle inside act: nothing is left to happen later.
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('RedirectSignIn return address', () => {
  it('asks user/redirection_url to return to /userloginsso on this origin', async () => {
    window.matchMedia = jest.fn().mockImplementation(() => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const fetchMock = jest
      .fn()
      .mockResolvedValue({ ok: false, status: 400, json: async () => ({ success: false }) });
    global.fetch = fetchMock;
    renderWithIntl(<RedirectSignIn active onDone={() => {}} />);
    await screen.findByText('An error occured');
    const url = new URL(fetchMock.mock.calls[0][0], window.location.origin);
    expect(url.pathname).toBe('/api/user/redirection_url');
    expect(url.searchParams.get('redirection_url')).toBe(`${window.location.origin}/userloginsso`);
  });
});
