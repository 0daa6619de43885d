import 'server-only';
import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { TBookingStaffView } from '@/lib/contract/booking-staff';
import type { Db, Tx } from '@/lib/db/open';
import { bookings, type Tenant, type UserRow, users } from '@/lib/db/schema';
import messages from '@/messages/en-GB/StaffBookings.json';
import { auditTrail } from '../audit';
import { personName } from '../person-name';
import { bookingDetails } from '../queries';
import { assertStaff } from './staff-booking';

/**
 * The staff side of a booking (issue 29 item 3): reassigning it, re-sending its confirmation and
 * its audit trail are for the agency's staff who see all bookings (lib/auth/rules managesBookings, the
 * rule the My Bookings menu and the booking page ask too); anyone else gets 403 before anything
 * is looked up.
 */

/** The staff booking calls' texts (messages/en-GB/StaffBookings.json "server"). */
export const staffBookingText = createTranslator({
  locale: 'en-GB',
  messages: { StaffBookings: messages },
  namespace: 'StaffBookings.server',
});

/** 403 unless the caller is agency staff who see all the agency's bookings (one rule: staff-booking.ts). */
export const assertBookingStaff: (user: UserRow) => void = assertStaff;

/** The booking's customer (its user) by id, name and e-mail, for staff; null when it has none. */
async function customerOf(q: Db | Tx, tenantId: string, userId: string | null) {
  if (!userId) return null;
  const [u] = await q
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return u ? { id: u.id, name: personName(u), email: u.email } : null;
}

/** The customer's name, for the audit trail's changes (null when the booking has none). */
export async function customerName(
  q: Db | Tx,
  tenantId: string,
  userId: string | null,
): Promise<string | null> {
  return (await customerOf(q, tenantId, userId))?.name ?? null;
}

/** What the booking page shows staff: the booking's customer and its audit trail, oldest first. */
export async function staffBookingView(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
): Promise<TBookingStaffView> {
  assertBookingStaff(user);
  const booking = await bookingDetails(db, tenant, user, bookingId);
  const [row] = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenant.id), eq(bookings.id, booking.id)));
  return {
    customer: await customerOf(db, tenant.id, row?.userId ?? null),
    events: await auditTrail(db, tenant.id, booking.id),
  };
}
