import { isAgencyStaff } from '@/lib/auth/roles';

/**
 * Who may read a quotation: the agency's staff (any of the tenant's), otherwise only the traveller
 * who created it or who owns its lead. Pure.
 */
export function canSeeQuotation(
  quotation: { createdBy: string | null },
  leadOwnerId: string | null,
  user: { id: string; role: string },
): boolean {
  if (isAgencyStaff(user.role)) return true;
  return quotation.createdBy === user.id || (leadOwnerId !== null && leadOwnerId === user.id);
}
