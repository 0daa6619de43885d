import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { generateOtp, hashOtp, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpMatches } from '@/lib/auth/one-time';
import type { Db } from '@/lib/db/open';
import { authOtps, type Tenant, type UserRow } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { sendTemplate } from '@/lib/notify';

/** E.164 of a user's phone (`+44` + national number), or null when incomplete. */
export function phoneOf(user: UserRow): string | null {
  const code = (user.dialCode ?? '').replace(/^\+?/, '+');
  return code.length > 1 && user.mobileNumber ? `${code}${user.mobileNumber}` : null;
}

/** Replaces the user's OTPs with a new one and sends it by e-mail or SMS. The code is never stored. */
export async function issueOtp(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  channel: 'email' | 'sms',
): Promise<void> {
  const to = channel === 'email' ? user.email : phoneOf(user);
  if (!to) throw new Error('no address for this channel');
  const scope = forTenant(db, tenant.id);
  await scope.delete(authOtps, eq(authOtps.userId, user.id));
  const code = generateOtp();
  await scope.insert(authOtps, {
    userId: user.id,
    codeHash: hashOtp(user.id, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  await sendTemplate({ db, tenant, channel, to, template: { kind: 'otp', otp: code, expiresInMinutes: 10 } });
}

/**
 * Checks an OTP. An attempt is reserved first (attempts < 5, atomically), so parallel guesses cannot
 * exceed the limit; a match deletes the code (single use).
 */
export async function checkOtp(db: Db, tenantId: string, user: UserRow, otp: number): Promise<boolean> {
  const [reserved] = await db
    .update(authOtps)
    .set({ attempts: sql`${authOtps.attempts} + 1` })
    .where(
      and(
        eq(authOtps.tenantId, tenantId),
        eq(authOtps.userId, user.id),
        gt(authOtps.expiresAt, new Date()),
        lt(authOtps.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: authOtps.id, codeHash: authOtps.codeHash, createdAt: authOtps.createdAt });
  if (!reserved || !otpMatches(user.id, otp, reserved.codeHash)) return false;
  await db.delete(authOtps).where(eq(authOtps.id, reserved.id));
  return true;
}
