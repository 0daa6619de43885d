import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TPackageVariant } from '@/lib/contract/planner';
import type { CancellationPolicy } from '@/lib/planner/types';
import { bookings } from './bookings';
import { timestamps } from './columns';
import { inventoryAllotments } from './inventory';
import { leads, quotations } from './leads';
import { tenantId } from './tenant-owned';

/**
 * A booking of a PLANNED VARIANT (the trip planner's detail page or an accepted quotation) rather
 * than of an organised package's departure: the trip as it was sold, next to its `bookings` row
 * (one row per such booking; a booking without one is an organised package's). The booking row
 * keeps its title (the variant's), start date and price; this row keeps what was sold item by item.
 */
export const bookingTrips = pgTable(
  'booking_trips',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    /** The lead (detail page) it was booked from; the quotation's lead for a quotation. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    quotationId: uuid('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    /** The planner's package_id (the stored search). */
    plannerPackageId: text('planner_package_id').notNull(),
    endDate: date('end_date').notNull(),
    /** The priced variant as sold (hotels and rooms per stay, day items). */
    variant: jsonb('variant').$type<TPackageVariant>().notNull(),
    /** The trip's cancellation terms: the strictest of its rooms' own (lib/booking/cancellation.ts). */
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>().notNull(),
  },
  (t) => [index('booking_trips_tenant_idx').on(t.tenantId)],
);

/**
 * The offline supplier's room-nights a variant booking took, one row per room type and night:
 * `held` while it waits for payment, `sold` once paid, `released` when they went back on sale
 * (expiry, cancellation, failed payment). Released exactly once (only a row flipped to released
 * adds its rooms back).
 */
export const bookingRoomNights = pgTable(
  'booking_room_nights',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    allotmentId: uuid('allotment_id')
      .notNull()
      .references(() => inventoryAllotments.id, { onDelete: 'cascade' }),
    rooms: integer('rooms').notNull(),
    state: text('state').notNull(),
    ...timestamps,
  },
  (t) => [index('booking_room_nights_booking_idx').on(t.bookingId)],
);

export type BookingTrip = typeof bookingTrips.$inferSelect;
