import type { Role } from '@/lib/contract/auth';

/** Roles of agency staff (spec §6). */
export const AGENCY_STAFF_ROLES: readonly Role[] = [
  'Agency',
  'Agency Employee',
  'Agency Admin',
  'SuperAdmin',
];

/** Spec §4/§6: a guest (Consumer with the guest flag) counts as not logged in and cannot log in. */
export function canLogIn(user: { guest: boolean }): boolean {
  return !user.guest;
}

/** Wallet / credit is an agency matter: only agency staff get a credit answer. */
export function isAgencyStaff(role: string): boolean {
  return (AGENCY_STAFF_ROLES as readonly string[]).includes(role);
}
