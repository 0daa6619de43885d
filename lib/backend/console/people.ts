import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { type Tenant, type UserRow, users } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { siteLocales } from '@/lib/tenant/site-locales';
import { sendLink } from '../auth/links';
import { ledgerSums } from '../booking/wallet';
import { AppError } from '../http/errors';
import { DeliveryError } from '../notify';
import { recordConsoleChange } from './audit';
import {
  accessRefusal,
  appliedAccess,
  auditAccess,
  creditOf,
  GRANTABLE_PERMISSIONS,
  GRANTABLE_ROLES,
  isStaff,
  REMOVED_ACCESS,
  type StaffAccess,
  type TInviteRequest,
  type TSetAccessRequest,
} from './people-rules';

/**
 * The console's People (issue 32 item 4): the site's staff, inviting one (the existing invitation
 * e-mail), changing a role, permissions or credit limit, and removing access. Every change is made
 * under a row lock and recorded in the console's audit log in the same transaction. Only staff
 * (non-guest users whose role is not 'Consumer') are listed or changed here: any other id, another
 * tenant's included, is 404, and so is a second removal (the user is a Consumer by then).
 */

export interface StaffMember {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  permissions: string[];
  invitation: 'none' | 'pending' | 'accepted';
  credit_limit: { amount: number; currency: string } | null;
  /** What is left of the credit limit after the bookings paid from it (the wallet), or null without one. */
  balance: { amount: number; currency: string } | null;
}

export interface PeopleView {
  staff: StaffMember[];
  roles: readonly string[];
  permissions: readonly string[];
  /** The caller's own id: the screen marks the row whose role and access they cannot change. */
  you: string;
}

export const ALREADY_USER_MESSAGE = (email: string) =>
  `email: ${email} already has an account on this site. Change their access in the list instead.`;
export const NOT_STAFF_MESSAGE = 'No staff member of this site has this id.';

const COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  guest: users.guest,
  permissions: users.permissions,
  invitation: users.invitation,
  creditMinor: users.creditMinor,
  creditCurrency: users.creditCurrency,
};

type StaffRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'guest'
  | 'permissions'
  | 'invitation'
  | 'creditMinor'
  | 'creditCurrency'
>;

const toMember = (r: StaffRow, ledger: ReadonlyMap<string, number> = new Map()): StaffMember => ({
  id: r.id,
  email: r.email,
  first_name: r.firstName,
  last_name: r.lastName,
  role: r.role,
  permissions: r.permissions,
  invitation: r.invitation,
  credit_limit: creditOf(r),
  // The balance a booking is paid from (lib/backend/booking/wallet.ts): the limit plus the ledger.
  balance: creditOf({
    ...r,
    creditMinor: r.creditMinor === null ? null : r.creditMinor + (ledger.get(r.id) ?? 0),
  }),
});

export async function peopleView(db: Db, tenantId: string, actor: Pick<UserRow, 'id'>): Promise<PeopleView> {
  const [rows, ledger] = await Promise.all([
    db
      .select(COLUMNS)
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.guest, false), ne(users.role, 'Consumer')))
      .orderBy(asc(users.createdAt), asc(users.email)),
    ledgerSums(db, tenantId),
  ]);
  return {
    staff: rows.map((r) => toMember(r, ledger)),
    roles: GRANTABLE_ROLES,
    permissions: GRANTABLE_PERMISSIONS,
    you: actor.id,
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Creates the invited user (invitation 'pending') with its audit row, then e-mails the invitation.
 * An e-mail already on the site is 409; two invitations of one address racing end with one user
 * (the unique index users_tenant_email_uq refuses the second, answered as the same 409). The user
 * stays when the e-mail cannot be delivered: the answer says so (`invitation_sent: false`).
 */
export async function inviteStaff(
  db: Db,
  tenant: Tenant,
  actor: UserRow,
  input: TInviteRequest,
): Promise<{ member: StaffMember; invitationSent: boolean }> {
  const taken = () =>
    new AppError('already_user', 409, ALREADY_USER_MESSAGE(input.email), {
      email: [ALREADY_USER_MESSAGE(input.email)],
    });
  let created: UserRow;
  try {
    created = await db.transaction(async (tx) => {
      const [exists] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.email, input.email)))
        .limit(1);
      if (exists) throw taken();
      const [user] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          role: input.role,
          permissions: input.permissions,
          invitation: 'pending',
          // The invitation goes out in the site's language until the invitee picks theirs.
          locale: siteLocales(tenant.config).defaultLocale,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      await recordConsoleChange(tx, {
        tenantId: tenant.id,
        actor,
        area: 'people',
        action: 'invite',
        subject: user.email,
        details: { role: user.role, permissions: user.permissions },
      });
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  let invitationSent = true;
  try {
    await sendLink(db, tenant, created, 'invitation');
  } catch (err) {
    if (!(err instanceof DeliveryError)) throw err;
    invitationSent = false;
  }
  return { member: toMember(created), invitationSent };
}

/** The staff member under a row lock, or 404 (not a uuid, another tenant's, not staff). */
async function lockedStaff(tx: Tx, tenantId: string, id: string): Promise<StaffRow> {
  const notStaff = new AppError('not_found', 404, NOT_STAFF_MESSAGE);
  if (!isUuid(id)) throw notStaff;
  const [row] = await tx
    .select(COLUMNS)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .for('update');
  if (!row || !isStaff(row)) throw notStaff;
  return row;
}

const accessOf = (r: StaffRow): StaffAccess => ({
  role: r.role,
  permissions: r.permissions,
  creditMinor: r.creditMinor,
  creditCurrency: r.creditCurrency,
});

const sameAccess = (a: StaffAccess, b: StaffAccess) =>
  JSON.stringify(auditAccess(a)) === JSON.stringify(auditAccess(b)) && a.creditMinor === b.creditMinor;

/**
 * Changes a staff member's role, permissions and/or credit limit in one transaction under the row's
 * lock, recording before and after. A change that changes nothing writes nothing.
 */
export async function setStaffAccess(
  db: Db,
  tenantId: string,
  actor: UserRow,
  id: string,
  change: TSetAccessRequest,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const row = await lockedStaff(tx, tenantId, id);
    const refused = accessRefusal(actor, row, change);
    if (refused) throw new AppError('access_refused', refused.status, refused.message);
    const before = accessOf(row);
    const after = appliedAccess(before, change);
    const ledger = await ledgerSums(tx, tenantId, row.id);
    if (sameAccess(before, after)) return toMember(row, ledger);
    await tx
      .update(users)
      .set({ ...after, updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, row.id)));
    await recordConsoleChange(tx, {
      tenantId,
      actor,
      area: 'people',
      action: 'set_access',
      subject: row.email,
      details: { before: auditAccess(before), after: auditAccess(after) },
    });
    return toMember({ ...row, ...after }, ledger);
  });
}

/**
 * Removes a staff member's access: a Consumer with no permission and no credit, every open session
 * ended (session_version bumped: each cookie carries the version it was issued with). The
 * invitation is left as it was. A second removal finds no staff member: 404, no second audit row.
 */
export async function removeStaffAccess(
  db: Db,
  tenantId: string,
  actor: UserRow,
  id: string,
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const row = await lockedStaff(tx, tenantId, id);
    const refused = accessRefusal(actor, row, 'remove');
    if (refused) throw new AppError('access_refused', refused.status, refused.message);
    await tx
      .update(users)
      .set({
        ...REMOVED_ACCESS,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, row.id)));
    await recordConsoleChange(tx, {
      tenantId,
      actor,
      area: 'people',
      action: 'remove_access',
      subject: row.email,
      details: { before: auditAccess(accessOf(row)), after: auditAccess(REMOVED_ACCESS) },
    });
    return toMember({ ...row, ...REMOVED_ACCESS });
  });
}
