import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
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
} from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { seesAllBookings, visibleTo } from './access';
import { toApiBooking } from './booking-view';
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

/** The bookings the user may see, newest first, a page at a time. */
export async function listBookings(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  page: { page: number; size: number },
) {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenant.id), visibleTo(user)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return withTravellers(db, tenant, rows);
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
