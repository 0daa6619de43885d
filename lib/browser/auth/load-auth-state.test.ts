/** @jest-environment jsdom */

import { loadAuthState } from './load-auth-state';
import { STORAGE_KEYS } from './storage';

const USER = {
  id: 'u-1',
  role: 'Consumer',
  email: 'ada@example.com',
  details: { first_name: 'Ada', last_name: 'Lovelace' },
};

/** Answers by path (check_auth/, user/details/), and records the paths asked. */
function serve(answers: Record<string, { status?: number; body: unknown }>) {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
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
