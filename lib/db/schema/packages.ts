import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-owned';

/** One day of an organised package's itinerary. */
export interface PackageItineraryDay {
  day: number;
  title: string;
  description: string;
}

/** A fixed departure with its date (YYYY-MM-DD) and seats still on sale. */
export interface PackageDeparture {
  date: string;
  seats: number;
}

/**
 * Organised (static) packages of a tenant (spec §2 static_package, featured-packages; §7
 * v1/search/static_package, v1/get_static_package, v1/autocomplete/static_package). Money is integer
 * minor units plus an ISO 4217 code. Tenant-owned.
 */
export const staticPackages = pgTable(
  'static_packages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    /** Stable, URL-safe key, unique within the tenant (detail pages use it as ?id=…). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Destination names in visiting order, e.g. ['Rome', 'Florence', 'Venice']. */
    destinations: jsonb('destinations').$type<string[]>().notNull(),
    countryCode: text('country_code').notNull(),
    durationNights: integer('duration_nights').notNull(),
    priceFromMinor: integer('price_from_minor').notNull(),
    currency: text('currency').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    itinerary: jsonb('itinerary').$type<PackageItineraryDay[]>().notNull().default([]),
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    departures: jsonb('departures').$type<PackageDeparture[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('static_packages_tenant_slug_uq').on(t.tenantId, t.slug),
    index('static_packages_tenant_idx').on(t.tenantId),
  ],
);

export type StaticPackage = typeof staticPackages.$inferSelect;
export type NewStaticPackage = typeof staticPackages.$inferInsert;
