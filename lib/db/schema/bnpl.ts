import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './bookings';
import { timestamps } from './columns';
import { payments } from './payments';
import { tenantId } from './tenant-owned';

/**
 * A booking's buy-now-pay-later plan (lib/booking/bnpl.ts, lib/backend/bnpl): one per booking (the
 * unique index makes two choices at once apply once), chosen while the booking is held.
 * Tenant-owned.
 */
export const bnplPlans = pgTable(
  'bnpl_plans',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** lib/booking/bnpl.ts BNPL_PLANS id. */
    planId: text('plan_id').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('bnpl_plans_booking_uq').on(t.bookingId)],
);

/**
 * One instalment of a plan. `scheduled` until its day; then `charging` (its payment is at the
 * gateway), `paid`, `failed` (declined: the booking lapses), or `dropped` (the booking ended or was
 * paid off first). The first is paid at booking through make_payment; the others are charged by the
 * job `bnpl.charge_instalment` on the card the first was paid with.
 */
export const bnplInstalments = pgTable(
  'bnpl_instalments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => bnplPlans.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('scheduled'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    failureMessage: text('failure_message'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bnpl_instalments_number_uq').on(t.planId, t.number),
    index('bnpl_instalments_booking_idx').on(t.tenantId, t.bookingId),
  ],
);

export type BnplPlanRow = typeof bnplPlans.$inferSelect;
export type BnplInstalmentRow = typeof bnplInstalments.$inferSelect;
