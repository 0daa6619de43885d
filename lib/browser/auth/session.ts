import type { TUser } from '@/lib/contract/auth';
import { persistLoggedIn, setUserUiId } from './storage';

export type AuthUser = TUser;

/** What the browser knows about the visitor (spec §3 Auth state, §4 Login status). */
export type AuthState = { loggedIn: false } | { loggedIn: true; userName: string; user: AuthUser };

export const LOGGED_OUT: AuthState = { loggedIn: false };

/** Logged out: the persisted flag cleared. */
export function loggedOut(): AuthState {
  persistLoggedIn(false);
  return LOGGED_OUT;
}

/** After a successful login or OTP verification: the user the server answered with. */
export function loggedInAs(user: AuthUser, userUiIdFromServer?: string | null): AuthState {
  if (userUiIdFromServer) setUserUiId(userUiIdFromServer);
  persistLoggedIn(true);
  return { loggedIn: true, userName: user.email, user };
}
