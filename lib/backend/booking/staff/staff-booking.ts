import 'server-only';
import { and, eq } from 'drizzle-orm';
import { managesBookings } from '@/lib/auth/rules';
import type { Db, Tx } from '@/lib/db/open';
import { type Booking, bookings, type Tenant, type UserRow } from '@/lib/db/schema';
import { AppError } from '../../http/errors';
import { BOOKING_MESSAGES } from '../messages';
import { canSeeBooking } from '../queries';
import { lockBooking } from '../transition';
import { staffText } from './staff-text';

/**
 * The booking a staff call acts on (issue 29 item 3): a booking the caller may not see answers 404
 * as everywhere (another tenant's, another user's); one they see but may not work on as staff (a
 * consumer's own, an employee's own without 'view all bookings') answers 403. `lock` takes the
 * booking's row lock for a write.
 */
export async function staffBooking(
  q: Db | Tx,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
  opts: { lock?: boolean } = {},
): Promise<Booking> {
  const row = opts.lock
    ? await lockBooking(q as Tx, tenant.id, bookingId)
    : ((await q
        .select()
        .from(bookings)
        .where(and(eq(bookings.tenantId, tenant.id), eq(bookings.id, bookingId)))
        .then((r) => r[0])) ?? null);
  if (!row || !canSeeBooking(user, row)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  assertStaff(user);
  return row;
}

/** Refuses (403) anyone but the agency's staff who work on all its bookings. */
export function assertStaff(user: Pick<UserRow, 'role' | 'permissions'>): void {
  if (!managesBookings({ role: user.role, permission: user.permissions }))
    throw new AppError('staff_only', 403, staffText('staffOnly'));
}
