import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TBooking } from '@/lib/contract/booking';
import type { Db } from '@/lib/db/open';
import {
  type Booking,
  bookingProducts,
  bookings,
  bookingTravellers,
  bookingTrips,
  paymentRefunds,
  type Tenant,
  type UserRow,
  users,
} from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { seesAllBookings, visibleTo } from './access';
import { toApiBooking } from './booking-view';
import type { BookingQuery } from './list-query';
import { BOOKING_MESSAGES } from './messages';
import { chargesCancellationFee, todayUtc } from './rules';

export const canSeeBooking = (user: UserRow, b: Pick<Booking, 'userId' | 'createdBy'>): boolean =>
  seesAllBookings(user) || b.userId === user.id || b.createdBy === user.id;

async function withTravellers(db: Db, tenant: Tenant, rows: Booking[]): Promise<TBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [travellers, trips, products, refunds] = await Promise.all([
    db
      .select()
      .from(bookingTravellers)
      .where(and(eq(bookingTravellers.tenantId, tenant.id), inArray(bookingTravellers.bookingId, ids))),
    db
      .select()
      .from(bookingTrips)
      .where(and(eq(bookingTrips.tenantId, tenant.id), inArray(bookingTrips.bookingId, ids))),
    db
      .select()
      .from(bookingProducts)
      .where(and(eq(bookingProducts.tenantId, tenant.id), inArray(bookingProducts.bookingId, ids))),
    db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.tenantId, tenant.id), inArray(paymentRefunds.bookingId, ids)))
      .orderBy(asc(paymentRefunds.createdAt)),
  ]);
  const opts = { today: todayUtc(), chargeCancellationFee: chargesCancellationFee(tenant) };
  return rows.map((b) =>
    toApiBooking(
      b,
      travellers.filter((t) => t.bookingId === b.id),
      opts,
      trips.find((t) => t.bookingId === b.id) ?? null,
      products.find((p) => p.bookingId === b.id) ?? null,
      refunds.filter((r) => r.bookingId === b.id),
    ),
  );
}

/** `%text%` for ILIKE, its own % _ and \\ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The conditions of My Bookings' search (list-query.ts), tenant and visibility added by the caller. */
function searchConditions(db: Db, tenantId: string, q: BookingQuery): SQL[] {
  const where: SQL[] = [];
  if (q.reference) where.push(ilike(bookings.reference, containing(q.reference)));
  if (q.traveller) {
    // Any traveller of the booking, by "first last" (booking_travellers_position_uq starts with booking_id).
    const name = sql`${bookingTravellers.firstName} || ' ' || ${bookingTravellers.lastName}`;
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(bookingTravellers)
          .where(
            and(
              eq(bookingTravellers.tenantId, tenantId),
              eq(bookingTravellers.bookingId, bookings.id),
              ilike(name, containing(q.traveller)),
            ),
          ),
      ),
    );
  }
  if (q.customer) {
    const like = containing(q.customer);
    const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(users)
          .where(
            and(
              eq(users.tenantId, tenantId),
              eq(users.id, bookings.userId),
              or(ilike(name, like), ilike(users.email, like)),
            ),
          ),
      ),
    );
  }
  if (q.departFrom) where.push(gte(bookings.departureDate, q.departFrom));
  if (q.departTo) where.push(lte(bookings.departureDate, q.departTo));
  if (q.createdFrom) where.push(gte(bookings.createdAt, q.createdFrom));
  if (q.createdBefore) where.push(lt(bookings.createdAt, q.createdBefore));
  if (q.status) where.push(eq(bookings.status, q.status));
  return where;
}

/**
 * The bookings the user may see that match the search, newest first, a page at a time, with how
 * many match in all. Staff who see all bookings search the agency's; anyone else only their own.
 */
export async function listBookings(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  q: BookingQuery,
): Promise<{ count: number; rows: TBooking[] }> {
  const where = and(eq(bookings.tenantId, tenant.id), visibleTo(user), ...searchConditions(db, tenant.id, q));
  const [total] = await db.select({ n: count() }).from(bookings).where(where);
  const rows = await db
    .select()
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { count: Number(total?.n ?? 0), rows: await withTravellers(db, tenant, rows) };
}

/** One booking the user may see; another tenant's or another user's id answers 404. */
export async function bookingDetails(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
): Promise<TBooking> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenant.id), eq(bookings.id, bookingId)));
  if (!row || !canSeeBooking(user, row)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  const [view] = await withTravellers(db, tenant, [row]);
  return view as TBooking;
}
