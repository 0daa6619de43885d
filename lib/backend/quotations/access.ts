import { isAgencyStaff } from '@/lib/auth/roles';
import { managesQuotations } from '@/lib/auth/rules';

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

/**
 * The agency-wide quotation list and the staff actions (lib/auth/rules `managesQuotations`) for a
 * user row: anyone else lists only their own quotations and is refused the staff calls. Pure.
 */
export function managesAllQuotations(user: { role: string; permissions: readonly string[] }): boolean {
  return managesQuotations({ role: user.role, permission: user.permissions });
}

/**
 * Accepting or booking a quotation (accept-quotation, the variant reprice and hold of a quotation):
 * its traveller, the one who made it, or staff who manage quotations. An employee without
 * 'view all quotations' cannot act on a colleague's quotation. Pure.
 */
export function canActOnQuotation(
  quotation: { createdBy: string | null },
  leadOwnerId: string | null,
  user: { id: string; role: string; permissions: readonly string[] },
): boolean {
  if (managesAllQuotations(user)) return true;
  return quotation.createdBy === user.id || (leadOwnerId !== null && leadOwnerId === user.id);
}
