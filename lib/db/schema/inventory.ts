import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
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

/**
 * What every inventory row starts with: its id, its tenant and the tenant's code for it (unique per
 * tenant, the key imports and the demo seed upsert on). A function: each table needs its own builders.
 */
export const codedRow = () => ({
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  tenantId: tenantId(),
  code: text('code').notNull(),
});

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
    ...codedRow(),
    name: text('name').notNull(),
    ...place,
    stars: integer('stars'),
    /** 0–100; orders search results among equals. */
    popularity: integer('popularity').notNull().default(0),
    imageUrl: text('image_url'),
    description: text('description'),
    address: text('address'),
    /** Gallery image URLs, first = cover (image_url stays the thumbnail search shows). */
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Hotel source of spec §9 ('offline' = this table; remote adapters cache rows under their name). */
    source: text('source').notNull().default('offline'),
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
    ...codedRow(),
    name: text('name').notNull(),
    ...place,
    popularity: integer('popularity').notNull().default(0),
    /** Price in minor units of `currency` (ISO 4217). */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    /** Bookable with payment; items without are shown disabled (spec §5). */
    hasPaid: boolean('has_paid').notNull().default(true),
    imageUrl: text('image_url'),
    durationMinutes: integer('duration_minutes').notNull().default(120),
    /** Child price in minor units of `currency`; `price_minor` is the adult price. */
    childPriceMinor: integer('child_price_minor'),
    /** Days it runs, 0 = Sunday … 6 = Saturday. */
    days: integer('days').array().notNull().default(sql`'{0,1,2,3,4,5,6}'::integer[]`),
    /** Local 'HH:mm': first start, and the time it must have ended by. */
    opensAt: text('opens_at').notNull().default('09:00'),
    closesAt: text('closes_at').notNull().default('18:00'),
    /** culture, food, outdoors, nightlife, family, tour. */
    category: text('category').notNull().default('tour'),
    description: text('description'),
    /** Local 'HH:mm' start times of its sessions; empty: one session at `opens_at`. */
    sessions: text('sessions').array().notNull().default(sql`'{}'::text[]`),
    /** Places per session (the capacity a booking takes from, per day and session). */
    capacity: integer('capacity').notNull().default(20),
    meetingPoint: text('meeting_point'),
    /** What the ticket includes, one line each ('Skip-the-line entry', 'Audio guide'). */
    includes: text('includes').array().notNull().default(sql`'{}'::text[]`),
    /** Free cancellation until this many hours before the session (null: not refundable). */
    freeCancelHours: integer('free_cancel_hours').default(24),
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
      ...codedRow(),
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
    ...codedRow(),
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

/**
 * A hotel's room type with its occupancy rules and cancellation policy. Rates and allotment hang
 * off it; `default_allotment` is the rooms on sale per night unless an allotment row overrides it.
 */
export const inventoryRoomTypes = pgTable(
  'inventory_room_types',
  {
    ...codedRow(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => inventoryHotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** RO, BB, HB, FB, AI. */
    board: text('board').notNull(),
    baseOccupancy: integer('base_occupancy').notNull(),
    maxAdults: integer('max_adults').notNull(),
    maxChildren: integer('max_children').notNull(),
    maxOccupancy: integer('max_occupancy').notNull(),
    childMinAge: integer('child_min_age').notNull().default(2),
    childMaxAge: integer('child_max_age').notNull().default(11),
    refundable: boolean('refundable').notNull().default(true),
    /** Free cancellation until this many days before check-in (null: never free). */
    freeCancelDays: integer('free_cancel_days'),
    penaltyPercent: integer('penalty_percent').notNull().default(100),
    defaultAllotment: integer('default_allotment').notNull().default(5),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_room_types_code_uq').on(t.tenantId, t.code),
    index('inventory_room_types_hotel_idx').on(t.hotelId),
  ],
);

/** The room type a rate or allotment row belongs to; it goes with its room type. */
const roomTypeRef = () =>
  uuid('room_type_id')
    .notNull()
    .references(() => inventoryRoomTypes.id, { onDelete: 'cascade' });

/** A room type's nightly price over an inclusive date range (later ranges win where they overlap). */
export const inventoryRoomRates = pgTable(
  'inventory_room_rates',
  {
    ...codedRow(),
    roomTypeId: roomTypeRef(),
    dateFrom: date('date_from').notNull(),
    /** Inclusive. */
    dateTo: date('date_to').notNull(),
    baseMinor: integer('base_minor').notNull(),
    extraAdultMinor: integer('extra_adult_minor').notNull().default(0),
    childMinor: integer('child_minor').notNull().default(0),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_room_rates_code_uq').on(t.tenantId, t.code),
    index('inventory_room_rates_room_idx').on(t.roomTypeId, t.dateFrom),
  ],
);

/**
 * Rooms on sale for one night where it differs from the room type's default_allotment. Bookings
 * decrement `available` with a conditional update (available > 0), so a night never oversells.
 */
export const inventoryAllotments = pgTable(
  'inventory_allotments',
  {
    ...codedRow(),
    roomTypeId: roomTypeRef(),
    night: date('night').notNull(),
    available: integer('available').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_allotments_code_uq').on(t.tenantId, t.code),
    uniqueIndex('inventory_allotments_night_uq').on(t.roomTypeId, t.night),
  ],
);

/** A transfer between a city's hub (airport, station, port) and its hotels, priced per vehicle one way. */
export const inventoryTransfers = pgTable(
  'inventory_transfers',
  {
    ...codedRow(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull().default(''),
    /** airport, station, port. */
    hubKind: text('hub_kind').notNull(),
    hubCode: text('hub_code').notNull(),
    hubName: text('hub_name').notNull(),
    vehicle: text('vehicle').notNull(),
    /** standard, executive, minivan, minibus, shared. */
    vehicleClass: text('vehicle_class').notNull().default('standard'),
    maxPassengers: integer('max_passengers').notNull(),
    /** Suitcases the vehicle carries. */
    luggage: integer('luggage').notNull().default(2),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The price up to the first band; `bands` price longer rides (lib/backend/inventory). */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    /** Price by distance from the hub, ascending: [{max_km, price_minor}]; empty: `price_minor` flat. */
    bands: jsonb('bands').$type<TransferBand[]>().notNull().default(sql`'[]'::jsonb`),
    hubLat: doublePrecision('hub_lat'),
    hubLon: doublePrecision('hub_lon'),
    /** Vehicles on the road per day (the capacity a booking takes from). */
    fleet: integer('fleet').notNull().default(10),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_transfers_code_uq').on(t.tenantId, t.code),
    index('inventory_transfers_tenant_idx').on(t.tenantId, t.city),
  ],
);

/** A scheduled way between two cities: flight, rail, ferry or cab, with fares per traveller. */
export const inventoryLegs = pgTable(
  'inventory_legs',
  {
    ...codedRow(),
    /** flight, rail, ferry, cab. */
    kind: text('kind').notNull(),
    fromCity: text('from_city').notNull(),
    toCity: text('to_city').notNull(),
    fromHub: text('from_hub').notNull(),
    toHub: text('to_hub').notNull(),
    fromHubKind: text('from_hub_kind').notNull(),
    toHubKind: text('to_hub_kind').notNull(),
    carrier: text('carrier').notNull(),
    /** Local departure times at the origin, 'HH:mm'. */
    departures: text('departures').array().notNull().default(sql`'{}'::text[]`),
    durationMinutes: integer('duration_minutes').notNull(),
    adultMinor: integer('adult_minor').notNull(),
    childMinor: integer('child_minor').notNull(),
    infantMinor: integer('infant_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /**
     * What is sold on each departure: a flight's fare families, a train's classes, a ferry's ticket
     * types, a cab's vehicles, each with its prices, seats and rules. Empty: one fare built from
     * the columns above (lib/backend/inventory/fares.ts).
     */
    fares: jsonb('fares').$type<LegFare[]>().notNull().default(sql`'[]'::jsonb`),
    /** Stops on the way (flights). */
    stops: integer('stops').notNull().default(0),
    /** Days it runs, 0 = Sunday … 6 = Saturday. */
    days: integer('days').array().notNull().default(sql`'{0,1,2,3,4,5,6}'::integer[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_legs_code_uq').on(t.tenantId, t.code),
    index('inventory_legs_route_idx').on(t.tenantId, t.fromCity, t.toCity),
  ],
);

/** A transfer's price up to `max_km` from its hub. */
export interface TransferBand {
  max_km: number;
  price_minor: number;
}

/**
 * One thing sold on a leg's departure: a fare family (flight), a class (rail), a ticket type
 * (ferry: foot passenger, cabin, car with driver) or a vehicle (cab). Prices in minor units of the
 * leg's currency; `per` says what a price is for (a traveller, or the whole vehicle).
 */
export interface LegFare {
  code: string;
  name: string;
  /** economy, premium, business, first (flights); standard, first (rail); deck, cabin, vehicle (ferry). */
  cabin: string;
  per: 'traveller' | 'vehicle';
  adult_minor: number;
  child_minor: number;
  infant_minor: number;
  /** Seats (or vehicles, cabins) on sale per departure. */
  seats: number;
  cabin_bag_kg: number;
  checked_bags: number;
  checked_bag_kg: number;
  refundable: boolean;
  /** Free cancellation until this many days before departure (null: per `refundable` only). */
  free_cancel_days: number | null;
  change_fee_minor: number | null;
  /** Travellers (or vehicles) one unit carries: 1 for a seat, 4 for a cab or a four-berth cabin. */
  capacity: number;
}

export type InventoryHotel = typeof inventoryHotels.$inferSelect;
export type InventoryActivity = typeof inventoryActivities.$inferSelect;
export type InventoryStation = typeof inventoryStations.$inferSelect;
export type InventoryPort = typeof inventoryPorts.$inferSelect;
export type InventoryDestination = typeof inventoryDestinations.$inferSelect;
export type InventoryRoomType = typeof inventoryRoomTypes.$inferSelect;
export type InventoryRoomRate = typeof inventoryRoomRates.$inferSelect;
export type InventoryAllotment = typeof inventoryAllotments.$inferSelect;
export type InventoryTransfer = typeof inventoryTransfers.$inferSelect;
export type InventoryLeg = typeof inventoryLegs.$inferSelect;
