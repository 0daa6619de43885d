import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { staticPackages } from './packages';
import { tenantId } from './tenant-owned';

/**
 * Bookings (lib/backend/booking, states in lib/booking). Money is integer minor units of the
 * booking's `currency`. Every table is tenant-owned.
 */

/**
 * Seats still on sale on one departure of an organised package. A row is created from the package's
 * `departures[].seats` the first time the departure is booked; from then on this row is the truth,
 * and taking seats is one conditional update (`available >= wanted`), so a departure never oversells.
 */
export const departureSeats = pgTable(
  'departure_seats',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => staticPackages.id, { onDelete: 'cascade' }),
    departureDate: date('departure_date').notNull(),
    available: integer('available').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('departure_seats_departure_uq').on(t.packageId, t.departureDate),
    index('departure_seats_tenant_idx').on(t.tenantId),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    /** What the traveller and agency quote: 'BK-' and 10 characters, unique per tenant. */
    reference: text('reference').notNull(),
    /** The traveller the booking is for (null once their account is deleted; the booking stays). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who made it: the traveller, or the agent who booked on their behalf. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** lib/booking/states.ts. */
    status: text('status').notNull(),
    /** Bumped by every transition; a transition names the version it read (optimistic check). */
    version: integer('version').notNull().default(1),
    packageId: uuid('package_id').references(() => staticPackages.id, { onDelete: 'set null' }),
    /** What was sold, as it was when sold (the package may change or go later). */
    packageSlug: text('package_slug').notNull(),
    packageTitle: text('package_title').notNull(),
    departureDate: date('departure_date').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull().default(0),
    infants: integer('infants').notNull().default(0),
    currency: text('currency').notNull(),
    baseMinor: integer('base_minor').notNull(),
    markupMinor: integer('markup_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    rateDate: text('rate_date'),
    paidMinor: integer('paid_minor').notNull().default(0),
    /** When what is not yet paid is due (a partial payment leaves a balance). */
    balanceDueDate: date('balance_due_date'),
    /** A held booking's seats go back on sale at this time unless it is paid. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationFeeMinor: integer('cancellation_fee_minor'),
    refundMinor: integer('refund_minor'),
    /** When the confirmation e-mail went out (set once: it is sent once per booking). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** The language the booking was made in: its e-mails and documents use it (issue 31). */
    locale: text('locale').notNull().default('en-GB'),
    /**
     * The visitor's network address that made the hold, as a keyed hash (never the address itself):
     * what the per-client hold limits count (lib/booking/hold-limits.ts). Null when unknown.
     */
    holdClient: text('hold_client'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bookings_reference_uq').on(t.tenantId, t.reference),
    index('bookings_user_idx').on(t.tenantId, t.userId),
    index('bookings_hold_idx').on(t.status, t.holdExpiresAt),
    index('bookings_held_by_idx').on(t.tenantId, t.createdBy, t.status),
    index('bookings_hold_client_idx').on(t.tenantId, t.holdClient, t.status),
    // My Bookings (issue 29): newest first, and the departure and booked date ranges of its search.
    index('bookings_created_idx').on(t.tenantId, t.createdAt),
    index('bookings_departure_idx').on(t.tenantId, t.departureDate),
  ],
);

export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** adult, child, infant. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date'),
  },
  (t) => [uniqueIndex('booking_travellers_position_uq').on(t.bookingId, t.position)],
);

/**
 * The seats a booking took: `held` while it waits for payment, `sold` once confirmed, `released`
 * when they went back on sale (expiry, cancellation, failed payment). Released exactly once.
 */
export const bookingInventory = pgTable(
  'booking_inventory',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    departureSeatsId: uuid('departure_seats_id')
      .notNull()
      .references(() => departureSeats.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    state: text('state').notNull(),
    ...timestamps,
  },
  (t) => [index('booking_inventory_booking_idx').on(t.bookingId)],
);

/** Every transition a booking went through, for its history and for audits. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id'),
    /**
     * What a staff action changed, field by field (`{ field: { from, to } }`) or what it did
     * (`{ recipient: ... }`): the audit trail shown on the booking (lib/backend/booking/audit.ts).
     */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    /**
     * The wall clock when the row was written, not the transaction's start (now()): a booking made
     * and paid in one transaction shows 'book' before 'pay' in its trail.
     */
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId)],
);

/**
 * The first answer to a request sent with an idempotency key. The row is inserted in the same
 * transaction as the booking it made, so a concurrent request with the same key waits on the
 * primary key and then reads this answer; a failed request leaves no row (a retry tries again).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    /** The operation the key was used for (a key is per operation). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    userId: uuid('user_id'),
    /** sha256 of the request body: the same key with another body is refused (409). */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope, t.key] })],
);

/**
 * An agent's wallet as a ledger (never an updated balance): debits are negative, refunds positive.
 * What is left = the user's credit limit + the sum of entries; a debit locks the user row first and
 * refuses to take it below zero.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** debit, refund. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_entries_user_idx').on(t.tenantId, t.userId)],
);

export type Booking = typeof bookings.$inferSelect;
export type BookingTraveller = typeof bookingTravellers.$inferSelect;
