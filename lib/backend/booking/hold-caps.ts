import 'server-only';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { isAgencyStaff } from '@/lib/auth/roles';
import { type HeldSeats, HOLD_LIMIT_MESSAGES, HOLD_LIMITS, holdLimitBreach } from '@/lib/booking/hold-limits';
import type { Tx } from '@/lib/db/open';
import { bookings, type UserRow } from '@/lib/db/schema';
import { AppError } from '../http/errors';

/** What a new held booking is: its subject (package departure or variant), party and price. */
export type NewBookingRow = Pick<
  typeof bookings.$inferInsert,
  'packageId' | 'packageSlug' | 'packageTitle' | 'departureDate' | 'adults' | 'children' | 'infants'
>;

/**
 * Takes a transaction-long lock on one party's holds. Two holds by the same account (or from the
 * same address) at once are thus counted one after the other: the second counts the first's seats,
 * so they cannot both pass a limit. Always account before address, so two transactions never wait
 * on each other crosswise.
 */
async function lockParty(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Seats (adults and children: infants sit on a lap) held unpaid by the rows `who` matches. */
async function heldSeats(tx: Tx, tenantId: string, who: SQL, row: NewBookingRow): Promise<HeldSeats> {
  const seats = sql`${bookings.adults} + ${bookings.children}`;
  const [r] = await tx
    .select({
      overall: sql<number>`coalesce(sum(${seats}), 0)::int`,
      departure: sql<number>`coalesce(sum(case when ${bookings.packageSlug} = ${row.packageSlug} and ${bookings.departureDate} = ${row.departureDate} then ${seats} else 0 end), 0)::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.status, 'held'), who));
  return { overall: r?.overall ?? 0, departure: r?.departure ?? 0 };
}

/** The account's holds of this departure that ended unpaid (ran out, or cancelled) within the renewal window. */
async function endedUnpaid(tx: Tx, tenantId: string, actorId: string, row: NewBookingRow, now: Date) {
  const since = new Date(now.getTime() - HOLD_LIMITS.renewalWindowHours * 3_600_000);
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        eq(bookings.createdBy, actorId),
        eq(bookings.packageSlug, row.packageSlug),
        eq(bookings.departureDate, row.departureDate),
        inArray(bookings.status, ['expired', 'cancelled']),
        eq(bookings.paidMinor, 0),
        gt(bookings.createdAt, since),
      ),
    );
  return r?.n ?? 0;
}

/**
 * The hold limits (lib/booking/hold-limits.ts), checked in the transaction that opens the hold
 * (create-booking.ts openHold: every kind of booking — organised package, planned variant, search
 * result — is opened there) before anything is taken. Agency staff are not limited. A departure is
 * the booking's package (or trip, or search) and date. Refused: 409 with what to do.
 */
export async function assertHoldAllowed(
  tx: Tx,
  input: { tenantId: string; actor: UserRow; client: string | null; row: NewBookingRow; now: Date },
): Promise<void> {
  const { tenantId, actor, client, row } = input;
  if (isAgencyStaff(actor.role)) return;
  await lockParty(tx, `hold:${tenantId}:account:${actor.id}`);
  if (client) await lockParty(tx, `hold:${tenantId}:client:${client}`);
  const breach = holdLimitBreach({
    seats: (row.adults ?? 0) + (row.children ?? 0),
    account: await heldSeats(tx, tenantId, eq(bookings.createdBy, actor.id), row),
    client: client ? await heldSeats(tx, tenantId, eq(bookings.holdClient, client), row) : null,
    endedUnpaid: await endedUnpaid(tx, tenantId, actor.id, row, input.now),
  });
  if (breach)
    throw new AppError('hold_limit', 409, HOLD_LIMIT_MESSAGES[breach], {
      limit: breach,
      limits: HOLD_LIMITS,
    });
}
