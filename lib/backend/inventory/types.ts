import type { ProviderConfigurationEntry } from '@/lib/backend/inventory/hotel-types';
import type { PickedPlace } from '@/lib/backend/inventory/resolve';
import type { ProductKind, TOffer } from '@/lib/contract/products';
import type { Db } from '@/lib/db/open';
import type { ComponentKind } from '@/lib/planner/types';

/**
 * One interface for every kind of product a search mode lists (issue 15 item 4): availability →
 * price check → book → cancel, like the hotels' (lib/backend/inventory/types.ts). The offline supplier
 * (lib/backend/inventory/offline) implements every kind from the tenant's inventory; a real supplier plugs in
 * per kind through the registry (registry.ts) and reshapes its payloads at this border.
 */

export interface ProductContext {
  db: Db;
  tenantId: string;
  providers: readonly ProviderConfigurationEntry[];
  /** 'YYYY-MM-DD' (tests pin it). */
  today: string;
  /** Site switch show_non_refundable_items.hotel (spec §3): false keeps non-refundable rooms off sale. */
  nonRefundableHotels?: boolean;
}

/** The travellers a result is priced for: ages of the children (2–17); infants under 2. */
export interface ProductParty {
  adults: number;
  children: number[];
  infants: number;
}

/** What a search asks of one kind (from the stored v2/search_api request; query.ts). */
export interface ProductQuery {
  kind: ProductKind;
  /** Where from (flights, trains, ferries, transfers' pick-up, a car's pick-up). */
  from: PickedPlace | null;
  /** Where to (or where: an activity's or an hourly cab's city, a transfer's drop-off). */
  to: PickedPlace | null;
  /** The service date (departure, session day, pick-up day, check-in). */
  date: string;
  /** A return flight's day back; a car's drop-off day; a hotel stay's check-out. */
  returnDate: string | null;
  /** 'HH:mm' pick-up time (transfers, cars, cabs). */
  time: string | null;
  /** Multi-city flights: each leg in order. */
  legs: { from: PickedPlace; to: PickedPlace; date: string }[];
  party: ProductParty;
  /** Hotels: every room asked for, each with its own party (`party` is the first). */
  rooms?: ProductParty[];
}

/**
 * A unit of inventory a booking takes: `quantity` of a product's `slot` on `day`, where the product
 * puts `initial` on sale when nothing was booked yet (lib/backend/inventory/offline/capacity.ts). A product
 * without a limit (insurance, a rail pass) makes no claim.
 */
export interface CapacityClaim {
  kind: ProductKind;
  code: string;
  day: string;
  slot: string;
  quantity: number;
  initial: number;
}

/** A price component in the supplier's currency; the tenant's pricing adds markup, tax and conversion. */
export interface CostLine {
  /** The pricing configuration's markup key. */
  markupKind: ComponentKind;
  amountMinor: number;
  currency: string;
}

/** An offer as a supplier makes it: everything the traveller sees but the price, plus what it costs and takes. */
export interface SupplierOffer extends Omit<TOffer, 'price' | 'remaining'> {
  cost: CostLine[];
  claims: CapacityClaim[];
}

/** A paid booking of one offer, as the supplier is asked to book or cancel it. */
export interface SupplierOrder {
  /** Our booking's id (the supplier's idempotency key: a retried order books once). */
  bookingId: string;
  ref: string;
  kind: ProductKind;
  /** The first day of the service. */
  date: string;
  travellers: { kind: string; title: string; first_name: string; last_name: string }[];
}

export interface ProductSupplier {
  readonly kind: ProductKind;
  /** Every offer matching the query, bookable or not (availability is read from capacity after). */
  availability(ctx: ProductContext, query: ProductQuery): Promise<SupplierOffer[]>;
  /** Today's offer for one ref of an earlier answer (null: no longer sold). */
  priceCheck(ctx: ProductContext, query: ProductQuery, ref: string): Promise<SupplierOffer | null>;
  /**
   * Books a paid order with the supplier, once per booking id; answers the supplier's reference.
   * Throwing retries (the order stays pending); SupplierRefusedError fails it for good.
   */
  book(ctx: ProductContext, order: SupplierOrder): Promise<{ reference: string }>;
  /** Cancels a booked order (its booking was cancelled); throwing retries. */
  cancel(ctx: ProductContext, order: SupplierOrder & { reference: string }): Promise<void>;
}

/** The supplier will not book or cancel this order, now or later (a retry cannot fix it). */
export class SupplierRefusedError extends Error {}
