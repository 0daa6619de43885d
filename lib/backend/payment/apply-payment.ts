import 'server-only';
import { and, eq } from 'drizzle-orm';
import { balanceDueDate } from '@/lib/booking/party';
import {
  type CaptureVerdict,
  captureVerdict,
  type PaymentFacts,
  type RefundReason,
} from '@/lib/booking/states';
import type { Db, Tx } from '@/lib/db/open';
import { type Booking, type Payment, paymentEvents, payments, type Tenant } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { GatewayPendingError, GatewaySignatureError, type VerifiedGatewayMessage } from '@/lib/payment';
import { countPayment } from '../booking/booking-metrics';
import { scheduleLapse } from '../booking/lapse-balance';
import { todayUtc } from '../booking/rules';
import { applyTransition, lockBooking, recordInstalment } from '../booking/transition';
import { AppError } from '../http/errors';
import { gatewayById } from './gateways';
import { PAYMENT_MESSAGES, refundMessage } from './messages';
import { issueRefund, recordRefund } from './refunds';

/** The kind of a payment that charges a buy-now-pay-later instalment off session (lib/backend/bnpl). */
export const INSTALMENT_KIND = 'INSTALMENT';

/** How old a signed gateway message may be (and how far ahead of our clock). */
export const MESSAGE_MAX_AGE_MS = 15 * 60_000;
const CLOCK_SKEW_MS = 2 * 60_000;

export type PaymentAnswer = { status: 'SUCCESS' | 'FAILED' | 'PENDING'; message: string | null };

/** What the payment pages are told about a payment (save_payment, get_external_payment_status). */
function answerOf(p: Pick<Payment, 'status' | 'failureMessage' | 'endReason'>): PaymentAnswer {
  switch (p.status) {
    case 'captured':
      return { status: 'SUCCESS', message: null };
    case 'failed':
      return { status: 'FAILED', message: p.failureMessage };
    case 'refunded':
      return { status: 'FAILED', message: refundMessage(p.endReason) };
    case 'closed':
      return {
        status: 'FAILED',
        message: p.endReason === 'superseded' ? PAYMENT_MESSAGES.superseded : PAYMENT_MESSAGES.notPayable,
      };
    default:
      return { status: 'PENDING', message: PAYMENT_MESSAGES.pending };
  }
}

/**
 * Locks a payment row. Every transaction that locks both takes the booking first, then its payment
 * (make_payment, cancel and expiry lock the booking and then close its payment): the other order
 * would deadlock against them.
 */
async function lockPayment(tx: Tx, tenantId: string, paymentId: string): Promise<Payment | null> {
  const [p] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)))
    .for('update');
  return p ?? null;
}

/** A payment a capture may still arrive for: open, or closed before its session was paid. */
const awaitsOutcome = (p: Pick<Payment, 'status'>) => p.status === 'created' || p.status === 'closed';

const factsOf = (b: Booking): PaymentFacts => ({
  status: b.status,
  holdExpiresAtMs: b.holdExpiresAt?.getTime() ?? null,
  totalMinor: b.totalMinor,
  paidMinor: b.paidMinor,
});

/**
 * Applies a payment's outcome to it and its booking, once: the payment row is locked and only a
 * payment still awaiting its outcome changes. A capture is applied only if the booking, locked,
 * can take it at this moment (lib/booking/states.ts captureVerdict: payable, and no more than it
 * still owes) and the payment was not closed; otherwise it is refunded through its gateway with the
 * reason (refunds.ts), so paid never passes the total and no capture is kept unapplied. A failure
 * of the open payment releases a held booking's seats; of a closed one, it changes nothing.
 */
export async function applyOutcome(
  tx: Tx,
  payment: Payment,
  outcome: { result: 'CAPTURED' | 'FAILED'; message: string | null },
  now = new Date(),
): Promise<Payment> {
  if (!awaitsOutcome(payment)) return payment;
  const booking = await lockBooking(tx, payment.tenantId, payment.bookingId);
  if (outcome.result === 'FAILED') {
    if (payment.status !== 'created') return payment;
    const failed = await setPayment(tx, payment, { status: 'failed', failureMessage: outcome.message }, now);
    countPayment(tx, 'gateway', 'failed');
    if (booking?.status === 'held') await applyTransition(tx, booking, 'fail', null, { holdExpiresAt: null });
    return failed;
  }
  const verdict: CaptureVerdict = booking
    ? captureVerdict(factsOf(booking), payment.amountMinor, now.getTime(), {
        instalment: payment.kind === INSTALMENT_KIND,
      })
    : { apply: false, reason: 'booking_ended' };
  const reason = refusal(payment, verdict);
  if (reason !== null || !verdict.apply || !booking) {
    const why = reason ?? 'booking_ended';
    // A hold that ran out but was not swept yet ends now, giving its seats back.
    if (why === 'booking_ended' && booking?.status === 'held')
      await applyTransition(tx, booking, 'expire', null);
    const refunded = await setPayment(tx, payment, { status: 'refunded', endReason: why }, now);
    await recordRefund(tx, refunded, why);
    countPayment(tx, 'gateway', 'refunded');
    return refunded;
  }
  // Marked applied first, so the transition (which closes a paid booking's open payments) leaves it be.
  const applied = await setPayment(tx, payment, { status: 'captured', appliedAt: now }, now);
  countPayment(tx, 'gateway', 'captured');
  if (verdict.event === 'instalment') {
    // A buy-now-pay-later instalment short of the balance: paid grows, the status stays.
    await recordInstalment(tx, booking, verdict.paidMinor, payment.userId);
    return applied;
  }
  const full = verdict.event === 'pay';
  const dueDate = full ? null : balanceDueDate(booking.departureDate, todayUtc(now));
  await applyTransition(tx, booking, verdict.event, payment.userId, {
    paidMinor: verdict.paidMinor,
    holdExpiresAt: null,
    confirmedAt: full ? now : null,
    balanceDueDate: dueDate,
  });
  // The first part paid: if the rest is not paid by its date, the booking lapses.
  if (dueDate && booking.status === 'held') await scheduleLapse(tx, booking, dueDate, now);
  return applied;
}

/**
 * Why a capture is not applied, or null when it is. A closed payment is never applied: a newer
 * payment replaced it (superseded), or the booking ended or was paid (the verdict's reason).
 */
function refusal(payment: Payment, verdict: CaptureVerdict): RefundReason | null {
  if (payment.status === 'closed')
    return payment.endReason === 'superseded' || verdict.apply ? 'superseded' : verdict.reason;
  return verdict.apply ? null : verdict.reason;
}

async function setPayment(
  tx: Tx,
  payment: Payment,
  patch: Partial<Pick<Payment, 'status' | 'failureMessage' | 'endReason' | 'appliedAt'>>,
  now: Date,
): Promise<Payment> {
  const [p] = await tx
    .update(payments)
    .set({ ...patch, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  return p as Payment;
}

/** After a refund was recorded: ask the gateway now (the queued job is the fallback when it cannot answer). */
async function refundNow(db: Db, p: Payment): Promise<void> {
  if (p.status !== 'refunded') return;
  try {
    await issueRefund(db, p.tenantId, p.id);
  } catch {
    // The refund job (REFUND_JOB, queued with the refund) tries again with the same idempotency key.
  }
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
  const [stored] = isUuid(paymentId)
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
    msg = await gateway.verify(input.tenant.id, input.params);
  } catch (err) {
    if (err instanceof GatewaySignatureError)
      throw new AppError('payment_unverified', 400, PAYMENT_MESSAGES.unverified);
    // Genuine, but the gateway has no outcome yet: the payment stays open (reconcile, webhook).
    if (err instanceof GatewayPendingError) return answerOf(stored);
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
    await lockBooking(tx, input.tenant.id, stored.bookingId);
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
  await refundNow(db, result);
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

/** A gateway's webhook whose signature held: it only tells the server to ask (reconcilePayment). */
export interface WebhookNotice {
  /** The gateway's own event id: a second delivery of it changes nothing. */
  eventId: string;
  payload: Record<string, unknown>;
}

/**
 * Asks the gateway about a payment still awaiting its outcome and applies what it says (the
 * recovery path: the browser never came back, or the server died between the gateway's capture and
 * the booking's confirmation; or a closed payment's session was paid before it closed). Safe to run
 * any number of times: applyOutcome changes a payment once.
 *
 * A webhook comes through here too: whatever it says, what is applied is the gateway's answer now,
 * so webhooks that arrive out of order (an `expired` after a `completed`, a failure after a
 * success) cannot undo anything. Its event id is recorded with the outcome it led to, and an event
 * already recorded is answered `duplicate` without being applied again.
 */
export async function reconcilePayment(
  db: Db,
  tenantId: string,
  paymentId: string,
  notice?: WebhookNotice,
): Promise<PaymentAnswer & { duplicate?: true }> {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)));
  if (!p) throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
  if (!awaitsOutcome(p)) return answerOf(p);
  const gateway = gatewayById(db, p.gateway);
  if (!gateway || !p.gatewayRef) return answerOf(p);
  const s = await gateway.status(tenantId, p.gatewayRef);
  if (s.status === 'closed') return answerOf(await sessionClosed(db, p));
  // Open, or not what was asked for: nothing to apply (a mismatch is for a person to look at).
  if (s.status === 'open' || s.amountMinor !== p.amountMinor || s.currency !== p.currency) return answerOf(p);
  const result = s.status === 'captured' ? 'CAPTURED' : 'FAILED';
  const done = await db.transaction(async (tx) => {
    await lockBooking(tx, tenantId, p.bookingId);
    const locked = await lockPayment(tx, tenantId, paymentId);
    if (!locked) return { payment: p, duplicate: false };
    const seen = await tx
      .insert(paymentEvents)
      .values({
        tenantId,
        paymentId,
        gateway: gateway.id,
        eventId: notice?.eventId ?? `poll:${paymentId}:${Date.now()}`,
        source: notice ? 'webhook' : 'poll',
        result,
        payload: notice?.payload ?? { ...s },
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (notice && seen.length === 0) return { payment: locked, duplicate: true };
    return { payment: await applyOutcome(tx, locked, { result, message: s.message }), duplicate: false };
  });
  if (done.duplicate) return { ...answerOf(done.payment), duplicate: true };
  await refundNow(db, done.payment);
  return answerOf(done.payment);
}

/**
 * The gateway says the session is closed with nothing taken: a closed payment's closing is
 * confirmed; an open one (the gateway let its session lapse) is closed, its booking unchanged.
 */
async function sessionClosed(db: Db, p: Payment): Promise<Payment> {
  const [updated] = await db
    .update(payments)
    .set(
      p.status === 'created'
        ? {
            status: 'closed',
            endReason: 'session_closed',
            sessionClosedAt: new Date(),
            updatedAt: new Date(),
          }
        : { sessionClosedAt: new Date(), updatedAt: new Date() },
    )
    .where(and(eq(payments.id, p.id), eq(payments.status, p.status)))
    .returning();
  return updated ?? p;
}

/**
 * The outcome of a charge the server made itself, off session (a buy-now-pay-later instalment,
 * lib/backend/bnpl): the gateway answered our own server-side call, so there is no signature to
 * check. Applied like any other outcome, once (the event id is the payment's), under the booking's
 * and the payment's row locks; a capture the booking can no longer take is refunded.
 */
export async function applyOffSessionOutcome(
  db: Db,
  tenantId: string,
  paymentId: string,
  outcome: { gatewayRef: string; result: 'CAPTURED' | 'FAILED'; message: string | null },
  now = new Date(),
): Promise<Payment> {
  const done = await db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)));
    if (!p) throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
    await lockBooking(tx, tenantId, p.bookingId);
    const locked = await lockPayment(tx, tenantId, paymentId);
    if (!locked) throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
    const current =
      locked.gatewayRef === outcome.gatewayRef
        ? locked
        : ((
            await tx
              .update(payments)
              .set({ gatewayRef: outcome.gatewayRef, updatedAt: now })
              .where(eq(payments.id, paymentId))
              .returning()
          )[0] ?? locked);
    const seen = await tx
      .insert(paymentEvents)
      .values({
        tenantId,
        paymentId,
        gateway: current.gateway,
        eventId: `off_session:${paymentId}`,
        source: 'off_session',
        result: outcome.result,
        payload: { ...outcome },
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (seen.length === 0) return current;
    return applyOutcome(tx, current, { result: outcome.result, message: outcome.message }, now);
  });
  await refundNow(db, done);
  return done;
}
