import 'server-only';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TUser } from '@/lib/contract/auth';
import type { Db } from '@/lib/db/open';
import { type UserRow, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { isUuid } from '@/lib/db/uuid';

/** E-mails are matched case-insensitively: stored and looked up lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user as the API shows it (spec §3 User): never the password hash or internal columns. */
export function toApiUser(row: UserRow): TUser {
  return {
    id: row.id,
    role: row.role,
    guest: row.guest,
    permission: row.permissions,
    email: row.email,
    details: {
      first_name: row.firstName,
      last_name: row.lastName,
      title: row.title,
      code: row.dialCode,
      mobile_number: row.mobileNumber,
      agency_role: row.agencyRole,
    },
    /** Whether the number receives login codes (verified by its owner while signed in). */
    phone_verified: row.phoneVerifiedAt !== null,
  };
}

export async function findUserById(db: Db, tenantId: string, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await forTenant(db, tenantId).select(users, eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, tenantId: string, email: string): Promise<UserRow | null> {
  const [row] = await forTenant(db, tenantId).select(users, eq(users.email, normaliseEmail(email)));
  return row ?? null;
}

/**
 * OTP by phone: the account whose owner verified that national number (verifying a number takes it
 * from any other account, so there is at most one; the oldest wins should two remain). Numbers
 * typed at registration are not verified and never match.
 */
export async function findUserByVerifiedMobile(
  db: Db,
  tenantId: string,
  mobile: string,
): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.mobileNumber, mobile.trim()),
        eq(users.guest, false),
        isNotNull(users.phoneVerifiedAt),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Keeps the language the user last used (issue 31): the mails sent to them later (sign-in links,
 * campaigns) read it. Written only when it changed, so a booking costs no extra write as a rule.
 */
export async function rememberLocale(db: Db, user: UserRow, locale: string): Promise<UserRow> {
  if (user.locale === locale) return user;
  await db.update(users).set({ locale }).where(eq(users.id, user.id));
  return { ...user, locale };
}
