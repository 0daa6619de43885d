import type { LoginTransport } from '@/lib/auth/login-transport';
import { isGuest } from '@/lib/auth/rules';
import { type ApiResult, callApi } from '@/lib/client/browser-api';
import {
  AUTH_MESSAGES,
  AUTH_PATHS,
  otpTarget,
  type TForgotPasswordRequest,
  type TLoginRequest,
  ZCreditResponse,
  ZLoginResponse,
  ZRegistrationResponse,
  ZSuccessResponse,
  ZUserDetailsResponse,
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
async function signedInUser(body: unknown): Promise<SignedIn | null> {
  const parsed = ZLoginResponse.safeParse(body);
  if (!parsed.success || !parsed.data.success) return null;
  const userUiId = parsed.data.user_ui_id ?? null;
  if (parsed.data.user) return { user: parsed.data.user, userUiId };
  const r = await callApi<unknown>(AUTH_PATHS.details);
  const details = ZUserDetailsResponse.safeParse(r.body);
  return r.ok && details.success && details.data.success ? { user: details.data.user, userUiId } : null;
}

/** authenticate (spec §7): the user on success; 'Guest users cannot login' for a guest. */
export async function login(input: TLoginRequest, transport: LoginTransport): Promise<Outcome<SignedIn>> {
  const r = await callApi<unknown>(transport.path, {
    method: 'POST',
    body: { email: input.email, password: transport.password },
    headers: transport.headers,
  });
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
  const r = await callApi<unknown>(AUTH_PATHS.forgotPassword, { method: 'POST', body: input });
  const parsed = ZSuccessResponse.safeParse(r.body);
  if (r.ok && parsed.success && parsed.data.success)
    return { ok: true, message: AUTH_MESSAGES.forgotSuccess, value: undefined };
  if (r.status === 429) return fail(r, AUTH_MESSAGES.forgotFailure);
  return { ok: false, message: AUTH_MESSAGES.forgotFailure, status: r.status };
}

export async function generateOtp(username: string): Promise<Outcome> {
  const r = await callApi<unknown>(AUTH_PATHS.generateOtp, { method: 'POST', body: otpTarget(username) });
  const parsed = ZSuccessResponse.safeParse(r.body);
  if (r.ok && parsed.success && parsed.data.success)
    return { ok: true, message: AUTH_MESSAGES.otpSent, value: undefined };
  if (r.status === 0 || r.status >= 500) return fail({ ...r, message: null }, AUTH_MESSAGES.loginFailure);
  return fail(r, AUTH_MESSAGES.loginFailure);
}

/** verify_otp: the OTP goes as a number (spec §5). */
export async function verifyOtp(username: string, otp: string): Promise<Outcome<SignedIn>> {
  const r = await callApi<unknown>(AUTH_PATHS.verifyOtp, {
    method: 'POST',
    body: { ...otpTarget(username), otp: Number(otp.trim()) },
  });
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
  const path = mode === 'create' ? AUTH_PATHS.create : AUTH_PATHS.update;
  const r = await callApi<unknown>(path, { method: 'POST', body: input });
  const parsed = ZRegistrationResponse.safeParse(r.body);
  if (r.ok && parsed.success && parsed.data.success)
    return { ok: true, message: parsed.data.message, value: { message: parsed.data.message } };
  return fail(r, AUTH_MESSAGES.registrationFailure);
}

export async function deleteAccount(): Promise<Outcome> {
  const r = await callApi<unknown>(AUTH_PATHS.deleteUser, { method: 'DELETE' });
  const parsed = ZSuccessResponse.safeParse(r.body);
  if (r.ok && (!parsed.success || parsed.data.success !== false))
    return { ok: true, message: '', value: undefined };
  return { ok: false, message: AUTH_MESSAGES.deleteFailure, status: r.status };
}

export async function logout(): Promise<Outcome> {
  const r = await callApi<unknown>(AUTH_PATHS.logout);
  const parsed = ZSuccessResponse.safeParse(r.body);
  if (r.ok && parsed.success && parsed.data.success)
    return { ok: true, message: AUTH_MESSAGES.logoutSuccess, value: undefined };
  return { ok: false, message: AUTH_MESSAGES.logoutFailure, status: r.status };
}

/** accept-invitation (spec §4 Invitation): then the login modal opens whatever the answer. */
export async function acceptInvitation(userId: string, token: string | null): Promise<boolean> {
  const r = await callApi<unknown>(AUTH_PATHS.acceptInvitation, {
    query: { user_id: userId, token: token ?? undefined },
  });
  return r.ok;
}

export const REDIRECTION_URL_PATH = 'user/redirection_url';

/** user/redirection_url: where the external sign-in starts; null when the server has none (§8). */
export async function redirectionUrl(returnTo: string): Promise<string | null> {
  const r = await callApi<{ success?: boolean; redirection_url?: string }>(REDIRECTION_URL_PATH, {
    query: { redirection_url: returnTo },
  });
  const url = r.body?.redirection_url;
  return r.ok && r.body?.success && typeof url === 'string' && url ? url : null;
}

export const AUTHENTICATE_VIA_OAUTH_PATH = 'user/authenticate_via_oauth';

/**
 * user/authenticate_via_oauth: forwards the provider's code and state (query parameters, as the
 * backend reads them); the user on success, else 'An error occured' (§8) whatever the reason.
 */
export async function authenticateViaOauth(code: string, state: string): Promise<Outcome<SignedIn>> {
  const r = await callApi<unknown>(AUTHENTICATE_VIA_OAUTH_PATH, { method: 'POST', query: { code, state } });
  const signed = r.ok ? await signedInUser(r.body) : null;
  if (signed && !isGuest(signed.user))
    return { ok: true, message: AUTH_MESSAGES.loginSuccess, value: signed };
  return { ok: false, message: AUTH_MESSAGES.oauthFailure, status: r.status };
}

/** The wallet (credit limit) of the signed-in user, or null when none is set. */
export async function walletCredit(): Promise<{ amount: number; currency: string } | null> {
  const r = await callApi<unknown>(AUTH_PATHS.credit);
  const parsed = ZCreditResponse.safeParse(r.body);
  if (!r.ok || !parsed.success || !parsed.data.success || !parsed.data.details) return null;
  return { amount: parsed.data.details.amount, currency: parsed.data.details.currency };
}

/** POST user/phone/verify/send: an SMS code to the signed-in user's own number. */
export async function sendPhoneCode(): Promise<Outcome> {
  const r = await callApi<unknown>(AUTH_PATHS.phoneVerifySend, { method: 'POST', body: {} });
  const parsed = ZSuccessResponse.safeParse(r.body);
  if (r.ok && parsed.success && parsed.data.success)
    return { ok: true, message: parsed.data.message ?? AUTH_MESSAGES.otpSent, value: undefined };
  return fail(r, AUTH_MESSAGES.loginFailure);
}

/** POST user/phone/verify {otp}: proves the number; from then on it receives login codes. */
export async function verifyPhone(otp: string): Promise<Outcome> {
  const r = await callApi<unknown>(AUTH_PATHS.phoneVerify, { method: 'POST', body: { otp } });
  const parsed = ZSuccessResponse.safeParse(r.body);
  if (r.ok && parsed.success && parsed.data.success)
    return { ok: true, message: parsed.data.message ?? '', value: undefined };
  return fail(r, AUTH_MESSAGES.otpVerifyFailure);
}
