import 'server-only';
import { deviceCookie, readDevice } from '@/lib/auth/device-cookie';
import { type LoginMethod, loginMethod } from '@/lib/auth/rules';
import type { BackendContext } from '@/lib/backend/http/context';
import {
  accountTag,
  attemptStore,
  beginSignInAttempt,
  clientIp,
  refuseTooMany,
  type SignInParty,
  unlockAccount,
} from '@/lib/backend/ratelimit';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { tenantFeatureOn } from '../tenants/features';
import { sendLink } from './links';

/**
 * The tenant's switches over sign-in, enforced here as the screens apply them (spec §4 "Login button
 * choice"): OTP when AUTHENTICATION_VIA_OTP is on; else the external redirect when
 * AUTHENTICATE_VIA_OAUTH_FOR_USER (or IS_ENTERPRISE) is on; else e-mail and password. A method the
 * tenant does not offer is refused by the backend too. Registration is off on invitation-only sites
 * (the screens hide it there).
 */
export function signInMethodOf(tenant: Pick<Tenant, 'config'>): LoginMethod {
  const on = (name: string) => tenantFeatureOn(tenant, name);
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

/**
 * The party of a sign-in attempt: tenant, the account it names, the calling client — and whether
 * that client is a known one for this account (its device cookie signed in to it before), which
 * exempts it from the limits others' failures set off (docs/auth-limits.md).
 */
export async function partyOf(c: BackendContext, tenant: Tenant, account: string): Promise<SignInParty> {
  const device = await readDevice(c.req.raw, tenant.id);
  const known = device?.accounts.includes(accountTag(tenant.id, account)) ?? false;
  return { tenantId: tenant.id, account, ip: clientIp(c.req.raw), knownDevice: known ? device?.id : null };
}

/** How a reserved attempt ended (beginAttempt). */
export interface AttemptOutcome {
  /** It failed; if this failure locked the account itself, its owner (when there is one) is mailed an unlock link. */
  failed(user: UserRow | null): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Reserves a sign-in attempt before any secret is checked, so a burst cannot outrun the counters:
 * 429 with Retry-After while the party must wait, else a handle to say how the attempt ended.
 */
export async function beginAttempt(
  c: BackendContext,
  db: Db,
  tenant: Tenant,
  party: SignInParty,
): Promise<AttemptOutcome> {
  const attempt = await beginSignInAttempt(attemptStore(db), party);
  if (!attempt.ok) refuseTooMany(attempt.retryAfterSec, c);
  return {
    async failed(user) {
      if (attempt.failed().accountLockedNow && user && !user.guest)
        await sendLink(db, tenant, user, 'unlock').catch(() => undefined);
    },
    succeeded: () => attempt.succeeded(),
  };
}

/**
 * After a sign-in: this client is a known one for the user's e-mail and verified phone from now on
 * (the device cookie, appended next to the session cookie).
 */
export async function rememberDevice(c: BackendContext, tenant: Tenant, user: UserRow): Promise<void> {
  const accounts = [user.email, ...(user.phoneVerifiedAt && user.mobileNumber ? [user.mobileNumber] : [])];
  const previous = await readDevice(c.req.raw, tenant.id);
  const tags = accounts.map((a) => accountTag(tenant.id, a));
  c.header('Set-Cookie', await deviceCookie(c.req.raw, tenant.id, previous, tags), { append: true });
}

/** The owner's unlock link: lifts the lock on the account's e-mail and phone. */
export async function unlockUser(c: BackendContext, db: Db, tenant: Tenant, user: UserRow): Promise<void> {
  const store = attemptStore(db);
  await unlockAccount(store, await partyOf(c, tenant, user.email));
  if (user.mobileNumber) await unlockAccount(store, await partyOf(c, tenant, user.mobileNumber));
}
