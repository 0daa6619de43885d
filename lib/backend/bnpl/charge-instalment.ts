import 'server-only';
import { and, desc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { PermanentJobError, registerJobHandler } from '@/lib/backend/jobs';
import type { Db, Tx } from '@/lib/db/open';
import { bnplInstalments, type Payment, payments, tenants } from '@/lib/db/schema';
import { closeOpenPayments } from '../booking/close-payments';
import { lapseNow } from '../booking/lapse-balance';
import { lockBooking } from '../booking/transition';
import { applyOffSessionOutcome, INSTALMENT_KIND } from '../payment/apply-payment';
import { closeSessionsNow } from '../payment/close-session';
import { gatewayById } from '../payment/gateways';

/** The job that charges one instalment after the first on its day. */
export const CHARGE_INSTALMENT_JOB = 'bnpl.charge_instalment';

/** An instalment is charged at 06:00 UTC on its day. */
export const chargeDelayMs = (dueDate: string, now: Date): number =>
  Math.max(0, Date.parse(`${dueDate}T06:00:00Z`) - now.getTime());

export type ChargeResult = 'paid' | 'failed' | 'dropped' | 'gone';

type Prepared = { done: ChargeResult } | { charge: Payment; sourceRef: string; superseded: string[] };

/** Ends this instalment and every later one still scheduled: the plan no longer holds. */
async function dropFrom(tx: Tx, planId: string, number: number): Promise<void> {
  await tx
    .update(bnplInstalments)
    .set({ status: 'dropped', updatedAt: new Date() })
    .where(
      and(
        eq(bnplInstalments.planId, planId),
        eq(bnplInstalments.status, 'scheduled'),
        gt(bnplInstalments.number, number - 1),
      ),
    );
}

/**
 * Under the booking's row lock: whether the instalment is still to be charged, and if so its
 * payment, recorded open before the gateway is asked (so a crash leaves a payment to finish, never
 * a charge nobody knows of). A booking that is no longer partly paid (cancelled, lapsed, paid off)
 * is refused and the instalment dropped; so is one whose paid amount is not what the earlier
 * instalments add up to (it was paid another way: its balance follows the ordinary rules).
 */
async function prepare(db: Db, tenantId: string, instalmentId: string): Promise<Prepared> {
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ bookingId: bnplInstalments.bookingId })
      .from(bnplInstalments)
      .where(and(eq(bnplInstalments.tenantId, tenantId), eq(bnplInstalments.id, instalmentId)));
    if (!peek) return { done: 'gone' };
    const b = await lockBooking(tx, tenantId, peek.bookingId);
    const [i] = await tx
      .select()
      .from(bnplInstalments)
      .where(eq(bnplInstalments.id, instalmentId))
      .for('update');
    if (!i) return { done: 'gone' };
    if (i.status === 'paid' || i.status === 'failed' || i.status === 'dropped') return { done: i.status };
    const source = async () => {
      const [p] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.tenantId, tenantId),
            eq(payments.bookingId, i.bookingId),
            eq(payments.status, 'captured'),
            isNotNull(payments.gatewayRef),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return p ?? null;
    };
    if (i.status === 'charging' && i.paymentId) {
      // A charge started before (a retry after a crash or a gateway that did not answer): the
      // same payment again, so the gateway's idempotency makes it one charge.
      const [p] = await tx.select().from(payments).where(eq(payments.id, i.paymentId));
      const src = await source();
      if (p?.status === 'created' && src && src.id !== p.id)
        return { charge: p, sourceRef: src.gatewayRef ?? '', superseded: [] };
      return { done: p?.status === 'captured' ? 'paid' : 'dropped' };
    }
    if (b?.status !== 'partially_paid') {
      await dropFrom(tx, i.planId, i.number);
      return { done: 'dropped' };
    }
    const earlier = await tx
      .select({ amount: bnplInstalments.amountMinor })
      .from(bnplInstalments)
      .where(and(eq(bnplInstalments.planId, i.planId), lt(bnplInstalments.number, i.number)));
    const src = await source();
    if (b.paidMinor !== earlier.reduce((a, e) => a + e.amount, 0) || !src?.gatewayRef) {
      // Paid another way (a first payment of another amount): the whole plan is off.
      await dropFrom(tx, i.planId, 1);
      return { done: 'dropped' };
    }
    // A balance payment the traveller left open gives way to the instalment (one open payment).
    const superseded = await closeOpenPayments(tx, b, 'superseded');
    const [p] = await tx
      .insert(payments)
      .values({
        tenantId,
        bookingId: b.id,
        userId: src.userId,
        gateway: src.gateway,
        method: src.method,
        kind: INSTALMENT_KIND,
        amountMinor: i.amountMinor,
        currency: i.currency,
      })
      .returning();
    if (!p) throw new Error('payment insert returned no row');
    await tx
      .update(bnplInstalments)
      .set({ status: 'charging', paymentId: p.id, updatedAt: new Date() })
      .where(eq(bnplInstalments.id, i.id));
    return { charge: p, sourceRef: src.gatewayRef, superseded };
  });
}

/**
 * Charges one scheduled instalment through the gateway the booking was paid with, off session on
 * the card on file, and applies the outcome like any capture (lib/backend/payment/apply-payment.ts):
 * paid grows, and the last instalment confirms the booking. A declined instalment leaves the
 * balance unpaid, so the booking lapses as an overdue balance does (lapse-balance.ts: cancelled as if
 * on that day, the fee kept, the rest refunded). Safe to run twice at once or again later: the
 * instalment is claimed under the booking's lock and the charge is idempotent by payment id.
 */
export async function chargeInstalment(
  db: Db,
  tenantId: string,
  instalmentId: string,
  now = new Date(),
): Promise<ChargeResult> {
  const prepared = await prepare(db, tenantId, instalmentId);
  if ('done' in prepared) return prepared.done;
  const { charge, sourceRef, superseded } = prepared;
  await closeSessionsNow(db, tenantId, superseded);
  const gateway = gatewayById(db, charge.gateway);
  if (!gateway?.chargeOffSession)
    throw new PermanentJobError(`gateway ${charge.gateway} cannot charge off session`);
  const outcome = await gateway.chargeOffSession({
    tenantId,
    paymentId: charge.id,
    sourceGatewayRef: sourceRef,
    amountMinor: charge.amountMinor,
    currency: charge.currency,
  });
  const applied = await applyOffSessionOutcome(db, tenantId, charge.id, outcome, now);
  const result: ChargeResult =
    applied.status === 'captured' ? 'paid' : applied.status === 'failed' ? 'failed' : 'dropped';
  await db
    .update(bnplInstalments)
    .set({
      status: result,
      failureMessage: result === 'failed' ? applied.failureMessage : null,
      updatedAt: new Date(),
    })
    .where(and(eq(bnplInstalments.id, instalmentId), eq(bnplInstalments.status, 'charging')));
  if (result === 'failed') {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
    if (tenant) await lapseNow(db, tenant, charge.bookingId, now);
  }
  return result;
}

/** Registers the instalment job with this process's registry (idempotent). */
export function registerBnplJobs(): void {
  registerJobHandler(CHARGE_INSTALMENT_JOB, async ({ db, job }) => {
    const id = job.payload.instalment_id;
    if (typeof id !== 'string' || !job.tenantId) throw new PermanentJobError('instalment_id missing');
    return { result: await chargeInstalment(db, job.tenantId, id) };
  });
}
