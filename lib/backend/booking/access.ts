import { eq, or, type SQL } from 'drizzle-orm';
import { managesBookings } from '@/lib/auth/rules';
import { bookings, type UserRow } from '@/lib/db/schema';

/**
 * Who sees which booking of their tenant: the traveller it is for and the agent who made it; the
 * agency itself (Agency, Agency Admin, SuperAdmin) and an Agency Employee holding 'view all
 * bookings' (spec §6) see all of them. Anything else reads as not found.
 */
export function seesAllBookings(user: Pick<UserRow, 'role' | 'permissions'>): boolean {
  return managesBookings({ role: user.role, permission: user.permissions });
}

/** The bookings this user may see, as a condition (tenant scoping is added by the caller). */
export function visibleTo(user: Pick<UserRow, 'id' | 'role' | 'permissions'>): SQL | undefined {
  if (seesAllBookings(user)) return undefined;
  return or(eq(bookings.userId, user.id), eq(bookings.createdBy, user.id));
}
