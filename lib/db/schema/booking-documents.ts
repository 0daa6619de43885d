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
import { bookings } from './bookings';
import { timestamps } from './columns';
import { tenantId } from './tenant-owned';

/**
 * What a booking gathers after it is made (issue 13, lib/backend/booking/travellers.ts,
 * credit-notes.ts, vouchers.ts): the travellers' further details, saved traveller profiles,
 * credit notes and vouchers. Every table is tenant-owned.
 */

/** A traveller a user saved to pick again (traveller-details save), e.g. themselves or family. */
export const travellerProfiles = pgTable(
  'traveller_profiles',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date'),
    /** ISO 3166-1 alpha-2. */
    nationality: text('nationality'),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry'),
    ...timestamps,
  },
  (t) => [index('traveller_profiles_user_idx').on(t.tenantId, t.userId)],
);

/**
 * The further details of one traveller slot of a booking (booking_travellers.position): the
 * profile it is associated with, passport details, answers to the traveller questions and the
 * service selections. One row per slot, made on first save.
 */
export const bookingTravellerDetails = pgTable(
  'booking_traveller_details',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    profileId: uuid('profile_id').references(() => travellerProfiles.id, { onDelete: 'set null' }),
    nationality: text('nationality'),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    services: jsonb('services').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('booking_traveller_details_slot_uq').on(t.bookingId, t.position)],
);

/** The last number a tenant gave to a kind of document (credit notes): one atomic upsert a number. */
export const documentCounters = pgTable(
  'document_counters',
  {
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

/**
 * A credit note: what a cancelled booking gave back (money in minor units of `currency`, the
 * booking's), numbered per tenant. `taxMinor` is the tax share of the refund (lines as on the invoice).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    taxMinor: integer('tax_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_uq').on(t.tenantId, t.number),
    index('credit_notes_booking_idx').on(t.tenantId, t.bookingId),
  ],
);

/**
 * Vouchers of a booking (spec §3 "Voucher: voucher_url, file_name"): `booking` is the booking's own
 * voucher (rendered on demand; this row holds its state), `attached` one an agent added (a file at
 * a URL, with a note). Status: generated, confirmed.
 */
export const bookingVouchers = pgTable(
  'booking_vouchers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    url: text('url'),
    note: text('note'),
    status: text('status').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('booking_vouchers_booking_idx').on(t.tenantId, t.bookingId),
    // One own voucher per booking (generate-voucher is repeatable).
    uniqueIndex('booking_vouchers_own_uq').on(t.bookingId).where(sql`kind = 'booking'`),
  ],
);

export type TravellerProfile = typeof travellerProfiles.$inferSelect;
export type BookingTravellerDetails = typeof bookingTravellerDetails.$inferSelect;
export type CreditNote = typeof creditNotes.$inferSelect;
export type BookingVoucher = typeof bookingVouchers.$inferSelect;
