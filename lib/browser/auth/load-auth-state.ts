import { isGuest } from '@/lib/auth/rules';
import { checkAuth, userDetails } from '@/lib/client/auth-session';
import { type AuthState, loggedOut } from './session';
import { persistLoggedIn, refererFor, setUserUiId, userUiId } from './storage';

/**
 * check_auth, then user/details when signed in. Any failure, a guest account or missing details
 * means logged out, and the persisted flag is cleared (§8 "other user-details errors set logged
 * out and clear stored user info").
 */
export async function loadAuthState(): Promise<AuthState> {
  // The page's own address (a share page's carries the referer code); none outside a browser, as
  // when the contract tests drive the sign-in flow from Node.
  const pathname = globalThis.location?.pathname ?? '';
  const check = await checkAuth(userUiId(), refererFor(pathname));
  const auth = check.ok ? check.body : null;
  if (!auth) return loggedOut();
  if (auth.user_ui_id) setUserUiId(auth.user_ui_id);
  const details = await userDetails(true);
  if (!details.ok || !details.body?.success) return loggedOut();
  const user = details.body.user;
  if (isGuest(user)) return loggedOut();
  persistLoggedIn(true);
  return { loggedIn: true, userName: auth.user_name || user.email, user };
}
