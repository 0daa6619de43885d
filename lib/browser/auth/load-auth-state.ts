import { isGuest } from '@/lib/auth/rules';
import { callApi } from '@/lib/client/browser-api';
import { AUTH_PATHS } from '@/lib/contract/auth-constants';
import { type AuthState, loggedOut } from './session';
import { persistLoggedIn, setUserUiId, userUiId } from './storage';

/**
 * Only a check_auth answer whose `auth` is true can sign anyone in: every other answer (false,
 * missing, not an object) is logged out whatever else it holds. Most visitors are not signed in, so
 * this spares them the answer readers (zod, ~26 kB gzipped and ~35 ms of evaluation on a mid-range
 * phone) on every page; the readers still decide for every answer that claims a session.
 */
export function claimsSession(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { auth?: unknown }).auth === true;
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
  if (!check.ok || !claimsSession(check.body)) return loggedOut();
  const { ZCheckAuthResponse, ZUserDetailsResponse } = await import('@/lib/contract/auth');
  const auth = ZCheckAuthResponse.safeParse(check.body);
  if (!auth.success) return loggedOut();
  if (auth.data.user_ui_id) setUserUiId(auth.data.user_ui_id);
  const res = await callApi<unknown>(AUTH_PATHS.details, { query: { extend_session: true } });
  const details = ZUserDetailsResponse.safeParse(res.body);
  if (!res.ok || !details.success || !details.data.success) return loggedOut();
  const user = details.data.user;
  if (isGuest(user)) return loggedOut();
  persistLoggedIn(true);
  return { loggedIn: true, userName: auth.data.user_name || user.email, user };
}
