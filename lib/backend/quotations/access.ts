import { managesQuotations } from '@/lib/auth/rules';

/**
 * The agency-wide quotation list and the staff actions (lib/auth/rules `managesQuotations`) for a
 * user row: anyone else lists only their own quotations and is refused the staff calls. Pure.
 */
export function managesAllQuotations(user: { role: string; permissions: readonly string[] }): boolean {
  return managesQuotations({ role: user.role, permission: user.permissions });
}

/**
 * Reading one quotation (get_quotation, quotation_details, get_opp_id, the quotation-details page),
 * accepting or booking it (accept-quotation, the variant reprice and hold of a quotation): its
 * traveller, the one who made it, or staff who manage quotations. Any other staff member (an
 * employee without 'view all quotations') is a stranger to a colleague's quotation. Pure.
 */
export function canActOnQuotation(
  quotation: { createdBy: string | null },
  leadOwnerId: string | null,
  user: { id: string; role: string; permissions: readonly string[] },
): boolean {
  if (managesAllQuotations(user)) return true;
  return quotation.createdBy === user.id || (leadOwnerId !== null && leadOwnerId === user.id);
}
