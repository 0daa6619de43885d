import 'server-only';
import {
  bookingCapacity,
  bookingInventory,
  bookingRoomNights,
  departureSeats,
  inventoryAllotments,
  inventoryCapacity,
} from '@/lib/db/schema';
import type { Counter, LedgerName } from './counters';

/**
 * Where each ledger keeps its counters and its bookings' link rows (what a booking took of which
 * counter: held, sold or released). The tables are the ones each kind always had; this says, per
 * ledger, which columns are the counter's natural key (in the order of lockKeyOf) and what a new
 * row holds besides it, so ledger.ts takes, sells and releases every kind with the same statements.
 */

type CounterOf<L extends LedgerName> = Extract<Counter, { ledger: L }>;

/** What a new link row holds besides tenant, booking and state. */
type LinkValues = Record<string, string | number>;

export interface LedgerTable<L extends LedgerName> {
  counters: typeof departureSeats | typeof inventoryAllotments | typeof inventoryCapacity;
  /** The natural key's columns, in the order of lockKeyOf's parts. */
  key: readonly [
    (
      | (typeof departureSeats)['packageId']
      | (typeof inventoryAllotments)['roomTypeId']
      | (typeof inventoryCapacity)['kind']
    ),
    ...(
      | (typeof departureSeats)['departureDate']
      | (typeof inventoryAllotments)['night']
      | (typeof inventoryCapacity)['productCode' | 'day' | 'slot']
    )[],
  ];
  /** A new counter row's own columns (its key, and the allotment's code), without tenant and figure. */
  seed(c: CounterOf<L>): Record<string, string>;
  links: typeof bookingInventory | typeof bookingRoomNights | typeof bookingCapacity;
  linkCounter:
    | (typeof bookingInventory)['departureSeatsId']
    | (typeof bookingRoomNights)['allotmentId']
    | (typeof bookingCapacity)['capacityId'];
  linkQuantity:
    | (typeof bookingInventory)['seats']
    | (typeof bookingRoomNights)['rooms']
    | (typeof bookingCapacity)['quantity'];
  linkValues(counterId: string, quantity: number): LinkValues;
}

const TABLES: { [L in LedgerName]: LedgerTable<L> } = {
  departure_seats: {
    counters: departureSeats,
    key: [departureSeats.packageId, departureSeats.departureDate],
    seed: (c) => ({ packageId: c.packageId, departureDate: c.date }),
    links: bookingInventory,
    linkCounter: bookingInventory.departureSeatsId,
    linkQuantity: bookingInventory.seats,
    linkValues: (id, n) => ({ departureSeatsId: id, seats: n }),
  },
  inventory_allotments: {
    counters: inventoryAllotments,
    key: [inventoryAllotments.roomTypeId, inventoryAllotments.night],
    seed: (c) => ({ roomTypeId: c.roomTypeId, night: c.night, code: c.code }),
    links: bookingRoomNights,
    linkCounter: bookingRoomNights.allotmentId,
    linkQuantity: bookingRoomNights.rooms,
    linkValues: (id, n) => ({ allotmentId: id, rooms: n }),
  },
  inventory_capacity: {
    counters: inventoryCapacity,
    key: [
      inventoryCapacity.kind,
      inventoryCapacity.productCode,
      inventoryCapacity.day,
      inventoryCapacity.slot,
    ],
    seed: (c) => ({ kind: c.kind, productCode: c.code, day: c.day, slot: c.slot }),
    links: bookingCapacity,
    linkCounter: bookingCapacity.capacityId,
    linkQuantity: bookingCapacity.quantity,
    linkValues: (id, n) => ({ capacityId: id, quantity: n }),
  },
};

/** A ledger's tables; its seed is only ever handed a counter of that ledger (ledger.ts). */
export const ledgerTable = (ledger: LedgerName): LedgerTable<LedgerName> =>
  TABLES[ledger] as LedgerTable<LedgerName>;
