import { z } from 'zod';
import { MANAGE_CAMPAIGNS, VIEW_ALL_BOOKINGS, VIEW_ALL_QUOTATIONS } from '@/lib/auth/rules';
import { EMAIL_PATTERN } from '@/lib/contract/auth';
import { minorUnits, normaliseCurrency, toMajorUnits, toMinorUnits } from '@/lib/money';

/**
 * The console's People rules (issue 32 item 4), pure: which roles and permissions an admin grants,
 * the shapes of an invitation and of a change of access, and what an admin may not do to their own
 * account. The queries that apply them are in people.ts.
 */

/** The roles an admin gives from the console; 'Agency' and 'SuperAdmin' are set up outside it. */
export const GRANTABLE_ROLES = ['Agency Employee', 'Agency Admin'] as const;

/** The permissions an admin gives (lib/auth/rules.ts says what each opens). */
export const GRANTABLE_PERMISSIONS = [VIEW_ALL_BOOKINGS, VIEW_ALL_QUOTATIONS, MANAGE_CAMPAIGNS] as const;

/** Staff are the site's signed-up users whose role is not 'Consumer' (guests never are). */
export const isStaff = (user: { role: string; guest: boolean }): boolean =>
  !user.guest && user.role !== 'Consumer';

const knownCurrency = (code: string): boolean => {
  try {
    minorUnits(code);
    return true;
  } catch {
    return false;
  }
};

const ZRole = z.enum(GRANTABLE_ROLES, {
  error: `role must be one of: ${GRANTABLE_ROLES.join(', ')}`,
});

/** Each permission once, in the order the list gives them. */
const ZPermissions = z
  .array(
    z.enum(GRANTABLE_PERMISSIONS, {
      error: `permissions may hold only: ${GRANTABLE_PERMISSIONS.join(', ')}`,
    }),
    { error: 'permissions must be a list' },
  )
  .transform((list) => GRANTABLE_PERMISSIONS.filter((p) => list.includes(p)));

const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

export const ZInviteRequest = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .max(254, 'email must be at most 254 characters')
    .regex(EMAIL_PATTERN, 'email must be an e-mail address such as name@example.com')
    .transform((e) => e.toLowerCase()),
  first_name: name('first_name'),
  last_name: name('last_name'),
  role: ZRole,
  permissions: ZPermissions.default([]),
});
export type TInviteRequest = z.infer<typeof ZInviteRequest>;

/** A credit limit in the currency's major units (as the credit call answers it), kept in minor units. */
const ZCreditLimit = z
  .object({
    amount: z.union([z.number(), z.string()], { error: 'amount must be a number such as 2500.00' }),
    currency: z
      .string({ error: 'currency is required' })
      .transform(normaliseCurrency)
      .refine(knownCurrency, 'currency must be an ISO 4217 code such as GBP'),
  })
  .transform((v, ctx) => {
    const text = String(v.amount).trim();
    const digits = minorUnits(v.currency);
    const decimals = /^\d+(?:\.(\d+))?$/.exec(text)?.[1]?.length ?? (/^\d+$/.test(text) ? 0 : null);
    // Never rounded: an amount with more decimals than the currency has is refused.
    const minor = decimals !== null && decimals <= digits ? toMinorUnits(text, v.currency) : null;
    // users.credit_minor is a 32-bit integer.
    if (minor === null || minor > 2_147_483_647) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `amount must be zero or more, with at most ${digits} decimals`,
      });
      return z.NEVER;
    }
    return { minor, currency: v.currency };
  });

export const ZSetAccessRequest = z
  .object({
    role: ZRole.optional(),
    permissions: ZPermissions.optional(),
    credit_limit: ZCreditLimit.nullable().optional(),
  })
  .strict()
  .refine(
    (v) => v.role !== undefined || v.permissions !== undefined || v.credit_limit !== undefined,
    'Send role, permissions or credit_limit to change',
  );
export type TSetAccessRequest = z.infer<typeof ZSetAccessRequest>;

/** The part of a user the access rules read and the audit records. */
export interface StaffAccess {
  role: string;
  permissions: string[];
  creditMinor: number | null;
  creditCurrency: string | null;
}

/** The credit limit as the API shows it: major units, as the credit call does; null when none is set. */
export function creditOf(a: Pick<StaffAccess, 'creditMinor' | 'creditCurrency'>) {
  if (a.creditMinor === null || !a.creditCurrency) return null;
  return { amount: toMajorUnits(a.creditMinor, a.creditCurrency), currency: a.creditCurrency };
}

/** What an access looks like in an audit row's before/after. */
export const auditAccess = (a: StaffAccess) => ({
  role: a.role,
  permissions: a.permissions,
  credit_limit: creditOf(a),
});

/** The access after a change: what the change names, the rest as it was. */
export function appliedAccess(current: StaffAccess, change: TSetAccessRequest): StaffAccess {
  return {
    role: change.role ?? current.role,
    permissions: change.permissions ?? current.permissions,
    creditMinor:
      change.credit_limit === undefined ? current.creditMinor : (change.credit_limit?.minor ?? null),
    creditCurrency:
      change.credit_limit === undefined ? current.creditCurrency : (change.credit_limit?.currency ?? null),
  };
}

/** Removed access: a Consumer again, with no permission and no credit. */
export const REMOVED_ACCESS: StaffAccess = {
  role: 'Consumer',
  permissions: [],
  creditMinor: null,
  creditCurrency: null,
};

export const OWN_ROLE_MESSAGE =
  'role: You cannot change your own role. Another admin can, so the site always keeps an admin.';
export const OWN_REMOVAL_MESSAGE =
  'You cannot remove your own access. Another admin can, so the site always keeps an admin.';
export const SUPERADMIN_MESSAGE = "Only a SuperAdmin can change a SuperAdmin's access.";

/**
 * Why the actor may not make this change to the target, or null when they may. Nobody changes their
 * own role or removes their own access (a site never loses its last admin by accident), and a
 * SuperAdmin's access is a SuperAdmin's to change.
 */
export function accessRefusal(
  actor: { id: string; role: string },
  target: { id: string; role: string },
  change: { role?: string } | 'remove',
): { status: 403 | 409; message: string } | null {
  const self = actor.id === target.id;
  if (change === 'remove') {
    if (self) return { status: 409, message: OWN_REMOVAL_MESSAGE };
  } else if (self && change.role !== undefined && change.role !== target.role) {
    return { status: 409, message: OWN_ROLE_MESSAGE };
  }
  if (target.role === 'SuperAdmin' && actor.role !== 'SuperAdmin')
    return { status: 403, message: SUPERADMIN_MESSAGE };
  return null;
}
