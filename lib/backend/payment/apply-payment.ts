import 'server-only';
import { and, eq } from 'drizzle-orm';
import { balanceDueDate } from '@/lib/booking/party';
import type { Db } from '@/lib/db/open';
import { type Payment, paymentEvents, payments, type Tenant } from '@/lib/db/schema';
import { GatewaySignatureError, type VerifiedGatewayMessage } from '@/lib/payment';
import { scheduleLapse } from '../booking/lapse-balance';
import { todayUtc } from '../booking/rules';
import { applyTransition, lockBooking } from '../booking/transition';
import type { Tx } from '../booking/tx';
import { AppError } from '../http/errors';
import { gatewayById } from './gateways';
import { PAYMENT_MESSAGES } from './messages';

/** How old a signed gateway message may be (and how far ahead of our clock). */
export const MESSAGE_MAX_AGE_MS = 15 * 60_000;
const CLOCK_SKEW_MS = 2 * 60_000;

export type PaymentAnswer = { status: 'SUCCESS' | 'FAILED' | 'PENDING'; message: string | null };

const answerOf = (p: Pick<Payment, 'status' | 'failureMessage'>): PaymentAnswer =>
  p.status === 'captured'
    ? { status: 'SUCCESS', message: null }
    : p.status === 'failed'
      ? { status: 'FAILED', message: p.failureMessage }
      : { status: 'PENDING', message: PAYMENT_MESSAGES.pending };

async function lockPayment(tx: Tx, tenantId: string, paymentId: string): Promise<Payment | null> {
  const [p] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)))
    .for('update');
  return p ?? null;
}

/**
 * Applies a payment's outcome to it and its booking, once: the payment row is locked and only a
 * payment still `created` changes; a capture moves the booking to confirmed (what it owed is paid)
 * or partially_paid, a failure releases its seats. A capture for a booking that can no longer take
 * it (expired or cancelled meanwhile) stays recorded as captured but unapplied, for a refund.
 */
export async function applyOutcome(
  tx: Tx,
  payment: Payment,
  outcome: { result: 'CAPTURED' | 'FAILED'; message: string | null },
  now = new Date(),
): Promise<Payment> {
  if (payment.status !== 'created') return payment;
  const booking = await lockBooking(tx, payment.tenantId, payment.bookingId);
  if (outcome.result === 'FAILED') {
    if (booking?.status === 'held') await applyTransition(tx, booking, 'fail', null, { holdExpiresAt: null });
    const [p] = await tx
      .update(payments)
      .set({ status: 'failed', failureMessage: outcome.message, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    return p as Payment;
  }
  let applied = false;
  if (booking && (booking.status === 'held' || booking.status === 'partially_paid')) {
    const paid = booking.paidMinor + payment.amountMinor;
    const full = paid >= booking.totalMinor;
    const dueDate = full ? null : balanceDueDate(booking.departureDate, todayUtc(now));
    await applyTransition(tx, booking, full ? 'pay' : 'pay_part', payment.userId, {
      paidMinor: paid,
      holdExpiresAt: null,
      confirmedAt: full ? now : null,
      balanceDueDate: dueDate,
    });
    // The first part paid: if the rest is not paid by its date, the booking lapses.
    if (dueDate && booking.status === 'held') await scheduleLapse(tx, booking, dueDate, now);
    applied = true;
  }
  const [p] = await tx
    .update(payments)
    .set({ status: 'captured', appliedAt: applied ? now : null, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  return p as Payment;
}

/**
 * A gateway's signed message (the browser's return through save_payment, or a webhook): refused
 * when the signature does not hold or anything signed differs from the payment (tampered), when it
 * is older than MESSAGE_MAX_AGE_MS (stale), or when its event id was seen before (replayed). Even
 * then the gateway is asked server-side, and only what it confirms is applied.
 */
export async function receiveGatewayMessage(
  db: Db,
  input: {
    tenant: Tenant;
    params: Readonly<Record<string, unknown>>;
    source: 'return' | 'webhook';
    userId?: string;
    now?: Date;
  },
): Promise<PaymentAnswer> {
  const now = input.now ?? new Date();
  const paymentId = typeof input.params.payment_id === 'string' ? input.params.payment_id : '';
  const [stored] = /^[0-9a-f-]{36}$/i.test(paymentId)
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.tenantId, input.tenant.id), eq(payments.id, paymentId)))
    : [];
  if (!stored || (input.userId !== undefined && stored.userId !== input.userId))
    throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
  const gateway = gatewayById(db, stored.gateway);
  if (!gateway) throw new AppError('payment_unavailable', 403, PAYMENT_MESSAGES.unavailable);
  let msg: VerifiedGatewayMessage;
  try {
    msg = gateway.verify(input.params);
  } catch (err) {
    if (err instanceof GatewaySignatureError)
      throw new AppError('payment_unverified', 400, PAYMENT_MESSAGES.unverified);
    throw err;
  }
  if (
    msg.amountMinor !== stored.amountMinor ||
    msg.currency !== stored.currency ||
    msg.gatewayRef !== stored.gatewayRef
  )
    throw new AppError('payment_unverified', 400, PAYMENT_MESSAGES.unverified);
  const age = now.getTime() - msg.signedAt;
  if (age > MESSAGE_MAX_AGE_MS || age < -CLOCK_SKEW_MS)
    throw new AppError('payment_stale', 400, PAYMENT_MESSAGES.stale);
  // The browser's word is not enough: the gateway must say the same about its session.
  const status = await gateway.status(input.tenant.id, stored.gatewayRef ?? '');
  const confirmed = msg.result === 'CAPTURED' ? status.status === 'captured' : status.status === 'failed';
  if (!confirmed || status.amountMinor !== stored.amountMinor || status.currency !== stored.currency)
    throw new AppError('payment_unverified', 400, PAYMENT_MESSAGES.unverified);

  const result = await db.transaction(async (tx) => {
    const seen = await tx
      .insert(paymentEvents)
      .values({
        tenantId: input.tenant.id,
        paymentId: stored.id,
        gateway: gateway.id,
        eventId: msg.eventId,
        source: input.source,
        result: msg.result,
        payload: { ...input.params },
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (seen.length === 0) return null;
    const locked = await lockPayment(tx, input.tenant.id, stored.id);
    if (!locked) throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
    return applyOutcome(tx, locked, { result: msg.result, message: msg.message }, now);
  });
  if (!result) throw new AppError('payment_replayed', 409, PAYMENT_MESSAGES.replayed);
  return answerOf(result);
}

/** The payment's state as the server knows it (get_external_payment_status). */
export async function paymentStatus(
  db: Db,
  tenantId: string,
  paymentId: string,
  userId: string,
): Promise<PaymentAnswer> {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!p) throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
  return answerOf(p);
}

/**
 * Asks the gateway about a payment still open and applies what it says (the recovery path: the
 * browser never came back, or the server died between the gateway's capture and the booking's
 * confirmation). Safe to run any number of times: applyOutcome changes a payment once.
 */
export async function reconcilePayment(db: Db, tenantId: string, paymentId: string): Promise<PaymentAnswer> {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)));
  if (!p) throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
  if (p.status !== 'created') return answerOf(p);
  const gateway = gatewayById(db, p.gateway);
  if (!gateway || !p.gatewayRef) return answerOf(p);
  const s = await gateway.status(tenantId, p.gatewayRef);
  // Open, or not what was asked for: nothing to apply (a mismatch is for a person to look at).
  if (s.status === 'open' || s.amountMinor !== p.amountMinor || s.currency !== p.currency) return answerOf(p);
  const done = await db.transaction(async (tx) => {
    const locked = await lockPayment(tx, tenantId, paymentId);
    if (!locked) return p;
    await tx
      .insert(paymentEvents)
      .values({
        tenantId,
        paymentId,
        gateway: gateway.id,
        eventId: `poll:${paymentId}:${Date.now()}`,
        source: 'poll',
        result: s.status === 'captured' ? 'CAPTURED' : 'FAILED',
        payload: { ...s },
      })
      .onConflictDoNothing();
    return applyOutcome(tx, locked, {
      result: s.status === 'captured' ? 'CAPTURED' : 'FAILED',
      message: s.message,
    });
  });
  return answerOf(done);
}
