import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { bookingInventory, departureSeats, type StaticPackage } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { BOOKING_MESSAGES } from './messages';
import type { Tx } from './tx';

/**
 * Departure seats, taken and given back inside the booking's transaction. Taking is ONE conditional
 * update (`available >= wanted`): PostgreSQL re-checks it against the row a concurrent booking just
 * committed, so the last seats go to exactly as many parties as fit, never more.
 */

export const soldOut = () => new AppError('sold_out', 409, BOOKING_MESSAGES.soldOut);

/** Creates the departure's seats row from the package's own figure the first time it is booked. */
async function ensureSeatsRow(tx: Tx, tenantId: string, pkg: StaticPackage, date: string): Promise<void> {
  const departure = pkg.departures.find((d) => d.date === date);
  if (!departure) throw new AppError('departure_not_found', 404, BOOKING_MESSAGES.departureNotFound);
  await tx
    .insert(departureSeats)
    .values({ tenantId, packageId: pkg.id, departureDate: date, available: Math.max(0, departure.seats) })
    .onConflictDoNothing();
}

/** Seats left on each of a package's departures (the stored row where one exists, else the package's figure). */
export async function seatsLeft(
  tx: Db | Tx,
  tenantId: string,
  pkg: StaticPackage,
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ date: departureSeats.departureDate, available: departureSeats.available })
    .from(departureSeats)
    .where(and(eq(departureSeats.tenantId, tenantId), eq(departureSeats.packageId, pkg.id)));
  const left = new Map(pkg.departures.map((d) => [d.date, d.seats]));
  for (const r of rows) left.set(r.date, r.available);
  return left;
}

/** Takes `seats` on the departure for the booking (held); SoldOut (409) when fewer are left. */
export async function takeSeats(
  tx: Tx,
  input: { tenantId: string; bookingId: string; pkg: StaticPackage; date: string; seats: number },
): Promise<void> {
  await ensureSeatsRow(tx, input.tenantId, input.pkg, input.date);
  const [row] = await tx
    .update(departureSeats)
    .set({ available: sql`${departureSeats.available} - ${input.seats}`, updatedAt: new Date() })
    .where(
      and(
        eq(departureSeats.tenantId, input.tenantId),
        eq(departureSeats.packageId, input.pkg.id),
        eq(departureSeats.departureDate, input.date),
        gte(departureSeats.available, input.seats),
      ),
    )
    .returning({ id: departureSeats.id });
  if (!row) throw soldOut();
  await tx.insert(bookingInventory).values({
    tenantId: input.tenantId,
    bookingId: input.bookingId,
    departureSeatsId: row.id,
    seats: input.seats,
    state: 'held',
  });
}

/** Marks the booking's held seats sold (they stay taken). */
export async function sellSeats(tx: Tx, tenantId: string, bookingId: string): Promise<void> {
  await tx
    .update(bookingInventory)
    .set({ state: 'sold', updatedAt: new Date() })
    .where(
      and(
        eq(bookingInventory.tenantId, tenantId),
        eq(bookingInventory.bookingId, bookingId),
        eq(bookingInventory.state, 'held'),
      ),
    );
}

/**
 * Gives the booking's seats back, once: only rows not yet released are flipped, and only those
 * flipped rows add their seats back.
 */
export async function releaseSeats(tx: Tx, tenantId: string, bookingId: string): Promise<number> {
  const released = await tx
    .update(bookingInventory)
    .set({ state: 'released', updatedAt: new Date() })
    .where(
      and(
        eq(bookingInventory.tenantId, tenantId),
        eq(bookingInventory.bookingId, bookingId),
        sql`${bookingInventory.state} <> 'released'`,
      ),
    )
    .returning({ seatsId: bookingInventory.departureSeatsId, seats: bookingInventory.seats });
  for (const r of released) {
    await tx
      .update(departureSeats)
      .set({ available: sql`${departureSeats.available} + ${r.seats}`, updatedAt: new Date() })
      .where(and(eq(departureSeats.tenantId, tenantId), eq(departureSeats.id, r.seatsId)));
  }
  return released.reduce((s, r) => s + r.seats, 0);
}
