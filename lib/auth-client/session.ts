import { callApi } from '@/lib/client/browser-api';
import { AUTH_PATHS, type TUser, ZCheckAuthResponse, ZUserDetailsResponse } from '@/lib/contract/auth';
import { isGuest } from './rules';
import { persistLoggedIn, setUserUiId, userUiId } from './storage';

export type AuthUser = TUser;

/** What the browser knows about the visitor (spec §3 Auth state, §4 Login status). */
export type AuthState = { loggedIn: false } | { loggedIn: true; userName: string; user: AuthUser };

export const LOGGED_OUT: AuthState = { loggedIn: false };

function loggedOut(): AuthState {
  persistLoggedIn(false);
  return LOGGED_OUT;
}

/**
 * check_auth, then user/details when signed in. Any failure, a guest account or missing details
 * means logged out, and the persisted flag is cleared (§8 "other user-details errors set logged
 * out and clear stored user info").
 */
export async function loadAuthState(): Promise<AuthState> {
  const check = await callApi<unknown>(AUTH_PATHS.checkAuth, {
    query: { user_ui_id: userUiId(), referer: '', utm_profile: 0 },
  });
  const auth = ZCheckAuthResponse.safeParse(check.body);
  if (!check.ok || !auth.success || !auth.data.auth) return loggedOut();
  if (auth.data.user_ui_id) setUserUiId(auth.data.user_ui_id);
  const res = await callApi<unknown>(AUTH_PATHS.details, { query: { extend_session: true } });
  const details = ZUserDetailsResponse.safeParse(res.body);
  if (!res.ok || !details.success || !details.data.success) return loggedOut();
  const user = details.data.user;
  if (isGuest(user)) return loggedOut();
  persistLoggedIn(true);
  return { loggedIn: true, userName: auth.data.user_name || user.email, user };
}

/** After a successful login or OTP verification: the user the server answered with. */
export function loggedInAs(user: AuthUser, userUiIdFromServer?: string | null): AuthState {
  if (userUiIdFromServer) setUserUiId(userUiIdFromServer);
  persistLoggedIn(true);
  return { loggedIn: true, userName: user.email, user };
}

export { loggedOut };
