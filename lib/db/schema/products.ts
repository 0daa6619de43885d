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
import type { TOffer } from '@/lib/contract/products';
import type { CancellationPolicy } from '@/lib/planner/types';
import { bookings } from './bookings';
import { timestamps } from './columns';
import { codedRow } from './inventory';
import { tenantId } from './tenant-owned';

/**
 * Inventory of the search modes that are not stays (issue 15): self-drive cars, hourly cab
 * packages, rail passes and insurance plans. Flights, trains, ferries and intercity cabs are
 * `inventory_legs` (with their fares); activities and transfers have their own tables in
 * inventory.ts. What a booking takes of any of them is counted in `inventory_capacity`.
 */

/** A self-drive car class at a pick-up location, priced per day. */
export const inventoryCars = pgTable(
  'inventory_cars',
  {
    ...codedRow(),
    /** The rental company. */
    supplier: text('supplier').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    /** Where the car is collected ('Paris Charles de Gaulle Airport, Terminal 2'). */
    pickupName: text('pickup_name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** mini, economy, compact, intermediate, standard, fullsize, suv, van, premium. */
    carClass: text('car_class').notNull(),
    /** 'VW Golf or similar'. */
    model: text('model').notNull(),
    /** manual, automatic. */
    transmission: text('transmission').notNull(),
    seats: integer('seats').notNull(),
    bags: integer('bags').notNull(),
    doors: integer('doors').notNull().default(4),
    airCon: boolean('air_con').notNull().default(true),
    /** full_to_full, prepaid. */
    fuelPolicy: text('fuel_policy').notNull().default('full_to_full'),
    /** Kilometres included per day (null: unlimited). */
    kmPerDay: integer('km_per_day'),
    dailyMinor: integer('daily_minor').notNull(),
    /** Added when the car is returned in another city. */
    oneWayFeeMinor: integer('one_way_fee_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** Cars of this class on hire per day (the capacity a booking takes from). */
    fleet: integer('fleet').notNull().default(6),
    freeCancelHours: integer('free_cancel_hours').default(48),
    minDriverAge: integer('min_driver_age').notNull().default(21),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_cars_code_uq').on(t.tenantId, t.code),
    index('inventory_cars_city_idx').on(t.tenantId, t.city),
  ],
);

/** A chauffeured car by the hour in one city (spec §7 hourly): hours and kilometres included. */
export const inventoryCabPackages = pgTable(
  'inventory_cab_packages',
  {
    ...codedRow(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    vehicle: text('vehicle').notNull(),
    /** standard, executive, minivan. */
    vehicleClass: text('vehicle_class').notNull(),
    maxPassengers: integer('max_passengers').notNull(),
    hours: integer('hours').notNull(),
    kmIncluded: integer('km_included').notNull(),
    priceMinor: integer('price_minor').notNull(),
    extraHourMinor: integer('extra_hour_minor').notNull(),
    extraKmMinor: integer('extra_km_minor').notNull(),
    currency: text('currency').notNull(),
    fleet: integer('fleet').notNull().default(5),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inventory_cab_packages_code_uq').on(t.tenantId, t.code),
    index('inventory_cab_packages_city_idx').on(t.tenantId, t.city),
  ],
);

/** A rail pass (spec §7 rail pass): travel days within a validity, in the countries listed. */
export const inventoryRailPasses = pgTable(
  'inventory_rail_passes',
  {
    ...codedRow(),
    name: text('name').notNull(),
    /** ISO country codes the pass covers. */
    countries: text('countries').array().notNull(),
    /** standard, first. */
    travelClass: text('travel_class').notNull(),
    travelDays: integer('travel_days').notNull(),
    validityDays: integer('validity_days').notNull(),
    adultMinor: integer('adult_minor').notNull(),
    /** 12–27. */
    youthMinor: integer('youth_minor').notNull(),
    /** 4–11; under 4 travel free. */
    childMinor: integer('child_minor').notNull(),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('inventory_rail_passes_code_uq').on(t.tenantId, t.code)],
);

/** An insurance plan's premium per traveller for trips up to `max_days`, by age up to `max_age`. */
export interface InsuranceBand {
  max_days: number;
  max_age: number;
  price_minor: number;
}

/** A travel insurance plan (spec §7 insurance availability, plans, add). */
export const inventoryInsurancePlans = pgTable(
  'inventory_insurance_plans',
  {
    ...codedRow(),
    name: text('name').notNull(),
    insurer: text('insurer').notNull(),
    /** europe, worldwide_ex_us, worldwide. */
    region: text('region').notNull(),
    medicalMinor: integer('medical_minor').notNull(),
    cancellationMinor: integer('cancellation_minor').notNull(),
    baggageMinor: integer('baggage_minor').notNull(),
    /** Ascending by max_days then max_age; the first band that fits prices a traveller. */
    bands: jsonb('bands').$type<InsuranceBand[]>().notNull(),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('inventory_insurance_plans_code_uq').on(t.tenantId, t.code)],
);

/**
 * What is left to sell of one product on one day, for every kind that is not a hotel room-night or
 * an organised departure: a flight's fare on a departure, an activity's session, a transfer
 * vehicle, a car class… `slot` tells them apart within the day ('08:10|light'). A row is created
 * from the product's own figure the first time it is booked (`available` starts there); from then
 * on this row is the truth and taking is one conditional update (`available >= wanted`), so nothing
 * is ever oversold. Products without a limit (insurance, passes) take none.
 */
export const inventoryCapacity = pgTable(
  'inventory_capacity',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    productCode: text('product_code').notNull(),
    day: date('day').notNull(),
    slot: text('slot').notNull().default(''),
    available: integer('available').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('inventory_capacity_slot_uq').on(t.tenantId, t.kind, t.productCode, t.day, t.slot)],
);

/** Where a booked search result's order with its supplier stands (supplier-orders.ts). */
export const SUPPLIER_ORDER_STATUSES = ['pending', 'booked', 'cancelled', 'failed'] as const;
export type SupplierOrderStatus = (typeof SUPPLIER_ORDER_STATUSES)[number];

/**
 * A booking of one search result (a flight, an activity session, a car…; issue 15) rather than of an
 * organised package or a planned trip: the offer as it was sold, and its cancellation terms.
 */
export const bookingProducts = pgTable(
  'booking_products',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    /** The search it was found by (searches.package_id). */
    searchPackageId: text('search_package_id').notNull(),
    offer: jsonb('offer').$type<TOffer>().notNull(),
    cancellationPolicy: jsonb('cancellation_policy').$type<CancellationPolicy>().notNull(),
    /**
     * The order with the product's supplier (lib/backend/booking/supplier-orders.ts): 'pending'
     * until the booking is paid and the supplier has booked it ('booked', with its reference), then
     * 'cancelled' when the booking is; 'failed' when the supplier refused for good.
     */
    supplierStatus: text('supplier_status').$type<SupplierOrderStatus>().notNull().default('pending'),
    supplierReference: text('supplier_reference'),
  },
  (t) => [index('booking_products_tenant_idx').on(t.tenantId)],
);

/** The capacity a product booking took: held, sold, released (released exactly once). */
export const bookingCapacity = pgTable(
  'booking_capacity',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    capacityId: uuid('capacity_id')
      .notNull()
      .references(() => inventoryCapacity.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    state: text('state').notNull(),
    ...timestamps,
  },
  (t) => [index('booking_capacity_booking_idx').on(t.bookingId)],
);

export type InventoryCar = typeof inventoryCars.$inferSelect;
export type InventoryCabPackage = typeof inventoryCabPackages.$inferSelect;
export type InventoryRailPass = typeof inventoryRailPasses.$inferSelect;
export type InventoryInsurancePlan = typeof inventoryInsurancePlans.$inferSelect;
export type BookingProduct = typeof bookingProducts.$inferSelect;
