import type { TRoom } from '@/lib/contract/search-api';
import type { Db } from '@/lib/db/open';
import type { HotelCandidate } from '@/lib/planner/types';
import type { HotelSource } from '@/lib/reference/hotel-sources';

/**
 * One interface for every hotel source (spec §9: grn, offline, tbo, hotelbeds): availability →
 * recheck (reprice) → book → cancel. Adapters reshape their supplier's payloads at this border;
 * callers only see these shapes.
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

export interface SupplierContext {
  db: Db;
  tenantId: string;
  providers: readonly ProviderConfigurationEntry[];
}

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

export interface CancelRequest {
  reference: string;
  hotelCode: string;
  roomCode: string;
  checkIn: string;
  nights: number;
  quantity: number;
}

export interface HotelSupplier {
  readonly source: HotelSource;
  availability(req: AvailabilityRequest): Promise<HotelCandidate[]>;
  recheck(req: RecheckRequest): Promise<RecheckResult>;
  book(req: BookRequest): Promise<BookingConfirmation>;
  cancel(req: CancelRequest): Promise<{ reference: string; cancelled: true }>;
}
