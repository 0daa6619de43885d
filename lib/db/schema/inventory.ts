import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * A tenant's own inventory, the part location search needs (spec §3 autocomplete item: hotels,
 * activities, stations, ports) plus the tenant's destination catalogue (extra places, regions and
 * alternate names on top of the built-in world data). The planner extends these tables.
 * `code` is the tenant's stable key for a row (supplier id, IATA/UIC/LOCODE, …).
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** Where a row is: a city name and ISO country code for the label, coordinates for nearby search. */
const place = {
  city: text('city').notNull(),
  countryCode: text('country_code').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
};

export const inventoryHotels = pgTable(
  'inventory_hotels',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...place,
    stars: integer('stars'),
    /** 0–100; orders search results among equals. */
    popularity: integer('popularity').notNull().default(0),
    imageUrl: text('image_url'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_hotels_code_uq').on(t.tenantId, t.code),
    index('inventory_hotels_tenant_idx').on(t.tenantId),
  ],
);

export const inventoryActivities = pgTable(
  'inventory_activities',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...place,
    popularity: integer('popularity').notNull().default(0),
    /** Price in minor units of `currency` (ISO 4217). */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    /** Bookable with payment; items without are shown disabled (spec §5). */
    hasPaid: boolean('has_paid').notNull().default(true),
    imageUrl: text('image_url'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_activities_code_uq').on(t.tenantId, t.code),
    index('inventory_activities_tenant_idx').on(t.tenantId),
  ],
);

export const inventoryStations = pgTable(
  'inventory_stations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...place,
    popularity: integer('popularity').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_stations_code_uq').on(t.tenantId, t.code),
    index('inventory_stations_tenant_idx').on(t.tenantId),
  ],
);

export const inventoryPorts = pgTable(
  'inventory_ports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...place,
    popularity: integer('popularity').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_ports_code_uq').on(t.tenantId, t.code),
    index('inventory_ports_tenant_idx').on(t.tenantId),
  ],
);

/**
 * The tenant's destination catalogue: places the world data lacks or names it misses (a resort, an
 * island, a tourist region, 'Costa del Sol'), searchable as City or Region items beside the
 * built-in catalogue (lib/search/world/catalogue.json).
 */
export const inventoryDestinations = pgTable(
  'inventory_destinations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 'City' or 'Region'. */
    geoType: text('geo_type').notNull(),
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    altNames: text('alt_names').array().notNull().default(sql`'{}'::text[]`),
    popularity: integer('popularity').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_destinations_code_uq').on(t.tenantId, t.code),
    index('inventory_destinations_tenant_idx').on(t.tenantId),
  ],
);

export type InventoryHotel = typeof inventoryHotels.$inferSelect;
export type InventoryActivity = typeof inventoryActivities.$inferSelect;
export type InventoryStation = typeof inventoryStations.$inferSelect;
export type InventoryPort = typeof inventoryPorts.$inferSelect;
export type InventoryDestination = typeof inventoryDestinations.$inferSelect;
