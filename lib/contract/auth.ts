import { z } from 'zod';

/**
 * The Auth calls of spec §7: one zod schema per request (shared by the forms and the built-in
 * backend, so a form shows exactly the message the server would answer) and one per response
 * (lenient: unknown keys pass through, so an external backend that sends more never breaks us).
 * Validation messages are spec §5's, verbatim — odd ones included. The registration schemas, which
 * check phone numbers with libphonenumber's metadata, are in auth-registration.ts, so the calls every
 * page makes (check_auth, user details) do not bring that metadata to the browser.
 */

// ---------------------------------------------------------------------------------------------
// Messages (spec §5 validation, §8 catalogue). The UI shows these through the server's answer or
// the shared schema; keep them verbatim.
// ---------------------------------------------------------------------------------------------
export const AUTH_VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please provide a valid email address',
  passwordRequired: 'Password is required',
  /** Spec §5: the forgot-password "required" error really reads 'First Name is required'. */
  forgotEmailRequired: 'First Name is required',
  titleRequired: 'Title is required',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  phoneRequired: 'Phone Number is required',
  phoneInvalid: 'Please provide a valid Phone Number',
  usernameRequired: 'Email or phone number is required',
  usernameInvalid: 'Please provide a valid email address or phone number',
  otpRequired: 'otp is required',
} as const;

export { AUTH_MESSAGES } from './auth-constants';

// ---------------------------------------------------------------------------------------------
// Roles and permissions (spec §6)
// ---------------------------------------------------------------------------------------------
export const ROLES = ['Consumer', 'Agency', 'Agency Employee', 'Agency Admin', 'SuperAdmin'] as const;
export type Role = (typeof ROLES)[number];
export { TITLES } from './auth-constants';

// ---------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------
/** A practical e-mail pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Spec §5 forgot-password: a lowercase-only e-mail pattern. */
export const LOWERCASE_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
/** Spec §9: the OTP phone input is limited to 10 characters. */
export const OTP_PHONE_MAX_LENGTH = 10;
/** A phone username for OTP login: digits only, at most 10 (spec §9). */
export const OTP_PHONE_PATTERN = /^[0-9]{6,10}$/;

export const email = (required: string = AUTH_VALIDATION.emailRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(EMAIL_PATTERN, AUTH_VALIDATION.emailInvalid)
    .max(254, AUTH_VALIDATION.emailInvalid);

// Not an aborting check: the registration's phone check (a refinement on the whole details) must
// still run when a name is missing, and an empty text cannot also be too long.
export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** '+44', '44' or 44 → '+44'; anything else → ''. */
export function normaliseDialCode(code: unknown): string {
  const digits = String(code ?? '')
    .trim()
    .replace(/^\+/, '');
  return /^[0-9]{1,4}$/.test(digits) ? `+${digits}` : '';
}

// ---------------------------------------------------------------------------------------------
// User (spec §3)
// ---------------------------------------------------------------------------------------------
export const ZUserDetails = z
  .object({
    first_name: z.string().default(''),
    last_name: z.string().default(''),
    title: z.string().nullish(),
    /** Dial code, '+44'. */
    code: z.string().nullish(),
    mobile_number: z.string().nullish(),
    agency_role: z.string().nullish(),
  })
  .passthrough();

export const ZUser = z
  .object({
    /** The user's public id; also the user_ui_id the browser keeps (spec §6). */
    id: z.string().nullish(),
    role: z.string(),
    guest: z.boolean().default(false),
    permission: z.array(z.string()).default([]),
    email: z.string(),
    details: ZUserDetails,
    /** Not in the spec: whether the phone receives login codes (absent from an external backend). */
    phone_verified: z.boolean().optional(),
  })
  .passthrough();
export type TUser = z.infer<typeof ZUser>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** POST api/auth/api/v2/user/authenticate (and v1): email, password. Spec §5 sign-in. */
export const ZLoginRequest = z.object({
  email: email(),
  password: z.string({ error: AUTH_VALIDATION.passwordRequired }).min(1, AUTH_VALIDATION.passwordRequired),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The OTP login form's username field (spec §5): an e-mail or a phone of at most 10 digits. */
export const ZOtpUsername = z
  .string({ error: AUTH_VALIDATION.usernameRequired })
  .trim()
  .min(1, { error: AUTH_VALIDATION.usernameRequired, abort: true })
  .refine((v) => (v.includes('@') ? EMAIL_PATTERN.test(v) : OTP_PHONE_PATTERN.test(v)), {
    message: AUTH_VALIDATION.usernameInvalid,
  });

/** The OTP login form (username, then the OTP once one was sent). */
export const ZOtpLoginForm = z.object({
  username: ZOtpUsername,
  otp: z.string().optional(),
});
export type TOtpLoginForm = z.infer<typeof ZOtpLoginForm>;

/** Spec §5: a username containing @ is sent as email, otherwise as mobileNumber. */
export function otpTarget(username: string): { email: string } | { mobileNumber: string } {
  const v = username.trim();
  return v.includes('@') ? { email: v } : { mobileNumber: v };
}

/** Shape shared by OTP generate and verify: email or mobileNumber (mobile_number accepted too). */
const otpIdentity = z
  .object({
    email: z.string().trim().optional(),
    mobileNumber: z.string().trim().optional(),
    mobile_number: z.string().trim().optional(),
  })
  .transform((v) => ({
    email: v.email || undefined,
    mobileNumber: v.mobileNumber || v.mobile_number || undefined,
  }));

const otpIdentityRule = (v: { email?: string; mobileNumber?: string }, ctx: z.RefinementCtx) => {
  if (!v.email && !v.mobileNumber) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_VALIDATION.usernameRequired });
  } else if (v.email ? !EMAIL_PATTERN.test(v.email) : !OTP_PHONE_PATTERN.test(v.mobileNumber ?? '')) {
    ctx.addIssue({
      code: 'custom',
      path: [v.email ? 'email' : 'mobileNumber'],
      message: AUTH_VALIDATION.usernameInvalid,
    });
  }
};

/** POST verify/generate_otp: email or mobileNumber. */
export const ZOtpGenerateRequest = otpIdentity.superRefine(otpIdentityRule);

/** An OTP as the client sends it (a number, or digits in a string), as a number (spec §5). */
const ZOtpCode = z
  .union([z.number(), z.string()], { error: AUTH_VALIDATION.otpRequired })
  .transform((v, ctx) => {
    const text = String(v).trim();
    if (!/^[0-9]{1,10}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: AUTH_VALIDATION.otpRequired });
      return z.NEVER;
    }
    return Number(text);
  });

/** POST verify/verify_otp: email or mobileNumber, and the OTP as a number (spec §5). */
export const ZOtpVerifyRequest = z
  .object({
    email: z.string().trim().optional(),
    mobileNumber: z.string().trim().optional(),
    mobile_number: z.string().trim().optional(),
    otp: ZOtpCode,
  })
  .transform((v) => ({
    email: v.email || undefined,
    mobileNumber: v.mobileNumber || v.mobile_number || undefined,
    otp: v.otp,
  }))
  .superRefine(otpIdentityRule);

/** GET check_auth/ query (spec §7). */
export const ZCheckAuthQuery = z.object({
  user_ui_id: z.string().max(64).optional(),
  referer: z.string().max(200).optional(),
  utm_profile: z.string().max(10).optional(),
  broadcast: z.string().max(10).optional(),
});

/** POST user/verify: the link's user_id and token. */
export const ZUserVerifyRequest = z.object({
  user_id: z.string({ error: 'user_id is required' }).trim().min(1, 'user_id is required').max(64),
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200),
});

/** Minimum length of a new password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/**
 * POST user/password/set: body password (spec §7). From the set-password page the link's user_id
 * and token come along (the token is what authorises it); without them the signed-in user changes
 * their own password.
 */
export const ZSetPasswordRequest = z.object({
  password: z
    .string({ error: AUTH_VALIDATION.passwordRequired })
    .min(1, { error: AUTH_VALIDATION.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(200, AUTH_VALIDATION.passwordRequired),
  user_id: z.string().max(64).optional(),
  token: z.string().max(200).optional(),
  /** Required when a signed-in user changes their password without a link. */
  current_password: z.string().max(200).optional(),
});

/** POST user/phone/verify: the SMS code sent to the signed-in user's own number. */
export const ZPhoneVerifyRequest = z.object({
  otp: ZOtpCode,
});

/** POST user/create/resend: body user_id. */
export const ZResendRequest = z.object({
  user_id: z.string({ error: 'user_id is required' }).trim().min(1, 'user_id is required').max(64),
});

/** POST user/forgot-password: body email; lowercase-only pattern, spec §5's odd required text. */
export const ZForgotPasswordRequest = z.object({
  email: z
    .string({ error: AUTH_VALIDATION.forgotEmailRequired })
    .trim()
    .min(1, { error: AUTH_VALIDATION.forgotEmailRequired, abort: true })
    .regex(LOWERCASE_EMAIL_PATTERN, AUTH_VALIDATION.emailInvalid),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** GET accept-invitation: the invitation link's user_id (and its single-use token). */
export const ZAcceptInvitationQuery = z.object({
  user_id: z.string({ error: 'user_id is required' }).trim().min(1, 'user_id is required').max(64),
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200),
});

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** GET check_auth/: auth flag, user_name and the user_ui_id to keep (spec §3 Auth state). */
export const ZCheckAuthResponse = z
  .object({
    auth: z.boolean(),
    user_name: z.string().nullish(),
    user_ui_id: z.string().nullish(),
  })
  .passthrough();

/**
 * authenticate (v1/v2), verify_otp: success, and the session (cookie, user_ui_id). The built-in
 * backend also answers the user; §7 does not promise it, so without one the client asks user/details.
 */
export const ZLoginResponse = z
  .object({
    success: z.boolean(),
    message: z.string().nullish(),
    user: ZUser.nullish(),
    user_ui_id: z.string().nullish(),
  })
  .passthrough();

/** GET user/details: success, user{role, permission, details}. */
export const ZUserDetailsResponse = z.object({ success: z.boolean(), user: ZUser }).passthrough();

/** user/create, create_user_in_agency_crm, user/update. */
export const ZRegistrationResponse = z
  .object({
    success: z.boolean(),
    message: z.string(),
    user_id: z.string().nullish(),
    user: ZUser.nullish(),
  })
  .passthrough();

/** Calls that answer only success and a message (OTP generate, forgot, logout, delete, resend…). */
export const ZSuccessResponse = z
  .object({ success: z.boolean(), message: z.string().nullish() })
  .passthrough();

/** GET api/auth/api/v1/credit/agency/user/get (spec §3 Credit limit / wallet: details{amount, currency}). */
export const ZCreditResponse = z
  .object({
    success: z.boolean(),
    details: z.object({ amount: z.coerce.number(), currency: z.string() }).passthrough().nullish(),
  })
  .passthrough();

// ---------------------------------------------------------------------------------------------
// Paths (spec §7, verbatim; on the site's own origin prefix them with /api/)
// ---------------------------------------------------------------------------------------------
export { AUTH_PATHS } from './auth-constants';
