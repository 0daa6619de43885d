import 'server-only';
import { and, eq } from 'drizzle-orm';
import { PARTIAL_MIN_PERCENT } from '@/lib/booking/party';
import type { Db } from '@/lib/db/open';
import { bookings, payments, type Tenant, type UserRow } from '@/lib/db/schema';
import { enqueue } from '@/lib/jobs';
import type { HostedRedirect } from '@/lib/payment';
import { BOOKING_MESSAGES } from '../booking/messages';
import { canSeeBooking } from '../booking/queries';
import { assertBookingEnabled } from '../booking/rules';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { gatewayOf } from './gateways';
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
  now?: Date;
}

/** The smallest first payment a PARTIAL payment may be, in minor units (rounded up). */
export const partialMinimum = (totalMinor: number): number =>
  Math.ceil((totalMinor * PARTIAL_MIN_PERCENT) / 100);

/**
 * make_payment: opens a payment for what the booking still owes (FULL) or a first part of it
 * (PARTIAL), starts the gateway's session, and schedules a server-side status check (reconcile)
 * so a payment the browser never returns from is still applied once. The amount comes from the
 * booking, never from the browser; a different amount or currency is refused.
 */
export async function startPayment(
  db: Db,
  input: StartPaymentInput,
): Promise<{ paymentId: string; redirect: HostedRedirect }> {
  assertBookingEnabled(input.tenant);
  const gateway = gatewayOf(db, input.tenant);
  if (!gateway) throw new AppError('payment_unavailable', 403, PAYMENT_MESSAGES.unavailable);
  if (!gateway.methods.some((m) => m.id === input.methodId))
    throw fieldError('payment_method_id', PAYMENT_MESSAGES.chooseMethod);
  const [b] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, input.tenant.id), eq(bookings.id, input.bookingId)));
  if (!b || !canSeeBooking(input.user, b)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  const now = input.now ?? new Date();
  const payable =
    (b.status === 'held' && b.holdExpiresAt !== null && b.holdExpiresAt > now) ||
    b.status === 'partially_paid';
  if (!payable) throw new AppError('not_payable', 409, PAYMENT_MESSAGES.notPayable);
  if (input.currency !== b.currency) throw fieldError('currency', PAYMENT_MESSAGES.badCurrency);
  const balance = b.totalMinor - b.paidMinor;
  let amount = balance;
  if (input.kind === 'PARTIAL') {
    if (b.status !== 'held' || input.amountMinor === null)
      throw fieldError('payment_amount', PAYMENT_MESSAGES.badAmount);
    if (input.amountMinor < partialMinimum(b.totalMinor) || input.amountMinor >= balance)
      throw fieldError('payment_amount', PAYMENT_MESSAGES.badAmount);
    amount = input.amountMinor;
  } else if (input.amountMinor !== null && input.amountMinor !== balance) {
    throw fieldError('payment_amount', PAYMENT_MESSAGES.badAmount);
  }
  const [payment] = await db
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
  const redirect = await gateway.startSession({
    tenantId: input.tenant.id,
    paymentId: payment.id,
    amountMinor: amount,
    currency: b.currency,
    returnPath: '/payit',
    methodId: input.methodId,
  });
  await db
    .update(payments)
    .set({ gatewayRef: redirect.gatewayRef, handOff: redirect.handOff })
    .where(eq(payments.id, payment.id));
  await enqueue(db, {
    tenantId: input.tenant.id,
    type: RECONCILE_JOB,
    payload: { payment_id: payment.id },
    delayMs: reconcileDelayMs(),
    maxAttempts: 20,
  });
  return { paymentId: payment.id, redirect };
}
