import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { PermanentJobError, registerJobHandler } from '@/lib/backend/jobs';
import type { Db } from '@/lib/db/open';
import { bookings, type Tenant } from '@/lib/db/schema';
import { registerConfirmationEmailJob } from './confirmation-email';
import { lapseOverdueBalances, registerLapseJob } from './lapse-balance';
import { applyTransition, lockBooking } from './transition';

/**
 * A held booking that is not paid in time gives its seats back. Two ways, both safe to repeat: the
 * job each hold schedules for its expiry (so an idle site still releases), and a sweep before any
 * read or new booking of the tenant (so a stopped worker never leaves seats locked away).
 */

export const EXPIRE_HOLD_JOB = 'booking.expire_hold';

/** Expires one booking if it is still held and its time is up; true when it did. */
export async function expireIfDue(
  db: Db,
  tenantId: string,
  bookingId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const b = await lockBooking(tx, tenantId, bookingId);
    if (b?.status !== 'held' || !b.holdExpiresAt || b.holdExpiresAt > now) return false;
    await applyTransition(tx, b, 'expire', null);
    return true;
  });
}

/** Expires every due hold of the tenant; the number released. */
export async function releaseExpiredHolds(db: Db, tenantId: string, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.tenantId, tenantId), eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now)),
    )
    .limit(200);
  let n = 0;
  for (const { id } of due) if (await expireIfDue(db, tenantId, id, now)) n += 1;
  return n;
}

/**
 * The sweep before each booking call: holds whose time is up give their seats back, and balances
 * past their due date lapse (lapse-balance.ts).
 */
export async function sweepDueBookings(db: Db, tenant: Tenant, now = new Date()): Promise<void> {
  await releaseExpiredHolds(db, tenant.id, now);
  await lapseOverdueBalances(db, tenant, now);
}

/** Registers the booking jobs (hold expiry, lapsed balances, confirmation e-mail) with this process's registry (idempotent). */
export function registerBookingJobs(): void {
  registerConfirmationEmailJob();
  registerLapseJob();
  registerJobHandler(EXPIRE_HOLD_JOB, async ({ db, job }) => {
    const id = job.payload.booking_id;
    if (typeof id !== 'string' || !job.tenantId) throw new PermanentJobError('booking_id missing');
    const [b] = await db
      .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
      .from(bookings)
      .where(and(eq(bookings.tenantId, job.tenantId), eq(bookings.id, id)));
    // Ran a little early (clocks): throwing retries it after a back-off.
    if (b?.status === 'held' && b.holdExpiresAt && b.holdExpiresAt > new Date())
      throw new Error('hold not yet due');
    return { expired: await expireIfDue(db, job.tenantId, id) };
  });
}
