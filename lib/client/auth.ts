import type { LoginTransport } from '@/lib/auth/login-transport';
import {
  AUTH_PATHS,
  otpTarget,
  type TForgotPasswordRequest,
  ZCreditResponse,
  ZLoginResponse,
  ZRegistrationResponse,
  ZSuccessResponse,
} from '@/lib/contract/auth';
import type { TRegistrationRequest } from '@/lib/contract/auth-registration';
import { type ApiResult, parsedBy, withBody } from './answer';
import { type CallOptions, callApi } from './browser-api';

/**
 * The sign-in and account calls (spec §5, §7), same-origin through /api/. Each answers the call's
 * status and server message with its body read by the contract's reader (null: it did not fit);
 * what to tell the user is lib/browser/auth/actions.ts's. These readers (zod) load with the sign-in
 * dialogs and account pages, not with every page (lib/client/auth-session.ts is what every page asks).
 */

const read = async <T>(path: string, init: CallOptions, reader: (body: unknown) => T | null) =>
  withBody(await callApi(path, init), reader);

const success = parsedBy(ZSuccessResponse);
const signIn = parsedBy(ZLoginResponse);

/** authenticate (v2, or v1 where the site's transport says): the password as the transport sends it. */
export const authenticate = (email: string, transport: LoginTransport) =>
  read(
    transport.path,
    { method: 'POST', body: { email, password: transport.password }, headers: transport.headers },
    signIn,
  );

/** verify/generate_otp: a login code to an e-mail address or a mobile number. */
export const sendLoginCode = (username: string) =>
  read(AUTH_PATHS.generateOtp, { method: 'POST', body: otpTarget(username) }, success);

/** verify/verify_otp: the code goes as a number (spec §5). */
export const verifyLoginCode = (username: string, otp: string) =>
  read(
    AUTH_PATHS.verifyOtp,
    { method: 'POST', body: { ...otpTarget(username), otp: Number(otp.trim()) } },
    signIn,
  );

/** user/authenticate_via_oauth: the provider's code and state as query parameters, as the backend reads them. */
export const authenticateWithOauthCode = (code: string, state: string) =>
  read('user/authenticate_via_oauth', { method: 'POST', query: { code, state } }, signIn);

/** user/redirection_url: where the external sign-in starts, to return to `returnTo`. */
export const oauthRedirection = (
  returnTo: string,
): Promise<ApiResult<{ success?: boolean; redirection_url?: string }>> =>
  read('user/redirection_url', { query: { redirection_url: returnTo } }, (b) =>
    b && typeof b === 'object' ? (b as { success?: boolean; redirection_url?: string }) : null,
  );

export const requestPasswordReset = (input: TForgotPasswordRequest) =>
  read(AUTH_PATHS.forgotPassword, { method: 'POST', body: input }, success);

/** user/create (register) or user/update (edit profile). */
export const saveUser = (input: TRegistrationRequest, mode: 'create' | 'update') =>
  read(
    mode === 'create' ? AUTH_PATHS.create : AUTH_PATHS.update,
    { method: 'POST', body: input },
    parsedBy(ZRegistrationResponse),
  );

export const deleteUser = () => read(AUTH_PATHS.deleteUser, { method: 'DELETE' }, success);

export const endSession = () => read(AUTH_PATHS.logout, {}, success);

/** accept-invitation (spec §4 Invitation): the link's user and token. */
export const acceptInvitationLink = (userId: string, token: string | null) =>
  callApi(AUTH_PATHS.acceptInvitation, { query: { user_id: userId, token: token ?? undefined } });

/** The signed-in user's wallet (credit limit). */
export const agencyCredit = () => read(AUTH_PATHS.credit, {}, parsedBy(ZCreditResponse));

/** user/phone/verify/send: an SMS code to the signed-in user's own number. */
export const sendPhoneVerificationCode = () =>
  read(AUTH_PATHS.phoneVerifySend, { method: 'POST', body: {} }, success);

/** user/phone/verify {otp}: proves the number; from then on it receives login codes. */
export const confirmPhone = (otp: string) =>
  read(AUTH_PATHS.phoneVerify, { method: 'POST', body: { otp } }, success);

/** user/password/set: the set-password link's user and token with the new password (the server spends the token). */
export const setPassword = (userId: string, token: string, password: string) =>
  read(AUTH_PATHS.setPassword, { method: 'POST', body: { password, user_id: userId, token } }, success);

/** user/verify: spends the verification link's token once. */
export const verifyUser = (userId: string, token: string) =>
  read(AUTH_PATHS.verify, { method: 'POST', body: { user_id: userId, token } }, success);

/** user/create/resend: a new verification link. */
export const resendVerification = (userId: string) =>
  callApi(AUTH_PATHS.resend, { method: 'POST', body: { user_id: userId } });
