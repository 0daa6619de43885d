import type { z } from 'zod';
import type { LoginTransport } from '@/lib/auth/login-transport';
import { isGuest } from '@/lib/auth/rules';
import type { ApiResult } from '@/lib/client/answer';
import {
  acceptInvitationLink,
  agencyCredit,
  authenticate,
  authenticateWithOauthCode,
  confirmPhone,
  deleteUser,
  endSession,
  oauthRedirection,
  requestPasswordReset,
  saveUser,
  sendLoginCode,
  sendPhoneVerificationCode,
  verifyLoginCode,
} from '@/lib/client/auth';
import { userDetails } from '@/lib/client/auth-session';
import {
  AUTH_MESSAGES,
  type TForgotPasswordRequest,
  type TLoginRequest,
  type ZLoginResponse,
} from '@/lib/contract/auth';
import type { TRegistrationRequest } from '@/lib/contract/auth-registration';
import type { AuthUser } from './session';

/**
 * The sign-in calls of the dialogs, each answering `{ ok, message }` with the spec §8 text to show.
 * A message the server wrote for users (rate limit, 'User not found', validation) wins over the
 * generic text; transport failures get the generic text, never a technical one.
 */

export type Outcome<T = undefined> =
  | { ok: true; message: string; value: T }
  | { ok: false; message: string; status: number };

const fail = (r: ApiResult<unknown>, fallback: string): { ok: false; message: string; status: number } => ({
  ok: false,
  message: r.message ?? fallback,
  status: r.status,
});

type SignedIn = { user: AuthUser; userUiId: string | null };

/**
 * The user a successful sign-in answer names, or (§7 promises no user in that answer) the one
 * user/details gives for the session the answer just opened; null when neither has one.
 */
async function signedInUser(answer: z.infer<typeof ZLoginResponse> | null): Promise<SignedIn | null> {
  if (!answer?.success) return null;
  const userUiId = answer.user_ui_id ?? null;
  if (answer.user) return { user: answer.user, userUiId };
  const r = await userDetails();
  return r.ok && r.body?.success ? { user: r.body.user, userUiId } : null;
}

/** authenticate (spec §7): the user on success; 'Guest users cannot login' for a guest. */
export async function login(input: TLoginRequest, transport: LoginTransport): Promise<Outcome<SignedIn>> {
  const r = await authenticate(input.email, transport);
  const signed = r.ok ? await signedInUser(r.body) : null;
  if (signed) {
    if (isGuest(signed.user)) return { ok: false, message: AUTH_MESSAGES.guestCannotLogin, status: 403 };
    return { ok: true, message: AUTH_MESSAGES.loginSuccess, value: signed };
  }
  if (r.status === 0 || r.status >= 500)
    return fail({ ...r, message: null }, AUTH_MESSAGES.genericLoginError);
  return fail(r, AUTH_MESSAGES.loginFailure);
}

export async function forgotPassword(input: TForgotPasswordRequest): Promise<Outcome> {
  const r = await requestPasswordReset(input);
  if (r.ok && r.body?.success) return { ok: true, message: AUTH_MESSAGES.forgotSuccess, value: undefined };
  if (r.status === 429) return fail(r, AUTH_MESSAGES.forgotFailure);
  return { ok: false, message: AUTH_MESSAGES.forgotFailure, status: r.status };
}

export async function generateOtp(username: string): Promise<Outcome> {
  const r = await sendLoginCode(username);
  if (r.ok && r.body?.success) return { ok: true, message: AUTH_MESSAGES.otpSent, value: undefined };
  if (r.status === 0 || r.status >= 500) return fail({ ...r, message: null }, AUTH_MESSAGES.loginFailure);
  return fail(r, AUTH_MESSAGES.loginFailure);
}

/** verify_otp: the login code the user typed. */
export async function verifyOtp(username: string, otp: string): Promise<Outcome<SignedIn>> {
  const r = await verifyLoginCode(username, otp);
  const signed = r.ok ? await signedInUser(r.body) : null;
  if (signed) {
    if (isGuest(signed.user)) return { ok: false, message: AUTH_MESSAGES.guestCannotLogin, status: 403 };
    return { ok: true, message: AUTH_MESSAGES.loginSuccess, value: signed };
  }
  if (r.status === 429 && r.message) return fail(r, AUTH_MESSAGES.otpVerifyFailure);
  return { ok: false, message: AUTH_MESSAGES.otpVerifyFailure, status: r.status };
}

/** user/create (register) or user/update (edit profile): the server's message, or the generic one. */
export async function saveProfile(
  input: TRegistrationRequest,
  mode: 'create' | 'update',
): Promise<Outcome<{ message: string }>> {
  const r = await saveUser(input, mode);
  if (r.ok && r.body?.success)
    return { ok: true, message: r.body.message, value: { message: r.body.message } };
  return fail(r, AUTH_MESSAGES.registrationFailure);
}

export async function deleteAccount(): Promise<Outcome> {
  const r = await deleteUser();
  if (r.ok && r.body?.success !== false) return { ok: true, message: '', value: undefined };
  return { ok: false, message: AUTH_MESSAGES.deleteFailure, status: r.status };
}

export async function logout(): Promise<Outcome> {
  const r = await endSession();
  if (r.ok && r.body?.success) return { ok: true, message: AUTH_MESSAGES.logoutSuccess, value: undefined };
  return { ok: false, message: AUTH_MESSAGES.logoutFailure, status: r.status };
}

/** accept-invitation (spec §4 Invitation): then the login modal opens whatever the answer. */
export async function acceptInvitation(userId: string, token: string | null): Promise<boolean> {
  return (await acceptInvitationLink(userId, token)).ok;
}

/** user/redirection_url: where the external sign-in starts; null when the server has none (§8). */
export async function redirectionUrl(returnTo: string): Promise<string | null> {
  const r = await oauthRedirection(returnTo);
  const url = r.body?.redirection_url;
  return r.ok && r.body?.success && typeof url === 'string' && url ? url : null;
}

/**
 * user/authenticate_via_oauth: forwards the provider's code and state (query parameters, as the
 * backend reads them); the user on success, else 'An error occured' (§8) whatever the reason.
 */
export async function authenticateViaOauth(code: string, state: string): Promise<Outcome<SignedIn>> {
  const r = await authenticateWithOauthCode(code, state);
  const signed = r.ok ? await signedInUser(r.body) : null;
  if (signed && !isGuest(signed.user))
    return { ok: true, message: AUTH_MESSAGES.loginSuccess, value: signed };
  return { ok: false, message: AUTH_MESSAGES.oauthFailure, status: r.status };
}

/** The wallet (credit limit) of the signed-in user, or null when none is set. */
export async function walletCredit(): Promise<{ amount: number; currency: string } | null> {
  const r = await agencyCredit();
  if (!r.ok || !r.body?.success || !r.body.details) return null;
  return { amount: r.body.details.amount, currency: r.body.details.currency };
}

/** POST user/phone/verify/send: an SMS code to the signed-in user's own number. */
export async function sendPhoneCode(): Promise<Outcome> {
  const r = await sendPhoneVerificationCode();
  if (r.ok && r.body?.success)
    return { ok: true, message: r.body.message ?? AUTH_MESSAGES.otpSent, value: undefined };
  return fail(r, AUTH_MESSAGES.loginFailure);
}

/** POST user/phone/verify {otp}: proves the number; from then on it receives login codes. */
export async function verifyPhone(otp: string): Promise<Outcome> {
  const r = await confirmPhone(otp);
  if (r.ok && r.body?.success) return { ok: true, message: r.body.message ?? '', value: undefined };
  return fail(r, AUTH_MESSAGES.otpVerifyFailure);
}
