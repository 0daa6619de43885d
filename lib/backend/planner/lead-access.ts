import { isAgencyStaff } from '@/lib/auth/roles';

export type LeadAccess = 'ok' | 'login' | 'forbidden';

/**
 * Who may read or change a lead: an anonymous lead, anyone holding its id (an unguessable uuid);
 * a lead of a signed-in traveller, that traveller or the agency's staff. A visitor who is not
 * signed in is asked to (the detail page's login guard), anyone else is refused.
 */
export function leadAccess(ownerId: string | null, user: { id: string; role: string } | null): LeadAccess {
  if (ownerId === null) return 'ok';
  if (!user) return 'login';
  return user.id === ownerId || isAgencyStaff(user.role) ? 'ok' : 'forbidden';
}
