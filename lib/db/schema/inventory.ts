import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenantId } from './tenant-owned';

/**
 * A tenant's own inventory, the part location search needs (spec §3 autocomplete item: hotels,
 * activities, stations, ports) plus the tenant's destination catalogue (extra places, regions and
 * alternate names on top of the built-in world data). The planner extends these tables.
 * `code` is the tenant's stable key for a row (supplier id, IATA/UIC/LOCODE, …).
 */

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

/** Stations and ports share one shape: a coded, located, ranked place of the tenant's. */
const codedPlaceTable = <N extends string>(name: N) =>
  pgTable(
    name,
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
      uniqueIndex(`${name}_code_uq`).on(t.tenantId, t.code),
      index(`${name}_tenant_idx`).on(t.tenantId),
    ],
  );

export const inventoryStations = codedPlaceTable('inventory_stations');
export const inventoryPorts = codedPlaceTable('inventory_ports');

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
