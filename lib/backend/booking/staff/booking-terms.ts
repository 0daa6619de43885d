import 'server-only';
import { and, eq } from 'drizzle-orm';
import { quoteCancellation } from '@/lib/booking/cancellation';
import { HOLD_MINUTES, PARTIAL_MIN_PERCENT } from '@/lib/booking/party';
import type { TBookingTerms } from '@/lib/contract/booking-staff';
import type { Db } from '@/lib/db/open';
import { bookingProducts, bookingTrips, staticPackages, type Tenant, type UserRow } from '@/lib/db/schema';
import { chargesCancellationFee, todayUtc } from '../rules';
import { staffBooking } from './staff-booking';

/** A site link to the agency's own terms: the first whose caption or type speaks of terms. */
const TERMS = /\bterms\b|\bt&c|\btnc\b/i;

/**
 * tnc (spec §7): the terms the booking was sold on, as the server applies them — the cancellation
 * terms (the organised package's, a planned trip's strictest room terms, a search result's own; as
 * today's cancel would apply them), the payment terms (deposit, balance due date, hold), what the
 * package includes, and the agency's own terms page where the site links one.
 */
export async function bookingTerms(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  bookingId: string,
  now = new Date(),
): Promise<TBookingTerms> {
  const b = await staffBooking(db, tenant, user, bookingId);
  const [trip, product, pkg] = await Promise.all([
    db
      .select({ policy: bookingTrips.cancellationPolicy })
      .from(bookingTrips)
      .where(and(eq(bookingTrips.tenantId, tenant.id), eq(bookingTrips.bookingId, b.id))),
    db
      .select({ policy: bookingProducts.cancellationPolicy, offer: bookingProducts.offer })
      .from(bookingProducts)
      .where(and(eq(bookingProducts.tenantId, tenant.id), eq(bookingProducts.bookingId, b.id))),
    b.packageId
      ? db
          .select({ inclusions: staticPackages.inclusions })
          .from(staticPackages)
          .where(and(eq(staticPackages.tenantId, tenant.id), eq(staticPackages.id, b.packageId)))
      : Promise.resolve([]),
  ]);
  const { terms } = quoteCancellation({
    status: b.status,
    departureDate: b.departureDate,
    today: todayUtc(now),
    totalMinor: b.totalMinor,
    paidMinor: b.paidMinor,
    chargeCancellationFee: chargesCancellationFee(tenant),
    policy: trip[0]?.policy ?? product[0]?.policy ?? null,
  });
  const link = (tenant.config.sitelink_set ?? []).find(
    (l) => TERMS.test(l.caption ?? '') || TERMS.test(l.type ?? ''),
  );
  return {
    package: {
      id: b.packageSlug,
      title: b.packageTitle,
      inclusions: pkg[0]?.inclusions ?? product[0]?.offer.included ?? [],
    },
    cancellation: terms,
    payment: {
      deposit_percent: PARTIAL_MIN_PERCENT,
      balance_due_date: b.balanceDueDate,
      hold_minutes: HOLD_MINUTES,
    },
    agency_terms_url: link?.redirection_url ?? null,
  };
}
