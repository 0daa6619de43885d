import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isLocalDevelopmentRequest } from '@/lib/auth/origin';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { decryptPassword, isUsableEncryption } from '@/lib/auth/password-cipher';
import { canLogIn, isAgencyStaff } from '@/lib/auth/roles';
import { clearedSessionCookie } from '@/lib/auth/session';
import {
  AUTH_MESSAGES,
  type TRegistrationRequest,
  ZAcceptInvitationQuery,
  ZAgencyCrmRegistration,
  ZCheckAuthQuery,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZOtpGenerateRequest,
  ZOtpVerifyRequest,
  ZRegistrationRequest,
  ZResendRequest,
  ZSetPasswordRequest,
  ZUserVerifyRequest,
} from '@/lib/contract/auth';
import type { Db } from '@/lib/db/open';
import { agencySubscriptions, type Tenant, type UserRow, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { DeliveryError } from '@/lib/notify';
import { assertWithinLimit, checkPolicy, clientIp } from '@/lib/ratelimit';
import type { BackendEnv } from '../app';
import {
  type AuthContext,
  bumpSessionVersion,
  currentUser,
  requireUser,
  sameSiteOnly,
  startSession,
  tenantOf,
} from '../auth/context';
import { consumeLinkToken, peekLinkToken, sendLink } from '../auth/links';
import { checkOtp, issueOtp, phoneOf } from '../auth/otp';
import { findUserByEmail, findUserById, findUserByMobile, normaliseEmail, toApiUser } from '../auth/users';
import { parseOr400 } from '../auth/validation';
import { readBody } from '../http/body';
import { AppError } from '../http/errors';

/**
 * The Auth calls of spec §7 on the built-in backend (paths verbatim). Secrets — passwords, OTPs,
 * link tokens — are never logged and never answered; they travel only by e-mail/SMS (lib/notify).
 */
export const authRoutes = new Hono<BackendEnv>();

const REGISTRATION_SUCCESS = 'Registration successful';

const limit = async (
  c: AuthContext,
  policy: Parameters<typeof checkPolicy>[0],
  tenantId: string,
  account?: string,
) => assertWithinLimit(await checkPolicy(policy, { tenantId, account, ip: clientIp(c.req.raw) }), c);

const loginFailure = () => new AppError('login_failed', 401, AUTH_MESSAGES.loginFailure);
const guestRefused = () => new AppError('guest', 403, AUTH_MESSAGES.guestCannotLogin);

async function signedIn(c: AuthContext, tenant: Tenant, user: UserRow) {
  await startSession(c, tenant, user);
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
 * v2 receives the password encrypted with the tenant's key and iv (lib/auth/password-cipher.ts);
 * a tenant without a configured key sends it plain. v1 takes it plain and is only served to a
 * local development origin (lib/auth/origin.ts), as spec §5 describes.
 */
async function authenticate(c: AuthContext, encrypted: boolean) {
  const { db, tenant } = await tenantOf(c);
  if (!encrypted && !isLocalDevelopmentRequest(c.req.raw)) {
    throw new AppError('local_only', 403, AUTH_MESSAGES.unauthorized);
  }
  const body = parseOr400(ZLoginRequest, await readBody(c.req.raw));
  await limit(c, 'login', tenant.id, body.email);
  const user = await findUserByEmail(db, tenant.id, body.email);
  if (user && !canLogIn(user)) throw guestRefused();
  const encryption = tenant.config.fe_config?.password_encryption;
  const password =
    encrypted && isUsableEncryption(encryption)
      ? await decryptPassword(body.password, encryption)
      : body.password;
  // verifyPassword spends the same time whether or not the user, the hash or the plaintext exist.
  const ok = await verifyPassword(password ?? '', password === null ? null : user?.passwordHash);
  if (!user || !ok) throw loginFailure();
  return signedIn(c, tenant, user);
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
  const { db, tenant } = await tenantOf(c);
  const query = parseOr400(ZCheckAuthQuery, c.req.query());
  const user = await currentUser(c, db, tenant);
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
  const { db, tenant } = await tenantOf(c);
  const user = await requireUser(c, db, tenant);
  if (c.req.query('extend_session') === 'true') await startSession(c, tenant, user);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true, user: toApiUser(user) });
});

/** Logout revokes every session of the user server-side (session version) and clears the cookie. */
async function logout(c: AuthContext) {
  const { db, tenant } = await tenantOf(c);
  const user = await currentUser(c, db, tenant);
  if (user) await bumpSessionVersion(db, user);
  c.header('Set-Cookie', clearedSessionCookie(c.req.raw));
  return c.json({ success: true, message: AUTH_MESSAGES.logoutSuccess });
}
authRoutes.get('/user/logout', sameSiteOnly, logout);
authRoutes.get('/user_logout/', sameSiteOnly, logout);

authRoutes.delete('/api/auth/api/v1/user', sameSiteOnly, async (c) => {
  const { db, tenant } = await tenantOf(c);
  const user = await requireUser(c, db, tenant);
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
 * Self-registration always makes a Consumer (spec §6), whatever role the body names. A guest with
 * the same e-mail is completed into a full account; an existing full account is refused. A full
 * account gets a set-password link by e-mail (it has no password yet).
 */
async function register(c: AuthContext, db: Db, tenant: Tenant, input: TNewAccount) {
  const email = normaliseEmail(input.email);
  if (!input.guest) await limit(c, 'emailLink', tenant.id, email);
  const existing = await findUserByEmail(db, tenant.id, email);
  if (existing && !existing.guest)
    throw new AppError('user_exists', 409, 'User with this email already exists');
  const values = {
    title: input.title,
    firstName: input.firstName,
    lastName: input.lastName,
    dialCode: input.dialCode,
    mobileNumber: input.mobileNumber,
    country: input.country,
    guest: input.guest,
    ...(input.crmDetails ? { crmDetails: input.crmDetails } : {}),
  };
  const scope = forTenant(db, tenant.id);
  const [user] = existing
    ? await scope.update(users, { ...values, updatedAt: new Date() }, eq(users.id, existing.id))
    : await scope.insert(users, { ...values, email, role: 'Consumer' });
  if (!user) throw new AppError('registration_failed', 500, AUTH_MESSAGES.registrationFailure);
  if (!user.guest) {
    await sendLink(db, tenant, user, 'set_password').catch((err) => {
      if (!(err instanceof DeliveryError)) throw err;
    });
  }
  return c.json(
    { success: true, message: REGISTRATION_SUCCESS, user_id: user.id, user: toApiUser(user) },
    201,
  );
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
  const { db, tenant } = await tenantOf(c);
  const body = parseOr400(ZRegistrationRequest, await readBody(c.req.raw));
  return register(c, db, tenant, fromRegistration(body));
});

authRoutes.post('/create_user_in_agency_crm', sameSiteOnly, async (c) => {
  const { db, tenant } = await tenantOf(c);
  const b = parseOr400(ZAgencyCrmRegistration, await readBody(c.req.raw));
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
  const { db, tenant } = await tenantOf(c);
  const user = await requireUser(c, db, tenant);
  const raw = await readBody(c.req.raw);
  const body = parseOr400(ZRegistrationRequest, { ...raw, email: user.email });
  const next = fromRegistration(body);
  const [updated] = await forTenant(db, tenant.id).update(
    users,
    {
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

async function otpUser(
  db: Db,
  tenantId: string,
  who: { email?: string | undefined; mobileNumber?: string | undefined },
) {
  return who.email
    ? findUserByEmail(db, tenantId, who.email)
    : findUserByMobile(db, tenantId, who.mobileNumber ?? '');
}

authRoutes.post('/verify/generate_otp', sameSiteOnly, async (c) => {
  const { db, tenant } = await tenantOf(c);
  const who = parseOr400(ZOtpGenerateRequest, await readBody(c.req.raw));
  await limit(c, 'otpGenerate', tenant.id, who.email ?? who.mobileNumber);
  const user = await otpUser(db, tenant.id, who);
  if (!user) throw new AppError('user_not_found', 404, AUTH_MESSAGES.userNotFound);
  if (!canLogIn(user)) throw guestRefused();
  const channel = who.email ? 'email' : 'sms';
  if (channel === 'sms' && !phoneOf(user))
    throw new AppError('user_not_found', 404, AUTH_MESSAGES.userNotFound);
  try {
    await issueOtp(db, tenant, user, channel);
  } catch (err) {
    if (err instanceof DeliveryError) throw new AppError('delivery_failed', 502, AUTH_MESSAGES.loginFailure);
    throw err;
  }
  return c.json({ success: true, message: AUTH_MESSAGES.otpSent });
});

authRoutes.post('/verify/verify_otp', sameSiteOnly, async (c) => {
  const { db, tenant } = await tenantOf(c);
  const body = parseOr400(ZOtpVerifyRequest, await readBody(c.req.raw));
  await limit(c, 'otpVerify', tenant.id, body.email ?? body.mobileNumber);
  const user = await otpUser(db, tenant.id, body);
  const failure = new AppError('otp_failed', 401, AUTH_MESSAGES.otpVerifyFailure);
  if (!user) throw failure;
  if (!canLogIn(user)) throw guestRefused();
  if (!(await checkOtp(db, tenant.id, user, body.otp))) throw failure;
  // An OTP by e-mail proves the address.
  const verified =
    body.email && !user.emailVerifiedAt
      ? ((
          await forTenant(db, tenant.id).update(users, { emailVerifiedAt: new Date() }, eq(users.id, user.id))
        )[0] ?? user)
      : user;
  return signedIn(c, tenant, verified);
});

// ---------------------------------------------------------------------------------------------
// Links: verify, set password, resend, forgot password, invitation
// ---------------------------------------------------------------------------------------------

const invalidLink = () => new AppError('invalid_token', 400, 'This link is invalid or has expired.');

/**
 * POST user/verify: a verification link's token is spent and the e-mail marked verified; a
 * set-password link's token is only checked (the set-password page asks first, then spends it).
 */
authRoutes.post('/user/verify', sameSiteOnly, async (c) => {
  const { db, tenant } = await tenantOf(c);
  const body = parseOr400(ZUserVerifyRequest, await readBody(c.req.raw));
  const user = await findUserById(db, tenant.id, body.user_id);
  const purpose = user ? await peekLinkToken(db, tenant.id, user.id, body.token) : null;
  if (!user || !purpose || purpose === 'invitation') throw invalidLink();
  if (purpose === 'verify') {
    if (!(await consumeLinkToken(db, tenant.id, user.id, 'verify', body.token))) throw invalidLink();
    await forTenant(db, tenant.id).update(users, { emailVerifiedAt: new Date() }, eq(users.id, user.id));
  }
  return c.json({ success: true, message: 'Verified', purpose });
});

/**
 * POST user/password/set: with the link's user_id and token (single use) from the set-password
 * page, or for the signed-in user. Either way every existing session is revoked; the signed-in
 * caller gets a fresh cookie.
 */
authRoutes.post('/user/password/set', sameSiteOnly, async (c) => {
  const { db, tenant } = await tenantOf(c);
  const body = parseOr400(ZSetPasswordRequest, await readBody(c.req.raw));
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
    user = await requireUser(c, db, tenant);
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
const linkSent = (c: AuthContext) => c.json({ success: true, message: AUTH_MESSAGES.forgotSuccess });

authRoutes.post('/user/create/resend', sameSiteOnly, async (c) => {
  const { db, tenant } = await tenantOf(c);
  const body = parseOr400(ZResendRequest, await readBody(c.req.raw));
  await limit(c, 'emailLink', tenant.id, `user:${body.user_id}`);
  const user = await findUserById(db, tenant.id, body.user_id);
  if (user && !user.guest && !user.passwordHash) await sendLinkOr502(db, tenant, user);
  return linkSent(c);
});

authRoutes.post('/user/forgot-password', sameSiteOnly, async (c) => {
  const { db, tenant } = await tenantOf(c);
  const body = parseOr400(ZForgotPasswordRequest, await readBody(c.req.raw));
  await limit(c, 'emailLink', tenant.id, body.email);
  const user = await findUserByEmail(db, tenant.id, body.email);
  if (user) await sendLinkOr502(db, tenant, user);
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

/**
 * GET accept-invitation?user_id&token: spends the invitation token (single use, expiring), marks
 * the invitation accepted and, when the invitee has no password yet, e-mails a set-password link.
 * The page then opens the login modal (spec §4).
 */
authRoutes.get('/accept-invitation', sameSiteOnly, async (c) => {
  const { db, tenant } = await tenantOf(c);
  const q = parseOr400(ZAcceptInvitationQuery, c.req.query());
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

function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** GET credit/agency/user/get: details{amount, currency} when a credit limit is set, else null. */
authRoutes.get('/api/auth/api/v1/credit/agency/user/get', async (c) => {
  const { db, tenant } = await tenantOf(c);
  const user = await requireUser(c, db, tenant);
  c.header('Cache-Control', 'private, no-store');
  if (user.creditMinor === null || !user.creditCurrency) return c.json({ success: true, details: null });
  const amount = user.creditMinor / 10 ** fractionDigits(user.creditCurrency);
  return c.json({ success: true, details: { amount, currency: user.creditCurrency } });
});

/** GET api/subscription/v1/agency/: the agency's plan, for its staff only. */
authRoutes.get('/api/subscription/v1/agency/', async (c) => {
  const { db, tenant } = await tenantOf(c);
  const user = await requireUser(c, db, tenant);
  if (!isAgencyStaff(user.role)) throw new AppError('forbidden', 403, AUTH_MESSAGES.unauthorized);
  const [row] = await forTenant(db, tenant.id).select(agencySubscriptions);
  return c.json({ success: true, subscription: row ? { plan_name: row.planName } : null });
});
