import 'server-only';
import { type LoginMethod, loginMethod } from '@/lib/auth-client/rules';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import {
  assertWithinLimit,
  checkSignInThrottle,
  clientIp,
  recordSignInFailure,
  recordSignInSuccess,
  type SignInParty,
  signInFailureStore,
  unlockAccount,
} from '@/lib/ratelimit';
import { AppError } from '../http/errors';
import type { AuthContext } from './context';
import { sendLink } from './links';

/**
 * The tenant's switches over sign-in, enforced here as the screens apply them (spec §4 "Login button
 * choice"): OTP when AUTHENTICATION_VIA_OTP is on; else the external redirect when
 * AUTHENTICATE_VIA_OAUTH_FOR_USER (or IS_ENTERPRISE) is on; else e-mail and password. A method the
 * tenant does not offer is refused by the backend too. Registration is off on invitation-only sites
 * (the screens hide it there).
 */
export function signInMethodOf(tenant: Pick<Tenant, 'config'>): LoginMethod {
  const on = (name: string) =>
    (tenant.config.feature_configuration ?? []).some((f) => f.name === name && f.is_enabled === true);
  return loginMethod({
    otp: on('AUTHENTICATION_VIA_OTP'),
    oauth: on('AUTHENTICATE_VIA_OAUTH_FOR_USER'),
    enterprise: on('IS_ENTERPRISE'),
  });
}

const methodOff = () => new AppError('sign_in_method_off', 403, AUTH_MESSAGES.unauthorized);

export function assertSignInMethod(tenant: Pick<Tenant, 'config'>, method: LoginMethod): void {
  if (signInMethodOf(tenant) !== method) throw methodOff();
}

export function assertRegistrationOpen(tenant: Pick<Tenant, 'config'>): void {
  if (tenant.config.invite_only) throw new AppError('registration_closed', 403, AUTH_MESSAGES.unauthorized);
}

/** The party of a sign-in attempt: tenant, the account it names, the calling client. */
export const partyOf = (c: AuthContext, tenant: Tenant, account: string): SignInParty => ({
  tenantId: tenant.id,
  account,
  ip: clientIp(c.req.raw),
});

/** 429 (Retry-After) while the party's failed attempts call for a wait or a lock. */
export async function assertNotThrottled(c: AuthContext, party: SignInParty): Promise<void> {
  const d = await checkSignInThrottle(signInFailureStore(), party);
  if (!d.ok) assertWithinLimit({ ok: false, retryAfterSec: d.retryAfterSec, remaining: 0 }, c);
}

/**
 * Counts a failed attempt. When it locks the account itself (failures from many places), its owner
 * — if the account exists — is mailed a link that lifts the lock.
 */
export async function recordFailure(
  db: Db,
  tenant: Tenant,
  party: SignInParty,
  user: UserRow | null,
): Promise<void> {
  const { accountLockedNow } = await recordSignInFailure(signInFailureStore(), party);
  if (accountLockedNow && user && !user.guest)
    await sendLink(db, tenant, user, 'unlock').catch(() => undefined);
}

export const recordSuccess = (party: SignInParty) => recordSignInSuccess(signInFailureStore(), party);

/** The owner's unlock link: lifts the lock on the account's e-mail and phone. */
export async function unlockUser(c: AuthContext, tenant: Tenant, user: UserRow): Promise<void> {
  const store = signInFailureStore();
  await unlockAccount(store, partyOf(c, tenant, user.email));
  if (user.mobileNumber) await unlockAccount(store, partyOf(c, tenant, user.mobileNumber));
}
