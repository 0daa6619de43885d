import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { TRebookDetails } from '@/lib/contract/booking-staff';
import type { Db } from '@/lib/db/open';
import { bookingProducts, bookingTrips, staticPackages, type Tenant, type UserRow } from '@/lib/db/schema';
import { AppError } from '../../http/errors';
import { pricePackage } from '../price-package';
import { todayUtc } from '../rules';
import { seatsLeft } from '../stock';
import { staffBooking } from './staff-booking';
import { staffText } from './staff-text';

const ENDED = new Set(['cancelled', 'expired', 'failed']);

/**
 * rebook/details (spec §7): what booking an ended (cancelled, expired, unpaid) organised-package
 * booking again would take today — the package if still sold, its departures still on sale with the
 * seats left, and today's price for the same party in the booking's currency through the reprice
 * call's own pricing (pricePackage), beside what was paid for it then. A planned trip or a search
 * result is booked again from its quotation or search (their own reprice calls), so it answers
 * `rebookable: false`. A booking still open answers 409.
 */
export async function rebookDetails(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
  now = new Date(),
): Promise<TRebookDetails> {
  const b = await staffBooking(db, tenant, user, bookingId);
  if (!ENDED.has(b.status)) throw new AppError('not_ended', 409, staffText('notEnded'));
  const [trip, product] = await Promise.all([
    db
      .select({ id: bookingTrips.bookingId })
      .from(bookingTrips)
      .where(and(eq(bookingTrips.tenantId, tenant.id), eq(bookingTrips.bookingId, b.id))),
    db
      .select({ id: bookingProducts.bookingId })
      .from(bookingProducts)
      .where(and(eq(bookingProducts.tenantId, tenant.id), eq(bookingProducts.bookingId, b.id))),
  ]);
  if (trip.length > 0 || product.length > 0) return { rebookable: false, reason: 'not_a_package' };
  const [pkg] = b.packageId
    ? await db
        .select()
        .from(staticPackages)
        .where(and(eq(staticPackages.tenantId, tenant.id), eq(staticPackages.id, b.packageId)))
    : [];
  if (!pkg) return { rebookable: false, reason: 'package_gone' };
  const party = { adults: b.adults, children: b.children, infants: b.infants };
  const seats = b.adults + b.children;
  const today = todayUtc(now);
  const left = await seatsLeft(db, tenant.id, pkg);
  const departures = pkg.departures
    .filter((d) => d.date >= today)
    .sort((x, y) => x.date.localeCompare(y.date))
    .map((d) => {
      const n = left.get(d.date) ?? 0;
      return { date: d.date, seats_left: n, available: n >= seats };
    });
  return {
    rebookable: true,
    package: { id: pkg.slug, title: pkg.title },
    party,
    departures,
    price: await pricePackage(db, tenant, pkg, party, b.currency),
    booked_total: { amount: b.totalMinor, currency: b.currency },
  };
}
