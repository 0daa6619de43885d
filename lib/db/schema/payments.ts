import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HandOff } from '@/lib/payment/gateway';
import { users } from './auth';
import { creditNotes } from './booking-documents';
import { bookings } from './bookings';
import { timestamps } from './columns';
import { tenantId } from './tenant-owned';

/**
 * Payments through a gateway (lib/payment, lib/backend/payment). A payment is applied to its booking
 * at most once: its status moves from `created` to `captured` or `failed` in the same transaction
 * as the booking's transition. A booking has at most one `created` (open) payment: a newer one
 * closes it, and so does the booking ending or being paid (`closed`, with `end_reason`); a capture
 * that cannot be applied is `refunded` (payment_refunds). Money in minor units of `currency`.
 * Tenant-owned.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The gateway adapter's id ('test', 'stripe', 'razorpay', …). */
    gateway: text('gateway').notNull(),
    /** The gateway's own id for the session / order. */
    gatewayRef: text('gateway_ref'),
    /** The gateway's method the traveller chose (payment_method_id). */
    method: text('method'),
    /**
     * How the browser reaches the gateway (lib/payment HandOff). Kept for the 'stored' method group:
     * the payment page reads it back through get_payment_details (spec §4).
     */
    handOff: jsonb('hand_off').$type<HandOff>(),
    /** FULL or PARTIAL (payment request full_or_partial_payment). */
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** created (open), captured (applied), failed (declined), closed, refunded. */
    status: text('status').notNull().default('created'),
    failureMessage: text('failure_message'),
    /** Why a payment was closed or refunded: lib/booking/states.ts REFUND_REASONS, or session_closed. */
    endReason: text('end_reason'),
    /** When the gateway confirmed a closed payment's session can no longer be paid. */
    sessionClosedAt: timestamp('session_closed_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payments_booking_idx').on(t.tenantId, t.bookingId),
    index('payments_open_idx').on(t.status, t.createdAt),
    // A webhook names the gateway's session or order, not our payment (Razorpay).
    index('payments_gateway_ref_idx').on(t.tenantId, t.gateway, t.gatewayRef),
    // At most one open payment per booking, whatever races past the booking's row lock.
    uniqueIndex('payments_one_open_uq').on(t.bookingId).where(sql`${t.status} = 'created'`),
  ],
);

/**
 * Money going back through the gateway that took it, one refund per payment: the whole of a
 * capture that could not be applied (REFUND_REASONS), or the share of a cancelled booking's refund
 * (paid − fee) that this payment carried (reason `cancellation`, with the credit note it belongs
 * to). `requested` until the gateway answers with its own refund id (`refunded`); the gateway call
 * carries an idempotency key, so a retry never refunds twice. A refund the gateway kept refusing
 * is `failed` with its last error, for the agency to see (never dropped).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** lib/booking/states.ts REFUND_REASONS, or `cancellation`. */
    reason: text('reason').notNull(),
    /** requested, refunded, failed. */
    status: text('status').notNull().default('requested'),
    /** The gateway's own id for the refund (Stripe re_…, Razorpay rfnd_…). */
    gatewayRefundId: text('gateway_refund_id'),
    /** The credit note of the cancellation this refund pays out (null for a refused capture). */
    creditNoteId: uuid('credit_note_id').references(() => creditNotes.id, { onDelete: 'set null' }),
    /** Gateway calls made so far, and the last refusal's message. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Until when one caller is asking the gateway: the others wait (one call at a time per refund). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_uq').on(t.paymentId),
    index('payment_refunds_booking_idx').on(t.tenantId, t.bookingId),
  ],
);

/**
 * Every verified message a gateway sent about a payment (signed return or webhook), once: the
 * gateway's event id is unique, so a replayed message is recognised and ignored.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    /** return, webhook, poll. */
    source: text('source').notNull(),
    result: text('result').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_event_uq').on(t.gateway, t.eventId)],
);

/**
 * The built-in test gateway's own sessions (it stands in for a gateway's servers: what it knows
 * is asked server-side, never taken from the browser). Tenant-owned like everything else.
 */
export const testGatewaySessions = pgTable('test_gateway_sessions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  tenantId: tenantId(),
  /** The merchant's reference (our payment id). */
  merchantRef: text('merchant_ref').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  /** Where the browser goes back to (a path on the merchant's site). */
  returnPath: text('return_path').notNull(),
  /** open, challenge, captured, declined, closed (the merchant closed it: it cannot be paid). */
  status: text('status').notNull().default('open'),
  declineMessage: text('decline_message'),
  /**
   * The card a captured session was paid with, kept for charges off session (a buy-now-pay-later
   * instalment): `ok`, or `off_session_decline` for the card that pays on the page but is declined
   * later (lib/backend/payment/test-gateway/cards.ts).
   */
  cardOnFile: text('card_on_file'),
  /** An off-session charge's source session (the card on file it used). */
  sourceSessionId: uuid('source_session_id'),
  ...timestamps,
});

/** The test gateway's refunds of its captured sessions; the merchant's idempotency key is unique. */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => testGatewaySessions.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_gateway_refunds_key_uq').on(t.tenantId, t.idempotencyKey)],
);

export type Payment = typeof payments.$inferSelect;
export type TestGatewaySession = typeof testGatewaySessions.$inferSelect;
export type PaymentRefund = typeof paymentRefunds.$inferSelect;
