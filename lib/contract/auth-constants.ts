/**
 * The sign-in flows' messages as the spec words them (spec §4) and the auth paths (spec §7), shared
 * by the built-in backend and the browser. A module of its own, without a schema library: the
 * session provider on every page's first load needs these, not the validators of
 * lib/contract/auth.ts (which re-exports them).
 */
export const AUTH_MESSAGES = {
  loginFailure: 'Login failure. Please try again.',
  loginSuccess: 'Login successful.',
  unauthorized: 'Unauthorized Error',
  genericLoginError: 'Something bad happened; please try again later.',
  guestCannotLogin: 'Guest users cannot login',
  forgotFailure: 'Request failed. Please try again.',
  forgotSuccess: 'Set password link has been sent to your mail id.',
  otpSent: 'OTP sent successfully.',
  otpVerifyFailure: 'Otp verification failed. Please try again.',
  userNotFound: 'User not found',
  otpAfterRegistrationFailed: 'Something went wrong while generating OTP.',
  registrationFailure: 'Something went wrong. Please try again later',
  deleteFailure: 'Unable to delete account.Please try again later.',
  oauthFailure: 'An error occured',
  logoutSuccess: 'Logged out successfully.',
  logoutFailure: 'Uh Oh! Something went wrong. Please try again',
  /** Appended by the OTP-registration flow to the server's message (spec §4). */
  pleaseLoginSuffix: '. Please login to continue.',
} as const;

// Paths (spec §7, verbatim; on the site's own origin prefix them with /api/)
export const AUTH_PATHS = {
  checkAuth: 'check_auth/',
  legacyLogout: 'user_logout/',
  authenticateV2: 'api/auth/api/v2/user/authenticate',
  authenticateV1: 'api/auth/api/v1/user/authenticate',
  create: 'api/auth/api/v1/user/create',
  createInAgencyCrm: 'create_user_in_agency_crm',
  update: 'user/update',
  generateOtp: 'verify/generate_otp',
  verifyOtp: 'verify/verify_otp',
  details: 'user/details',
  verify: 'user/verify',
  setPassword: 'user/password/set',
  resend: 'user/create/resend',
  forgotPassword: 'user/forgot-password',
  logout: 'user/logout',
  deleteUser: 'api/auth/api/v1/user',
  acceptInvitation: 'accept-invitation',
  credit: 'api/auth/api/v1/credit/agency/user/get',
  /** Not in the spec (its login-service paths are "not shown"): phone verification while signed in. */
  phoneVerifySend: 'user/phone/verify/send',
  phoneVerify: 'user/phone/verify',
  subscription: 'api/subscription/v1/agency/',
} as const;

/** Spec §9: title options (the booking forms' traveller titles too). */
export const TITLES = ['Mr.', 'Ms.', 'Mrs.'] as const;
