import 'server-only';
import { type Counter, seatsCounter, type Take } from '@/lib/backend/inventory/ledger/counters';
import { left, take } from '@/lib/backend/inventory/ledger/ledger';
import type { Db, Tx } from '@/lib/db/open';
import type { StaticPackage } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { BOOKING_MESSAGES } from './messages';

/**
 * What a booking takes from the capacity ledger (lib/backend/inventory/ledger), in the booking's
 * words: a departure's seats, and the traveller's answer when a counter is short. Every kind takes
 * through takeStock, so a booking's seats, room-nights and places are taken in the ledger's one
 * lock order; transition.ts sells and releases them with the ledger's sell and release.
 */

/** A hotel with no rooms left says so; every other counter is a sold-out departure or offer. */
export const soldOutOf = (counter: Pick<Counter, 'ledger'>): AppError =>
  counter.ledger === 'inventory_allotments'
    ? new AppError('sold_out', 409, BOOKING_MESSAGES.roomsSoldOut)
    : new AppError('sold_out', 409, BOOKING_MESSAGES.soldOut);

/** Takes every counter for the booking (held); sold out (409) leaves the transaction to roll back. */
export const takeStock = (
  tx: Tx,
  tenantId: string,
  bookingId: string,
  takes: readonly Take[],
): Promise<void> => take(tx, { tenantId, bookingId, takes, soldOut: soldOutOf });

/** `seats` on a departure of the package; 404 when the package has no such departure. */
export function departureTake(pkg: StaticPackage, date: string, seats: number): Take {
  const departure = pkg.departures.find((d) => d.date === date);
  if (!departure) throw new AppError('departure_not_found', 404, BOOKING_MESSAGES.departureNotFound);
  return { counter: seatsCounter(pkg.id, date, departure.seats), quantity: seats };
}

/** Seats left on each of a package's departures (the stored row where one exists, else the package's figure). */
export async function seatsLeft(db: Db, tenantId: string, pkg: StaticPackage): Promise<Map<string, number>> {
  const counters = pkg.departures.map((d) => seatsCounter(pkg.id, d.date, d.seats));
  const n = await left(db, tenantId, counters);
  return new Map(counters.map((c, i) => [c.date, n[i] ?? c.initial]));
}
