import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { enqueue, PermanentJobError, registerJobHandler } from '@/lib/backend/jobs';
import type { Db, Tx } from '@/lib/db/open';
import { bookings, type Tenant, tenants } from '@/lib/db/schema';
import { cancellationQuote, settleCancellation, tripPolicyOf } from './cancel-booking';
import { todayUtc } from './rules';
import { lockBooking } from './transition';

/**
 * A partly paid booking whose balance is still open after its due date lapses: it is cancelled as
 * if the traveller had cancelled on that day (the site's cancellation policy decides the fee, the
 * rest of what was paid is refunded with a credit note) and its seats go back on sale. Two ways,
 * both safe to repeat, as for held bookings: a job scheduled for the day after the due date (an
 * idle site still lapses) and a sweep before each booking call (a stopped worker loses nothing).
 */

export const LAPSE_BALANCE_JOB = 'booking.lapse_balance';

/** Lapses one booking if its balance is overdue on `now`'s day; true when it did. */
export const lapseIfOverdue = (db: Db, tenant: Tenant, bookingId: string, now = new Date()) =>
  lapse(db, tenant, bookingId, now, true);

/**
 * Lapses a partly paid booking now, whatever its balance date: a buy-now-pay-later instalment was
 * declined (lib/backend/bnpl), which leaves the balance unpaid as surely as a missed due date.
 */
export const lapseNow = (db: Db, tenant: Tenant, bookingId: string, now = new Date()) =>
  lapse(db, tenant, bookingId, now, false);

async function lapse(db: Db, tenant: Tenant, bookingId: string, now: Date, onlyOverdue: boolean) {
  return db.transaction(async (tx) => {
    const b = await lockBooking(tx, tenant.id, bookingId);
    if (b?.status !== 'partially_paid') return false;
    if (onlyOverdue && (!b.balanceDueDate || b.balanceDueDate >= todayUtc(now))) return false;
    await settleCancellation(
      tx,
      b,
      'lapse',
      null,
      cancellationQuote(tenant, b, now, await tripPolicyOf(tx, b)),
      now,
    );
    return true;
  });
}

/** Lapses every overdue balance of the tenant; the number lapsed. */
export async function lapseOverdueBalances(db: Db, tenant: Tenant, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, tenant.id),
        eq(bookings.status, 'partially_paid'),
        lt(bookings.balanceDueDate, todayUtc(now)),
      ),
    )
    .limit(200);
  let n = 0;
  for (const { id } of due) if (await lapseIfOverdue(db, tenant, id, now)) n += 1;
  return n;
}

/** Schedules the lapse check for the first moment after the due day (in the payment's transaction). */
export async function scheduleLapse(
  tx: Tx,
  booking: { tenantId: string; id: string },
  balanceDueDate: string,
  now = new Date(),
) {
  const after = Date.parse(`${balanceDueDate}T00:00:00Z`) + 86_400_000 + 60_000;
  await enqueue(tx as unknown as Db, {
    tenantId: booking.tenantId,
    type: LAPSE_BALANCE_JOB,
    payload: { booking_id: booking.id },
    delayMs: Math.max(0, after - now.getTime()),
    maxAttempts: 10,
  });
}

/** Registers the lapse job with this process's registry (idempotent). */
export function registerLapseJob(): void {
  registerJobHandler(LAPSE_BALANCE_JOB, async ({ db, job }) => {
    const id = job.payload.booking_id;
    if (typeof id !== 'string' || !job.tenantId) throw new PermanentJobError('booking_id missing');
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, job.tenantId));
    if (!tenant) throw new PermanentJobError('tenant gone');
    return { lapsed: await lapseIfOverdue(db, tenant, id) };
  });
}
