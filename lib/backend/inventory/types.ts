import type { ProductKind, TOffer } from '@/lib/contract/products';
import type { TRoom } from '@/lib/contract/search-api';
import type { Db } from '@/lib/db/open';
import type {
  CancellationPolicy,
  ComponentDestination,
  ComponentKind,
  HotelCandidate,
} from '@/lib/planner/types';
import type { HotelSource } from '@/lib/reference/hotel-sources';
import type { PickedPlace } from './resolve';

/**
 * One supplier interface per kind of product: availability → price check → book → cancel. Every
 * kind but hotels has `ProductSupplier`; the hotel kind has `HotelSupplier`, one per hotel source
 * of spec §9, which answers both the search's offers and the §7 hotel calls. The registry
 * (registry.ts) says which supplier answers a kind; today every kind is the tenant's offline
 * inventory (offline/), and a real supplier plugs in through the registry, reshaping its payloads
 * at this border so callers only see these shapes.
 */

/** A tenant's provider_configuration entry (site config §3), with credentials where configured. */
export interface ProviderConfigurationEntry {
  bit_type: string;
  sub_type?: string | null;
  providers?: string[];
  /** Per provider: { api_key, secret, … }. A remote adapter needs a non-empty entry for its name. */
  credentials?: Record<string, Record<string, unknown> | undefined>;
  [k: string]: unknown;
}

/** Whose inventory is asked, and what its site allows (one per request). */
export interface SupplierContext {
  db: Db;
  tenantId: string;
  providers: readonly ProviderConfigurationEntry[];
  /** 'YYYY-MM-DD' (tests pin it); the earliest bookable day when omitted. */
  today?: string;
  /** Site switch show_non_refundable_items.hotel (spec §3): false keeps non-refundable rooms off sale. */
  nonRefundableHotels?: boolean;
}

/** A search's context: today is fixed once for the whole search. */
export interface ProductContext extends SupplierContext {
  today: string;
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
  /** Where it is sold, as far as the supplier knows: the agency's markup rules match on it. */
  destination?: ComponentDestination;
  /** The source that sells it (a hotel source, `offline`, a rental company): markup rules match on it. */
  supplier?: string;
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

/** A kind's supplier as the search and the booking's orders see it (every kind; hotels: registry.ts). */
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

// ---------------------------------------------------------------- the hotel kind (spec §7, §9)

export interface StayQuery {
  checkIn: string;
  nights: number;
}

export interface AvailabilityRequest extends StayQuery {
  /** Hotels by code, or every hotel of a city (one of the two). */
  hotelCodes?: string[];
  city?: string;
  rooms: TRoom[];
}

/** A room as priced at recheck: the stay total for the occupancy, and whether it can be booked. */
export interface RecheckRequest extends StayQuery {
  hotelCode: string;
  roomCode: string;
  /** Rooms of this type wanted. */
  quantity: number;
  adults: number;
  children: number[];
}

export interface RecheckResult {
  hotelCode: string;
  roomCode: string;
  available: boolean;
  /** Rooms still on sale every night of the stay (the minimum over the nights). */
  remaining: number;
  /** Stay price for `quantity` rooms, minor units of `currency`. */
  totalMinor: number;
  currency: string;
}

export interface BookRequest extends RecheckRequest {}

export interface BookingConfirmation {
  source: HotelSource;
  reference: string;
  hotelCode: string;
  roomCode: string;
  checkIn: string;
  nights: number;
  quantity: number;
  totalMinor: number;
  currency: string;
}

/** A booked stay to give back: what its confirmation says. */
export type CancelRequest = Pick<
  BookingConfirmation,
  'reference' | 'hotelCode' | 'roomCode' | 'checkIn' | 'nights' | 'quantity'
>;

/** The §7 hotel calls of a hotel source: availability → recheck (reprice) → book → cancel. */
export interface HotelRooms {
  readonly source: HotelSource;
  /** The hotels asked for (by code, or a city's), each room with its nights for the stay. */
  availability(req: AvailabilityRequest): Promise<HotelCandidate[]>;
  recheck(req: RecheckRequest): Promise<RecheckResult>;
  book(req: BookRequest): Promise<BookingConfirmation>;
  cancel(req: CancelRequest): Promise<{ reference: string; cancelled: true }>;
}

/**
 * The hotel kind's supplier: one hotel source (offline, grn, tbo, hotelbeds) for one tenant's
 * context. It answers the search of mode stay1 (offers and their price check, through the hotel
 * entry of the registry) and the §7 hotel calls (its rooms, their cancellation terms, recheck, book,
 * cancel).
 */
export interface HotelSupplier extends HotelRooms {
  /** The search's offers: one per hotel and room type that houses every room asked for. */
  offers(query: ProductQuery): Promise<SupplierOffer[]>;
  /** Today's offer for one ref of an earlier answer (null: no longer sold). */
  priceCheck(query: ProductQuery, ref: string): Promise<SupplierOffer | null>;
  /** A room type's cancellation terms (spec §7 cancellation_policy). */
  cancellationPolicy(req: { hotelCode: string; roomCode: string }): Promise<CancellationPolicy>;
}
