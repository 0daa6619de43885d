import { callApi } from '@/lib/client/browser-api';
import { AUTH_PATHS, ZCheckAuthResponse, ZUserDetailsResponse } from '@/lib/contract/auth';
import { isGuest } from './rules';
import { type AuthState, loggedOut } from './session';
import { persistLoggedIn, setUserUiId, userUiId } from './storage';

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
