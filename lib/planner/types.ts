import type { BoardType, LegKind, TPriceBreakdown } from '@/lib/contract/planner';

/**
 * What the planner plans from: plain data, no database. The inventory layer (lib/backend/inventory,
 * `loadPlannerInventory`) turns the tenant's tables and any remote supplier's answers into these
 * shapes for one search; the planner (pure) ranks and schedules them.
 *
 * Prices are integer minor units of the row's own `currency` (the supplier's).
 * Days of week: 0 = Sunday … 6 = Saturday. Times: local 'HH:mm'. Dates: 'YYYY-MM-DD'.
 */

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** A room type's price for one night, resolved from the rate table for that date. */
export interface NightRate {
  date: string;
  /** Room price for up to `baseOccupancy` adults. */
  baseMinor: number;
  /** Each adult above the base occupancy. */
  extraAdultMinor: number;
  /** Each child aged `childMinAge`…`childMaxAge` (younger ones stay free; older ones pay as adults). */
  childMinor: number;
  /** Rooms of this type still on sale that night (allotment). */
  available: number;
}

export interface CancellationPolicy {
  refundable: boolean;
  /** Free cancellation until this many days before check-in (null: never free). */
  freeUntilDaysBefore: number | null;
  /** Penalty after the free period, percent of the stay price. */
  penaltyPercent: number;
}

export interface RoomCandidate {
  code: string;
  name: string;
  board: BoardType;
  baseOccupancy: number;
  maxAdults: number;
  maxChildren: number;
  /** Adults + children (infants don't count). */
  maxOccupancy: number;
  childMinAge: number;
  childMaxAge: number;
  currency: string;
  cancellation: CancellationPolicy;
  /** One entry per night of the stay, in date order; a missing night means not bookable. */
  nights: NightRate[];
}

export interface HotelCandidate extends GeoPoint {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  stars: number;
  /** 0–100. */
  popularity: number;
  imageUrl: string | null;
  /** Hotel source of spec §9: 'offline' for the database, else the remote adapter's name. */
  source: string;
  rooms: RoomCandidate[];
}

export interface ActivityCandidate extends GeoPoint {
  code: string;
  name: string;
  city: string;
  category: string;
  popularity: number;
  durationMinutes: number;
  adultMinor: number;
  childMinor: number;
  currency: string;
  /** Days it runs. */
  days: number[];
  opensAt: string;
  /** Latest time the activity must have ended by. */
  closesAt: string;
  hasPaid: boolean;
  imageUrl: string | null;
  /** Where and from whom it is sold, for the agency's markup rules (absent: the mode's markup). */
  soldIn?: ComponentDestination;
  supplier?: string;
}

export const HUB_KINDS = ['airport', 'station', 'port'] as const;
export type HubKind = (typeof HUB_KINDS)[number];

/** A transfer between a hub (airport, station, port) and the city's hotels. */
export interface TransferCandidate {
  code: string;
  city: string;
  hubKind: HubKind;
  hubCode: string;
  hubName: string;
  vehicle: string;
  maxPassengers: number;
  durationMinutes: number;
  /** Per vehicle, one way. */
  priceMinor: number;
  currency: string;
  /** Where and from whom it is sold, for the agency's markup rules (absent: the mode's markup). */
  soldIn?: ComponentDestination;
  supplier?: string;
}

/** A scheduled way from one city to another (or from/to the origin). */
export interface LegCandidate {
  code: string;
  kind: LegKind;
  fromCity: string;
  toCity: string;
  /** Hub codes at each end (IATA, UIC, LOCODE); transfers meet the leg there. */
  fromHub: string;
  toHub: string;
  fromHubKind: HubKind;
  toHubKind: HubKind;
  carrier: string;
  /** Departure times, local at the origin. */
  departures: string[];
  /** Days it runs, 0 = Sunday … 6 (inventory rows); absent: every day (estimates, other suppliers). */
  days?: number[];
  durationMinutes: number;
  adultMinor: number;
  childMinor: number;
  /** Infants under 2 travel at this price (often 0). */
  infantMinor: number;
  currency: string;
  /** Where (its arrival) and from whom it is sold, for the agency's markup rules (absent: the mode's markup). */
  soldIn?: ComponentDestination;
  supplier?: string;
}

/** Everything bookable in one destination of the search. */
export interface CityInventory extends GeoPoint {
  /** The destination as the traveller picked it (autocomplete item name's first part). */
  city: string;
  countryCode: string;
  hotels: HotelCandidate[];
  activities: ActivityCandidate[];
  transfers: TransferCandidate[];
}

/** The planner's whole input besides the search itself. */
export interface PlannerInventory {
  origin: (GeoPoint & { city: string; countryCode: string }) | null;
  cities: CityInventory[];
  /** Legs between any two cities of the search, and between the origin and each city. */
  legs: LegCandidate[];
}

/**
 * What a price is made of; `kind` picks the tenant's pricingConfiguration factor. `package` is an
 * organised package sold whole (lib/backend/booking).
 */
export const COMPONENT_KINDS = [
  'hotel',
  'activity',
  'transfer',
  'flight',
  'rail',
  'ferry',
  'cab',
  'car',
  'insurance',
  'package',
] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];
/** Where a component is sold: its city and its country (ISO 3166 alpha-2), as far as known. */
export interface ComponentDestination {
  city?: string;
  country?: string;
}

export interface PriceComponent {
  kind: ComponentKind;
  /** Minor units of `currency` (the supplier's). */
  amountMinor: number;
  currency: string;
  /** Where it is sold (a hotel's city, a flight's arrival): what the agency's markup rules match. */
  destination?: ComponentDestination;
  /** Who sells it: the source name the offer carries (offline, grn, a rental company). */
  supplier?: string;
}

/**
 * Prices a set of components in the visitor's currency (lib/pricing, bound to a tenant's
 * configuration, the search currency and any discount code). Pure.
 */
export type PriceFn = (components: readonly PriceComponent[]) => TPriceBreakdown;

export interface PlanOptions {
  price: PriceFn;
  /** Keep only variants whose total (minor units of the search currency) lies in this range. */
  budget?: { min?: number; max?: number };
  /** How many variants to return at most (default 6). */
  maxVariants?: number;
  /**
   * Prices one hotel, room or day item for display (added by the planner): pass the same pricing
   * without the discount code so a fixed discount is not taken off every item. Default: `price`.
   */
  itemPrice?: PriceFn;
}

/**
 * The planner's public functions (lib/planner/index.ts), all pure and deterministic:
 *
 *   planPackage(search: TSearchApiRequest, inventory: PlannerInventory, options: PlanOptions): TPackageVariant[]
 *     ranked best first, `index` = position; [] when nothing fits (no hotel, budget too low).
 *   applyChange(variant, change: TItineraryChange, search, inventory, options): TPackageVariant
 *     reprices; throws PlannerChangeError (message fit for users) for an impossible change.
 *   hotelAlternatives(variant, search, inventory, options): TItinerary['alternatives']
 *   whyRank(variant): { summary: string } — one sentence built from variant.reasons.
 *   orderCities(start, cities, end): number[] — visiting order minimising travel, exact up to 9.
 */
