import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { HandOff } from '@/lib/payment/gateway';
import { users } from './auth';
import { bookings } from './bookings';
import { timestamps } from './columns';
import { tenantId } from './tenant-owned';

/**
 * Payments through a gateway (lib/payment, lib/backend/payment). A payment is applied to its booking
 * at most once: its status moves from `created` to `captured` or `failed` in the same transaction
 * as the booking's transition. Money in minor units of `currency`. Tenant-owned.
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
    /** created, captured, failed. */
    status: text('status').notNull().default('created'),
    failureMessage: text('failure_message'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payments_booking_idx').on(t.tenantId, t.bookingId),
    index('payments_open_idx').on(t.status, t.createdAt),
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
  /** open, challenge, captured, declined. */
  status: text('status').notNull().default('open'),
  declineMessage: text('decline_message'),
  ...timestamps,
});

export type Payment = typeof payments.$inferSelect;
export type TestGatewaySession = typeof testGatewaySessions.$inferSelect;
