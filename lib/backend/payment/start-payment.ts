import 'server-only';
import { eq } from 'drizzle-orm';
import { enqueue } from '@/lib/backend/jobs';
import { PARTIAL_MIN_PERCENT } from '@/lib/booking/party';
import { balanceOverdue, isPayable, owedMinor, partialMinimum, takesPartPayment } from '@/lib/booking/states';
import type { Db, Tx } from '@/lib/db/open';
import { type Booking, type Payment, payments, type Tenant, type UserRow } from '@/lib/db/schema';
import type { HostedRedirect, PaymentGateway } from '@/lib/payment';
import { closeOpenPayments } from '../booking/close-payments';
import { BOOKING_MESSAGES } from '../booking/messages';
import { canSeeBooking } from '../booking/queries';
import { assertBookingEnabled, todayUtc } from '../booking/rules';
import { lockBooking } from '../booking/transition';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { closeSessionsNow } from './close-session';
import { gatewayOf, noGatewayMessage } from './gateways';
import { PAYMENT_MESSAGES } from './messages';
import { RECONCILE_JOB, reconcileDelayMs } from './reconcile';

export interface StartPaymentInput {
  tenant: Tenant;
  user: UserRow;
  bookingId: string;
  kind: 'FULL' | 'PARTIAL';
  /** payment_method_id: one of the gateway's methods. */
  methodId: string;
  /** Minor units; required for PARTIAL, checked against the balance for FULL. */
  amountMinor: number | null;
  currency: string;
  /** The site's origin as the browser addressed it (lib/auth/origin requestOrigin). */
  siteOrigin: string;
  now?: Date;
}

/**
 * The amount a payment asks for, under the one payment rule (lib/booking/states.ts): what the
 * booking still owes (FULL), or a first part of a held booking's total of at least
 * PARTIAL_MIN_PERCENT and less than what it owes (PARTIAL).
 */
function amountFor(b: Booking, input: StartPaymentInput, now: Date): number {
  const facts = {
    status: b.status,
    holdExpiresAtMs: b.holdExpiresAt?.getTime() ?? null,
    totalMinor: b.totalMinor,
    paidMinor: b.paidMinor,
  };
  if (!isPayable(facts, now.getTime())) throw new AppError('not_payable', 409, PAYMENT_MESSAGES.notPayable);
  // After its due date the balance is not taken any more: the booking lapses (lapse-balance.ts).
  if (balanceOverdue(b, todayUtc(now)))
    throw new AppError('balance_overdue', 409, BOOKING_MESSAGES.balanceOverdue);
  if (input.currency !== b.currency) throw fieldError('currency', PAYMENT_MESSAGES.badCurrency);
  const owed = owedMinor(facts);
  if (input.kind === 'PARTIAL') {
    const a = input.amountMinor;
    if (
      !takesPartPayment(facts) ||
      a === null ||
      a < partialMinimum(b.totalMinor, PARTIAL_MIN_PERCENT) ||
      a >= owed
    )
      throw fieldError('payment_amount', PAYMENT_MESSAGES.badAmount);
    return a;
  }
  if (input.amountMinor !== null && input.amountMinor !== owed)
    throw fieldError('payment_amount', PAYMENT_MESSAGES.badAmount);
  return owed;
}

/**
 * Opens the payment in one transaction with the booking row locked: the rule is checked against
 * the booking as it is now, the booking's open payment (if any) is closed as superseded, and the new
 * one recorded — so a booking never has two open payments, and two make_payment calls at once
 * are taken one after the other. The status check (reconcile) is queued in the same transaction.
 */
async function openPayment(
  tx: Tx,
  input: StartPaymentInput,
  gateway: PaymentGateway,
  now: Date,
): Promise<{ payment: Payment; superseded: string[]; reference: string }> {
  const b = await lockBooking(tx, input.tenant.id, input.bookingId);
  if (!b || !canSeeBooking(input.user, b)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  const amount = amountFor(b, input, now);
  const superseded = await closeOpenPayments(tx, b, 'superseded');
  const [payment] = await tx
    .insert(payments)
    .values({
      tenantId: input.tenant.id,
      bookingId: b.id,
      userId: input.user.id,
      gateway: gateway.id,
      method: input.methodId,
      kind: input.kind,
      amountMinor: amount,
      currency: b.currency,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned no row');
  await enqueue(tx as unknown as Db, {
    tenantId: input.tenant.id,
    type: RECONCILE_JOB,
    payload: { payment_id: payment.id },
    delayMs: reconcileDelayMs(),
    maxAttempts: 20,
  });
  return { payment, superseded, reference: b.reference };
}

/**
 * make_payment: opens a payment for what the booking still owes (FULL) or a first part of it
 * (PARTIAL) and starts the gateway's session. The amount comes from the booking, never from the
 * browser; a different amount or currency is refused. A second make_payment for the same booking
 * SUPERSEDES the first (docs/payments-integrity.md): the newest request is what the visitor is
 * looking at, possibly with another method or amount, so the older session is closed at its
 * gateway and a capture of it that slipped through is refunded.
 */
export async function startPayment(
  db: Db,
  input: StartPaymentInput,
): Promise<{ paymentId: string; redirect: HostedRedirect }> {
  assertBookingEnabled(input.tenant);
  const gateway = gatewayOf(db, input.tenant);
  if (!gateway)
    throw new AppError(
      'payment_unavailable',
      403,
      noGatewayMessage(input.tenant) ?? PAYMENT_MESSAGES.unavailable,
    );
  if (!gateway.methods.some((m) => m.id === input.methodId))
    throw fieldError('payment_method_id', PAYMENT_MESSAGES.chooseMethod);
  const now = input.now ?? new Date();
  const { payment, superseded, reference } = await db.transaction((tx) =>
    openPayment(tx, input, gateway, now),
  );
  // The visitor may still have the older page open: close its session before handing out the new one.
  await closeSessionsNow(db, input.tenant.id, superseded);
  const redirect = await gateway.startSession({
    tenantId: input.tenant.id,
    paymentId: payment.id,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    returnPath: '/payit',
    siteOrigin: input.siteOrigin,
    description: `Booking ${reference}`,
    methodId: input.methodId,
  });
  const [stored] = await db
    .update(payments)
    .set({ gatewayRef: redirect.gatewayRef, handOff: redirect.handOff })
    .where(eq(payments.id, payment.id))
    .returning({ status: payments.status, endReason: payments.endReason });
  // A newer make_payment (or the booking's end) closed this payment while its session was being
  // opened: close the session too, and say so rather than hand out a page that cannot be paid.
  if (stored?.status !== 'created') {
    await closeSessionsNow(db, input.tenant.id, [payment.id]);
    if (stored?.endReason === 'superseded')
      throw new AppError('payment_superseded', 409, PAYMENT_MESSAGES.superseded);
    throw new AppError('not_payable', 409, PAYMENT_MESSAGES.notPayable);
  }
  return { paymentId: payment.id, redirect };
}
