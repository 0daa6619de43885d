import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { isLocalDevelopmentRequest } from '@/lib/auth/origin';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { decryptPassword, isUsableEncryption } from '@/lib/auth/password-cipher';
import { canLogIn, isAgencyStaff } from '@/lib/auth/roles';
import { clearedSessionCookie } from '@/lib/auth/session';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { DeliveryError } from '@/lib/backend/notify';
import { assertWithinLimit, checkPolicy, clientIp } from '@/lib/backend/ratelimit';
import {
  AUTH_MESSAGES,
  ZAcceptInvitationQuery,
  ZCheckAuthQuery,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZOtpGenerateRequest,
  ZOtpVerifyRequest,
  ZPhoneVerifyRequest,
  ZResendRequest,
  ZSetPasswordRequest,
  ZUserVerifyRequest,
} from '@/lib/contract/auth';
import {
  type TRegistrationRequest,
  ZAgencyCrmRegistration,
  ZRegistrationRequest,
} from '@/lib/contract/auth-registration';
import type { Db } from '@/lib/db/open';
import { agencySubscriptions, type Tenant, type UserRow, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { toMajorUnits } from '@/lib/money';
import { consumeLinkToken, peekLinkToken, sendLink, sendNoAccountNotice } from '../auth/links';
import { enqueueResetMail } from '../auth/mail-jobs';
import { checkOtp, issueOtp, phoneOf } from '../auth/otp';
import { callerOf, dbOf, requireCaller, tenantOf } from '../auth/request-context';
import { bumpSessionVersion, sameSiteOnly, startSession } from '../auth/sessions';
import {
  assertRegistrationOpen,
  assertSignInMethod,
  beginAttempt,
  partyOf,
  rememberDevice,
  unlockUser,
} from '../auth/sign-in-rules';
import { isInvitedMember } from '../auth/site-access';
import {
  findUserByEmail,
  findUserById,
  findUserByVerifiedMobile,
  normaliseEmail,
  rememberLocale,
  toApiUser,
} from '../auth/users';
import { walletBalance } from '../booking/wallet';
import { readBody } from '../http/body';
import { AppError } from '../http/errors';
import { parseOr400, textAlone, type Wording } from '../http/parse-or-400';
import { requestLocale } from '../http/request-locale';

/**
 * The Auth calls of spec §7 on the built-in backend (paths verbatim). Secrets — passwords, OTPs,
 * link tokens — are never logged and never answered; they travel only by e-mail/SMS (lib/backend/notify).
 */
export const authRoutes = new Hono<BackendEnv>();

const REGISTRATION_SUCCESS = 'Registration successful';

/** Spec §5's validation texts are written to be read alone: a refusal's message is its first field's text. */
const SPEC_TEXTS: Wording = { message: textAlone };

const limit = async (
  c: BackendContext,
  policy: Parameters<typeof checkPolicy>[0],
  tenantId: string,
  account?: string,
) => assertWithinLimit(await checkPolicy(policy, { tenantId, account, ip: clientIp(c.req.raw) }), c);

const loginFailure = () => new AppError('login_failed', 401, AUTH_MESSAGES.loginFailure);

/** Signs the user in on this site (session cookie, known device) and answers the spec's login success. */
async function answerSignedIn(c: BackendContext, tenant: Tenant, user: UserRow) {
  await startSession(c, tenant, user);
  await rememberDevice(c, tenant, user);
  return c.json({
    success: true,
    message: AUTH_MESSAGES.loginSuccess,
    user: toApiUser(user),
    user_ui_id: user.id,
  });
}

// ---------------------------------------------------------------------------------------------
// Sign-in
// ---------------------------------------------------------------------------------------------

/**
 * May this user sign in here at all? Not a guest (spec §4), and on an invitation-only site only a
 * member (lib/backend/auth/site-access.ts).
 */
const maySignIn = (tenant: Tenant, user: UserRow) =>
  canLogIn(user) && (!tenant.config.invite_only || isInvitedMember(user));

/**
 * v2 receives the password encrypted with the tenant's key and iv (lib/auth/password-cipher.ts);
 * a tenant without a configured key sends it plain. v1 takes it plain and is only served to a
 * local development origin (lib/auth/origin.ts), as spec §5 describes.
 *
 * Every failure — unknown e-mail, guest, not a member, wrong password — is the same 401 in the same
 * time (verifyPassword runs either way), so the answer never tells whether an account exists. The
 * attempt is reserved on the limits before the password is checked (a burst cannot outrun them),
 * kept as a failure or given back on success (docs/auth-limits.md).
 */
async function authenticate(c: BackendContext, encrypted: boolean) {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  if (!encrypted && !isLocalDevelopmentRequest(c.req.raw)) {
    throw new AppError('local_only', 403, AUTH_MESSAGES.unauthorized);
  }
  assertSignInMethod(tenant, 'password');
  const body = parseOr400(ZLoginRequest, await readBody(c.req.raw), SPEC_TEXTS);
  const attempt = await beginAttempt(c, db, tenant, await partyOf(c, tenant, normaliseEmail(body.email)));
  const user = await findUserByEmail(db, tenant.id, body.email);
  const encryption = tenant.config.fe_config?.password_encryption;
  const password =
    encrypted && isUsableEncryption(encryption)
      ? await decryptPassword(body.password, encryption)
      : body.password;
  // verifyPassword spends the same time whether or not the user, the hash or the plaintext exist.
  const ok = await verifyPassword(password ?? '', password === null ? null : user?.passwordHash);
  if (!user || !ok || !maySignIn(tenant, user)) {
    await attempt.failed(user);
    throw loginFailure();
  }
  await attempt.succeeded();
  return answerSignedIn(c, tenant, user);
}

authRoutes.post('/api/auth/api/v2/user/authenticate', sameSiteOnly, (c) => authenticate(c, true));
authRoutes.post('/api/auth/api/v1/user/authenticate', sameSiteOnly, (c) => authenticate(c, false));

// ---------------------------------------------------------------------------------------------
// Auth state, details, logout
// ---------------------------------------------------------------------------------------------

/**
 * GET check_auth/: auth flag, user name and the user_ui_id to keep. Cacheable by the browser while
 * its parameters and the session are unchanged: a private ETag over (tenant, query, user, session
 * version) answers 304 to a matching If-None-Match.
 */
authRoutes.get('/check_auth/', async (c) => {
  const tenant = await tenantOf(c);
  const query = parseOr400(ZCheckAuthQuery, c.req.query(), SPEC_TEXTS);
  const user = await callerOf(c);
  const etag = `"${createHash('sha256')
    .update(JSON.stringify([tenant.id, tenant.version, query, user?.id ?? null, user?.sessionVersion ?? 0]))
    .digest('base64url')
    .slice(0, 27)}"`;
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Cookie');
  c.header('ETag', etag);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.json({
    auth: Boolean(user),
    user_name: user ? user.firstName : null,
    user_ui_id: user ? user.id : (query.user_ui_id ?? null),
  });
});

authRoutes.get('/user/details', async (c) => {
  const tenant = await tenantOf(c);
  const user = await requireCaller(c);
  if (c.req.query('extend_session') === 'true') await startSession(c, tenant, user);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true, user: toApiUser(user) });
});

/** Logout revokes every session of the user server-side (session version) and clears the cookie. */
async function logout(c: BackendContext) {
  await tenantOf(c);
  const user = await callerOf(c);
  if (user) await bumpSessionVersion(await dbOf(c), user);
  c.header('Set-Cookie', clearedSessionCookie(c.req.raw));
  return c.json({ success: true, message: AUTH_MESSAGES.logoutSuccess });
}
authRoutes.get('/user/logout', sameSiteOnly, logout);
authRoutes.get('/user_logout/', sameSiteOnly, logout);

authRoutes.delete('/api/auth/api/v1/user', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const user = await requireCaller(c);
  await forTenant(db, tenant.id).delete(users, eq(users.id, user.id));
  c.header('Set-Cookie', clearedSessionCookie(c.req.raw));
  return c.json({ success: true, message: 'Account deleted successfully' });
});

// ---------------------------------------------------------------------------------------------
// Registration and profile
// ---------------------------------------------------------------------------------------------

type TNewAccount = {
  email: string;
  guest: boolean;
  title: string;
  firstName: string;
  lastName: string;
  dialCode: string | null;
  mobileNumber: string;
  country: string | null;
  crmDetails?: Record<string, string>;
};

/**
 * Self-registration (spec §6: always a Consumer, whatever role the body names) proves ownership of
 * the e-mail before the account can sign in: a new account gets a set-password link by e-mail and
 * stays unverified until that link or an e-mail OTP is used. An e-mail that already has an account
 * — full, unfinished or guest — never changes that account: its owner is mailed a set-password link
 * instead (setting the password is what upgrades a guest), and the caller gets exactly the answer
 * a new registration gets, so registering cannot tell whether an account exists. A guest
 * registration (a booking contact) only ever creates a new guest record. Closed on
 * invitation-only sites.
 */
async function register(c: BackendContext, db: Db, tenant: Tenant, input: TNewAccount) {
  assertRegistrationOpen(tenant);
  const email = normaliseEmail(input.email);
  await limit(c, 'registrationMail', tenant.id, email);
  const existing = await findUserByEmail(db, tenant.id, email);
  const mailed = (send: Promise<void>) =>
    send.catch((err) => {
      if (!(err instanceof DeliveryError)) throw err;
    });
  if (existing) {
    if (!input.guest) await mailed(sendLink(db, tenant, existing, 'set_password', 'account_exists'));
  } else {
    const [user] = await forTenant(db, tenant.id).insert(users, {
      email,
      role: 'Consumer',
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      dialCode: input.dialCode,
      mobileNumber: input.mobileNumber,
      country: input.country,
      guest: input.guest,
      // The language of the page they registered from: their e-mails are written in it (issue 31).
      locale: requestLocale(c.req.raw.headers, tenant.config),
      ...(input.crmDetails ? { crmDetails: input.crmDetails } : {}),
    });
    if (!user) throw new AppError('registration_failed', 500, AUTH_MESSAGES.registrationFailure);
    if (!user.guest) await mailed(sendLink(db, tenant, user, 'set_password'));
  }
  return c.json({ success: true, message: REGISTRATION_SUCCESS }, 201);
}

const fromRegistration = (b: TRegistrationRequest): TNewAccount => ({
  email: b.email,
  guest: b.guest === true,
  title: b.details.title,
  firstName: b.details.first_name,
  lastName: b.details.last_name,
  dialCode: `+${b.details.code.replace(/^\+/, '')}`,
  mobileNumber: b.details.mobile_number,
  country: b.country ?? null,
});

authRoutes.post('/api/auth/api/v1/user/create', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const body = parseOr400(ZRegistrationRequest, await readBody(c.req.raw), SPEC_TEXTS);
  return register(c, db, tenant, fromRegistration(body));
});

authRoutes.post('/create_user_in_agency_crm', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const b = parseOr400(ZAgencyCrmRegistration, await readBody(c.req.raw), SPEC_TEXTS);
  return register(c, db, tenant, {
    email: b.email,
    guest: false,
    title: b.title,
    firstName: b.first_name,
    lastName: b.last_name,
    dialCode: b.code ? `+${b.code.replace(/^\+/, '')}` : null,
    mobileNumber: b.mobile_number,
    country: b.country || null,
    crmDetails: {
      city: b.city,
      state: b.state,
      pin_code: b.pin_code,
      registered_address: b.registered_address,
      pan_number: b.pan_number,
    },
  });
});

/** POST user/update: the signed-in user's profile. The e-mail is locked and the role never changes here. */
authRoutes.post('/user/update', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const user = await requireCaller(c);
  const raw = await readBody(c.req.raw);
  const body = parseOr400(ZRegistrationRequest, { ...raw, email: user.email }, SPEC_TEXTS);
  const next = fromRegistration(body);
  const phoneChanged = next.dialCode !== user.dialCode || next.mobileNumber !== user.mobileNumber;
  const [updated] = await forTenant(db, tenant.id).update(
    users,
    {
      // A new number is not proven yet: it receives no sign-in OTPs until verified again.
      ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
      title: next.title,
      firstName: next.firstName,
      lastName: next.lastName,
      dialCode: next.dialCode,
      mobileNumber: next.mobileNumber,
      ...(next.country ? { country: next.country } : {}),
      updatedAt: new Date(),
    },
    eq(users.id, user.id),
  );
  if (!updated) throw new AppError('update_failed', 500, AUTH_MESSAGES.registrationFailure);
  return c.json({ success: true, message: 'Profile updated successfully', user: toApiUser(updated) });
});

// ---------------------------------------------------------------------------------------------
// OTP
// ---------------------------------------------------------------------------------------------

/**
 * The account an OTP names: by e-mail, or by a phone number its owner has verified (an unverified
 * number never receives sign-in codes: anyone can type any number when registering).
 */
async function otpUser(
  db: Db,
  tenantId: string,
  who: { email?: string | undefined; mobileNumber?: string | undefined },
) {
  return who.email
    ? findUserByEmail(db, tenantId, who.email)
    : findUserByVerifiedMobile(db, tenantId, who.mobileNumber ?? '');
}

/**
 * POST verify/generate_otp. Only where OTP sign-in is the tenant's method. The answer is 'OTP sent
 * successfully.' whether or not an account exists: a known e-mail or verified phone gets a code, an
 * e-mail without an account (or a guest's) is told where to register, an unknown phone gets nothing.
 */
authRoutes.post('/verify/generate_otp', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  assertSignInMethod(tenant, 'otp');
  const who = parseOr400(ZOtpGenerateRequest, await readBody(c.req.raw), SPEC_TEXTS);
  await limit(c, 'otpGenerate', tenant.id, who.email ?? who.mobileNumber);
  const user = await otpUser(db, tenant.id, who);
  const purpose = who.email ? 'sign_in_email' : 'sign_in_sms';
  try {
    if (user && maySignIn(tenant, user) && (purpose === 'sign_in_email' || phoneOf(user))) {
      // The code is written in the language of the page it was asked from.
      const reader = await rememberLocale(db, user, requestLocale(c.req.raw.headers, tenant.config));
      await issueOtp(db, tenant, reader, purpose);
    } else if (who.email && (!user || user.guest) && !tenant.config.invite_only) {
      await sendNoAccountNotice(db, tenant, normaliseEmail(who.email));
    }
  } catch (err) {
    if (err instanceof DeliveryError) throw new AppError('delivery_failed', 502, AUTH_MESSAGES.loginFailure);
    throw err;
  }
  return c.json({ success: true, message: AUTH_MESSAGES.otpSent });
});

/**
 * POST verify/verify_otp: every failure is the same 401, counts as a failed attempt and does the
 * same work (checkOtp runs for an unknown account too). A code verifies only a sign-in by the
 * channel it was sent on, to the address or number it was sent to. An OTP by e-mail proves the
 * address (the account is verified from then on).
 */
authRoutes.post('/verify/verify_otp', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  assertSignInMethod(tenant, 'otp');
  const body = parseOr400(ZOtpVerifyRequest, await readBody(c.req.raw), SPEC_TEXTS);
  const account = body.email ? normaliseEmail(body.email) : (body.mobileNumber ?? '');
  const attempt = await beginAttempt(c, db, tenant, await partyOf(c, tenant, account));
  const user = await otpUser(db, tenant.id, body);
  const eligible = user && maySignIn(tenant, user) ? user : null;
  const purpose = body.email ? 'sign_in_email' : 'sign_in_sms';
  const sentTo = (eligible && (body.email ? eligible.email : phoneOf(eligible))) || account;
  const ok = await checkOtp(db, tenant.id, eligible, purpose, sentTo, body.otp);
  if (!user || !ok) {
    await attempt.failed(user);
    throw new AppError('otp_failed', 401, AUTH_MESSAGES.otpVerifyFailure);
  }
  await attempt.succeeded();
  const verified =
    body.email && !user.emailVerifiedAt
      ? ((
          await forTenant(db, tenant.id).update(users, { emailVerifiedAt: new Date() }, eq(users.id, user.id))
        )[0] ?? user)
      : user;
  return answerSignedIn(c, tenant, verified);
});

// ---------------------------------------------------------------------------------------------
// Links: verify, set password, resend, forgot password, invitation
// ---------------------------------------------------------------------------------------------

const invalidLink = () => new AppError('invalid_token', 400, 'This link is invalid or has expired.');

/**
 * POST user/verify: a verification link's token is spent and the e-mail marked verified; an unlock
 * link's token is spent and the account's sign-in lock lifted; a set-password link's token is only
 * checked (the set-password page asks first, then spends it).
 */
authRoutes.post('/user/verify', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const body = parseOr400(ZUserVerifyRequest, await readBody(c.req.raw), SPEC_TEXTS);
  const user = await findUserById(db, tenant.id, body.user_id);
  const purpose = user ? await peekLinkToken(db, tenant.id, user.id, body.token) : null;
  if (!user || !purpose || purpose === 'invitation') throw invalidLink();
  if (purpose === 'verify') {
    if (!(await consumeLinkToken(db, tenant.id, user.id, 'verify', body.token))) throw invalidLink();
    await forTenant(db, tenant.id).update(users, { emailVerifiedAt: new Date() }, eq(users.id, user.id));
  }
  if (purpose === 'unlock') {
    if (!(await consumeLinkToken(db, tenant.id, user.id, 'unlock', body.token))) throw invalidLink();
    await unlockUser(c, db, tenant, user);
  }
  return c.json({ success: true, message: 'Verified', purpose });
});

export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';

/**
 * POST user/password/set: with the link's user_id and token (single use) from the set-password
 * page, or for the signed-in user with their current password (a stolen session alone cannot
 * change it; a wrong one counts as a failed sign-in attempt). Either way every existing session is
 * revoked; the signed-in caller gets a fresh cookie.
 */
authRoutes.post('/user/password/set', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const body = parseOr400(ZSetPasswordRequest, await readBody(c.req.raw), SPEC_TEXTS);
  let user: UserRow | null;
  if (body.token || body.user_id) {
    user = body.user_id ? await findUserById(db, tenant.id, body.user_id) : null;
    if (
      !user ||
      !body.token ||
      !(await consumeLinkToken(db, tenant.id, user.id, 'set_password', body.token))
    ) {
      throw invalidLink();
    }
  } else {
    user = await requireCaller(c);
    if (!body.current_password) {
      throw new AppError('invalid_request', 400, CURRENT_PASSWORD_REQUIRED, {
        current_password: [CURRENT_PASSWORD_REQUIRED],
      });
    }
    const attempt = await beginAttempt(c, db, tenant, await partyOf(c, tenant, user.email));
    if (!(await verifyPassword(body.current_password, user.passwordHash))) {
      await attempt.failed(user);
      throw new AppError('invalid_request', 400, CURRENT_PASSWORD_WRONG, {
        current_password: [CURRENT_PASSWORD_WRONG],
      });
    }
    await attempt.succeeded();
  }
  const viaLink = Boolean(body.token);
  const [updated] = await forTenant(db, tenant.id).update(
    users,
    {
      passwordHash: await hashPassword(body.password),
      sessionVersion: user.sessionVersion + 1,
      guest: false,
      ...(viaLink ? { emailVerifiedAt: user.emailVerifiedAt ?? new Date() } : {}),
      ...(viaLink && user.invitation === 'pending' ? { invitation: 'accepted' as const } : {}),
      updatedAt: new Date(),
    },
    eq(users.id, user.id),
  );
  if (!viaLink && updated) await startSession(c, tenant, updated);
  return c.json({ success: true, message: 'Password set successfully' });
});

/** Answers the same whether or not the account exists, so the call cannot list accounts. */
const linkSent = (c: BackendContext) => c.json({ success: true, message: AUTH_MESSAGES.forgotSuccess });

authRoutes.post('/user/create/resend', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const body = parseOr400(ZResendRequest, await readBody(c.req.raw), SPEC_TEXTS);
  await limit(c, 'registrationMail', tenant.id, `user:${body.user_id}`);
  const user = await findUserById(db, tenant.id, body.user_id);
  if (user && !user.guest && !user.passwordHash) await sendLinkOr502(db, tenant, user);
  return linkSent(c);
});

/**
 * POST user/forgot-password: the request only queues the mail (mail-jobs.ts), one statement whoever
 * the address belongs to, so neither the answer nor its time tells whether it is a member's. Its
 * budget is the reset mails' own, which registrations naming the address cannot spend.
 */
authRoutes.post('/user/forgot-password', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const body = parseOr400(ZForgotPasswordRequest, await readBody(c.req.raw), SPEC_TEXTS);
  await limit(c, 'resetMail', tenant.id, body.email);
  await enqueueResetMail(db, tenant, normaliseEmail(body.email));
  return linkSent(c);
});

async function sendLinkOr502(db: Db, tenant: Tenant, user: UserRow) {
  try {
    await sendLink(db, tenant, user, 'set_password');
  } catch (err) {
    if (err instanceof DeliveryError) throw new AppError('delivery_failed', 502, AUTH_MESSAGES.forgotFailure);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Phone verification (signed in): a number receives sign-in OTPs only once its owner proved it
// ---------------------------------------------------------------------------------------------

export const PHONE_MESSAGES = {
  noPhone: 'Please add a phone number to your profile first.',
  verified: 'Phone number verified.',
  failed: AUTH_MESSAGES.otpVerifyFailure,
} as const;

/** POST user/phone/verify/send: an SMS code to the signed-in user's own number. */
authRoutes.post('/user/phone/verify/send', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const user = await requireCaller(c);
  const phone = phoneOf(user);
  if (!phone)
    throw new AppError('no_phone', 400, PHONE_MESSAGES.noPhone, { mobile_number: [PHONE_MESSAGES.noPhone] });
  await limit(c, 'otpGenerate', tenant.id, user.mobileNumber ?? phone);
  try {
    await issueOtp(db, tenant, user, 'phone_verify');
  } catch (err) {
    if (err instanceof DeliveryError) throw new AppError('delivery_failed', 502, AUTH_MESSAGES.loginFailure);
    throw err;
  }
  return c.json({ success: true, message: AUTH_MESSAGES.otpSent });
});

/**
 * POST user/phone/verify {otp}: marks the signed-in user's number verified — only with a phone
 * verification code sent to that very number (a sign-in code, or a code sent to the number the
 * profile named before, proves nothing). The number stops being a sign-in number of any other
 * account of this site (the latest to prove it holds it). The attempt is the signed-in account's,
 * so a client known for it is never held by others' failures.
 */
authRoutes.post('/user/phone/verify', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const user = await requireCaller(c);
  const body = parseOr400(ZPhoneVerifyRequest, await readBody(c.req.raw), SPEC_TEXTS);
  const attempt = await beginAttempt(c, db, tenant, await partyOf(c, tenant, user.email));
  const phone = phoneOf(user);
  if (
    !user.mobileNumber ||
    !phone ||
    !(await checkOtp(db, tenant.id, user, 'phone_verify', phone, body.otp))
  ) {
    await attempt.failed(null);
    throw new AppError('otp_failed', 400, PHONE_MESSAGES.failed, { otp: [PHONE_MESSAGES.failed] });
  }
  await attempt.succeeded();
  const scope = forTenant(db, tenant.id);
  await scope.update(
    users,
    { phoneVerifiedAt: null },
    and(eq(users.mobileNumber, user.mobileNumber), ne(users.id, user.id)),
  );
  await scope.update(users, { phoneVerifiedAt: new Date(), updatedAt: new Date() }, eq(users.id, user.id));
  return c.json({ success: true, message: PHONE_MESSAGES.verified });
});

/**
 * GET accept-invitation?user_id&token: spends the invitation token (single use, expiring), marks
 * the invitation accepted and, when the invitee has no password yet, e-mails a set-password link.
 * The page then opens the login modal (spec §4).
 */
authRoutes.get('/accept-invitation', sameSiteOnly, async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const q = parseOr400(ZAcceptInvitationQuery, c.req.query(), SPEC_TEXTS);
  const user = await findUserById(db, tenant.id, q.user_id);
  if (!user || !(await consumeLinkToken(db, tenant.id, user.id, 'invitation', q.token))) throw invalidLink();
  const [accepted] = await forTenant(db, tenant.id).update(
    users,
    { invitation: 'accepted', emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() },
    eq(users.id, user.id),
  );
  if (accepted && !accepted.passwordHash) {
    await sendLinkOr502(db, tenant, accepted);
    return linkSent(c);
  }
  return c.json({ success: true, message: 'Invitation accepted' });
});

// ---------------------------------------------------------------------------------------------
// Agency: credit (wallet) and subscription
// ---------------------------------------------------------------------------------------------

/** GET credit/agency/user/get: details{amount, currency} (the balance left) when a credit limit is set, else null. */
authRoutes.get('/api/auth/api/v1/credit/agency/user/get', async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const user = await requireCaller(c);
  c.header('Cache-Control', 'private, no-store');
  // What is left: the credit limit less what bookings took from it (lib/backend/booking/wallet.ts).
  const balance = await walletBalance(db, tenant.id, user);
  if (!balance) return c.json({ success: true, details: null });
  const amount = toMajorUnits(balance.availableMinor, balance.currency);
  return c.json({ success: true, details: { amount, currency: balance.currency } });
});

/** GET api/subscription/v1/agency/: the agency's plan, for its staff only. */
authRoutes.get('/api/subscription/v1/agency/', async (c) => {
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const user = await requireCaller(c);
  if (!isAgencyStaff(user.role)) throw new AppError('forbidden', 403, AUTH_MESSAGES.unauthorized);
  const [row] = await forTenant(db, tenant.id).select(agencySubscriptions);
  return c.json({ success: true, subscription: row ? { plan_name: row.planName } : null });
});
