import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
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

/** OTP by phone: the oldest non-guest account with that national number, else any. */
export async function findUserByMobile(db: Db, tenantId: string, mobile: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.mobileNumber, mobile.trim())))
    .orderBy(asc(users.guest), asc(users.createdAt))
    .limit(1);
  return rows[0] ?? null;
}
