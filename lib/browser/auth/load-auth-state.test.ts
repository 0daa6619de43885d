/** @jest-environment jsdom */

import { loadAuthState } from './load-auth-state';
import { STORAGE_KEYS } from './storage';

const USER = {
  id: 'u-1',
  role: 'Consumer',
  email: 'ada@example.com',
  details: { first_name: 'Ada', last_name: 'Lovelace' },
};

/** Answers by path (check_auth/, user/details/), and records the paths asked (and the urls). */
const urls: URL[] = [];
function serve(answers: Record<string, { status?: number; body: unknown }>) {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input), 'http://demo.localhost'));
    const path = new URL(String(input), 'http://demo.localhost').pathname.replace(/^\/api\//, '');
    asked.push(path);
    const answer = Object.entries(answers).find(([p]) => path.startsWith(p))?.[1];
    const status = answer?.status ?? (answer ? 200 : 404);
    // jsdom has no Response: the part of one that callApi reads.
    return { ok: status < 400, status, json: async () => answer?.body ?? {} } as Response;
  }) as typeof fetch;
  return asked;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
  sessionStorage.clear();
  urls.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('check_auth referer', () => {
  it('sends an empty referer when the visitor came by no share address', async () => {
    serve({ 'check_auth/': { body: { auth: false } } });
    await loadAuthState();
    expect(urls[0]?.searchParams.get('referer')).toBe('');
  });

  it('sends the share address code, on the share page and on later pages of the session', async () => {
    window.history.replaceState(null, '', '/user_prof/share/REF42&utm_source=wa');
    serve({ 'check_auth/': { body: { auth: false } } });
    await loadAuthState();
    window.history.replaceState(null, '', '/search/trips');
    await loadAuthState();
    expect(urls.map((u) => u.searchParams.get('referer'))).toEqual(['REF42', 'REF42']);
  });
});

describe('loadAuthState', () => {
  it('is logged out on an answer that claims no session, without asking user/details', async () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    const asked = serve({ 'check_auth/': { body: { auth: false } } });
    expect(await loadAuthState()).toEqual({ loggedIn: false });
    expect(asked).toEqual(['check_auth/']);
    // The stored flag is cleared as for any logged-out answer (§8).
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBeNull();
  });

  it('signs in when check_auth claims a session and user/details answers the user', async () => {
    const asked = serve({
      'check_auth/': { body: { auth: true, user_name: 'Ada L.', user_ui_id: 'ui-7' } },
      'user/details': { body: { success: true, user: USER } },
    });
    expect(await loadAuthState()).toMatchObject({
      loggedIn: true,
      userName: 'Ada L.',
      user: { email: USER.email },
    });
    expect(asked).toEqual(['check_auth/', 'user/details']);
  });

  it('lets the answer reader refuse a claimed session whose other fields are wrong', async () => {
    const asked = serve({
      'check_auth/': { body: { auth: true, user_name: 42 } },
      'user/details': { body: { success: true, user: USER } },
    });
    expect(await loadAuthState()).toEqual({ loggedIn: false });
    expect(asked).toEqual(['check_auth/']);
  });

  it('is logged out when check_auth fails', async () => {
    serve({ 'check_auth/': { status: 500, body: { auth: true } } });
    expect(await loadAuthState()).toEqual({ loggedIn: false });
  });
});
