import 'server-only';
import { and, eq } from 'drizzle-orm';
import { enqueue } from '@/lib/backend/jobs';
import { isBnplPlanId } from '@/lib/booking/bnpl';
import type { Db } from '@/lib/db/open';
import { bnplInstalments, bnplPlans, type Tenant, type UserRow } from '@/lib/db/schema';
import { BOOKING_MESSAGES } from '../booking/messages';
import { canSeeBooking } from '../booking/queries';
import { assertBookingEnabled } from '../booking/rules';
import { lockBooking } from '../booking/transition';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { CHARGE_INSTALMENT_JOB, chargeDelayMs } from './charge-instalment';
import { BNPL_MESSAGES } from './messages';
import { bnplUnavailable, plansFor } from './plans';

/**
 * POST api/bnpl/v1/cache: the booking will be paid by `planId`. Chosen while the booking is held
 * and unpaid, under its row lock, so two choices at once are taken one after the other: the same
 * plan again changes nothing, another plan replaces it (the traveller changed their mind before
 * paying). The instalments after the first are queued on the job queue for their days in the same
 * transaction; a replaced plan's jobs find no instalment and do nothing. The first instalment is
 * then paid through make_payment as a first part payment of its amount.
 */
export async function choosePlan(
  db: Db,
  input: { tenant: Tenant; user: UserRow; bookingId: string; planId: string; now?: Date },
): Promise<{ planId: string; firstInstalmentMinor: number; currency: string }> {
  const { tenant, user } = input;
  assertBookingEnabled(tenant);
  const unavailable = bnplUnavailable(db, tenant);
  if (unavailable) throw new AppError('bnpl_unavailable', 403, unavailable);
  if (!isBnplPlanId(input.planId)) throw fieldError('plan_id', BNPL_MESSAGES.noPlan);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const b = await lockBooking(tx, tenant.id, input.bookingId);
    if (!b || !canSeeBooking(user, b)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
    const plan = plansFor(b, now).find((p) => p.id === input.planId);
    if (!plan) {
      if (b.status !== 'held' || b.paidMinor > 0)
        throw new AppError('bnpl_not_held', 409, BNPL_MESSAGES.notHeld);
      throw fieldError('plan_id', BNPL_MESSAGES.noPlan);
    }
    const first = plan.instalments[0]?.amountMinor ?? 0;
    const [existing] = await tx
      .select()
      .from(bnplPlans)
      .where(and(eq(bnplPlans.tenantId, tenant.id), eq(bnplPlans.bookingId, b.id)));
    if (existing?.planId === plan.id)
      return { planId: plan.id, firstInstalmentMinor: first, currency: b.currency };
    if (existing) await tx.delete(bnplPlans).where(eq(bnplPlans.id, existing.id));
    const [row] = await tx
      .insert(bnplPlans)
      .values({
        tenantId: tenant.id,
        bookingId: b.id,
        userId: user.id,
        planId: plan.id,
        totalMinor: b.totalMinor,
        currency: b.currency,
      })
      .returning({ id: bnplPlans.id });
    if (!row) throw new Error('bnpl plan insert returned no row');
    const inserted = await tx
      .insert(bnplInstalments)
      .values(
        plan.instalments.map((i) => ({
          tenantId: tenant.id,
          planId: row.id,
          bookingId: b.id,
          number: i.number,
          amountMinor: i.amountMinor,
          currency: b.currency,
          dueDate: i.dueDate,
        })),
      )
      .returning({
        id: bnplInstalments.id,
        number: bnplInstalments.number,
        dueDate: bnplInstalments.dueDate,
      });
    for (const i of inserted)
      if (i.number > 1)
        await enqueue(tx as unknown as Db, {
          tenantId: tenant.id,
          type: CHARGE_INSTALMENT_JOB,
          payload: { instalment_id: i.id },
          delayMs: chargeDelayMs(i.dueDate, now),
          maxAttempts: 10,
        });
    return { planId: plan.id, firstInstalmentMinor: first, currency: b.currency };
  });
}
