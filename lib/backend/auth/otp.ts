import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import {
  generateOtp,
  hashOtp,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  otpBinding,
  otpMatches,
} from '@/lib/auth/one-time';
import { sendTemplate } from '@/lib/backend/notify';
import { readerLocale } from '@/lib/backend/notify/reader-locale';
import { attemptStore } from '@/lib/backend/ratelimit';
import { accountKey, type ThrottleRule } from '@/lib/backend/ratelimit/failures';
import type { Db } from '@/lib/db/open';
import { authOtps, type Tenant, type TOtpPurpose, type UserRow } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';

export type { TOtpPurpose };

/** The channel each purpose's code travels on. */
const CHANNEL: Record<TOtpPurpose, 'email' | 'sms'> = {
  sign_in_email: 'email',
  sign_in_sms: 'sms',
  phone_verify: 'sms',
};

/** E.164 of a user's phone (`+44` + national number), or null when incomplete. */
export function phoneOf(user: UserRow): string | null {
  const code = (user.dialCode ?? '').replace(/^\+?/, '+');
  return code.length > 1 && user.mobileNumber ? `${code}${user.mobileNumber}` : null;
}

/** Where a code of this purpose goes for this user (e-mail address or E.164), or null when there is none. */
export function otpDestination(user: UserRow, purpose: TOtpPurpose): string | null {
  return CHANNEL[purpose] === 'email' ? user.email : phoneOf(user);
}

/** Five wrong codes per destination and purpose; a new code starts afresh (issueOtp clears it). */
const WRONG_CODES: ThrottleRule = {
  freeFailures: OTP_MAX_ATTEMPTS,
  lockAt: OTP_MAX_ATTEMPTS,
  baseDelayMs: 0,
  maxDelayMs: 0,
  windowMs: OTP_TTL_MS,
};
/** The store key of the wrong-code counter of a destination and purpose. */
export const otpAttemptsKey = (tenantId: string, purpose: TOtpPurpose, sentTo: string) =>
  `otp:${purpose}:${accountKey(tenantId, sentTo)}`;

/** A user id no row has: the lookup for "no such user" is the same statement, finding nothing. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Replaces the user's code of this purpose with a new one, bound to the purpose and to the address
 * or number it is sent to, and sends it there. The code itself is never stored.
 */
export async function issueOtp(db: Db, tenant: Tenant, user: UserRow, purpose: TOtpPurpose): Promise<void> {
  const to = otpDestination(user, purpose);
  if (!to) throw new Error('no address for this channel');
  const scope = forTenant(db, tenant.id);
  await scope.delete(authOtps, and(eq(authOtps.userId, user.id), eq(authOtps.purpose, purpose)));
  const code = generateOtp();
  await scope.insert(authOtps, {
    userId: user.id,
    purpose,
    sentTo: to,
    codeHash: hashOtp(otpBinding(user.id, purpose, to), code),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  await attemptStore(db).clear(otpAttemptsKey(tenant.id, purpose, to));
  await sendTemplate({
    db,
    tenant,
    channel: CHANNEL[purpose],
    to,
    template: { kind: 'otp', otp: code, expiresInMinutes: 10 },
    locale: readerLocale(tenant.config, user.locale),
  });
}

/**
 * Checks a code for `purpose` sent to `sentTo`, for `user` (null: no account may use it). The work
 * is the same whatever the outcome — one atomic reservation of a wrong attempt on the destination's
 * counter (so parallel guesses cannot pass the 5), one read of the live code for this user, purpose
 * and destination (also for no user), one HMAC (also with no code) — so its time does not tell
 * whether an account or a live code exists. A match spends the code (single use: of two parallel
 * checks of the same code only one deletes it) and clears the counter.
 */
export async function checkOtp(
  db: Db,
  tenantId: string,
  user: UserRow | null,
  purpose: TOtpPurpose,
  sentTo: string,
  otp: number,
): Promise<boolean> {
  const store = attemptStore(db);
  const key = otpAttemptsKey(tenantId, purpose, sentTo);
  const reserved = await store.reserve(key, WRONG_CODES, Date.now());
  const userId = user?.id ?? NO_USER;
  const [code] = await db
    .select({ id: authOtps.id, codeHash: authOtps.codeHash })
    .from(authOtps)
    .where(
      and(
        eq(authOtps.tenantId, tenantId),
        eq(authOtps.userId, userId),
        eq(authOtps.purpose, purpose),
        eq(authOtps.sentTo, sentTo),
        gt(authOtps.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const matches = otpMatches(otpBinding(userId, purpose, sentTo), otp, code?.codeHash ?? '');
  if (!reserved.ok || !user || !code || !matches) return false;
  const spent = await db.delete(authOtps).where(eq(authOtps.id, code.id)).returning({ id: authOtps.id });
  if (spent.length !== 1) return false;
  await store.clear(key);
  return true;
}
