import type { Locale } from '@/i18n/locales';
import 'server-only';
import { claimTakes } from '@/lib/backend/inventory/offline/capacity';
import { partyTotals, productQuery } from '@/lib/backend/inventory/query';
import { decodeRef } from '@/lib/backend/inventory/ref';
import { checkOffer } from '@/lib/backend/inventory/results';
import type { TProductHoldRequest, TProductReprice } from '@/lib/contract/products';
import type { Db } from '@/lib/db/open';
import { bookingProducts, type Tenant, type UserRow } from '@/lib/db/schema';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { tenantPricing } from '../planner/tenant-pricing';
import { kindOf, offerSearch, PRODUCT_MESSAGES, productContext } from '../products/service';
import { checkParty, customerOf, openHold } from './create-booking';
import type { IdempotentAnswer } from './idempotency';
import { BOOKING_MESSAGES } from './messages';
import { assertBookingEnabled } from './rules';
import { soldOutOf, takeStock } from './stock';

/**
 * Booking one search result (issue 15): a flight, an activity session, a transfer, a car… found by
 * a search of this site. Same lifecycle as organised packages and planned trips (lib/booking): the
 * price is checked again from the inventory before anything is taken (a moved price is a 409 with
 * the new one; an offer no longer sold is a 409 naming it), then one transaction opens the booking,
 * takes the offer's capacity and keeps the offer as sold with its cancellation terms.
 */

async function current(db: Db, tenant: Tenant, packageId: string, ref: string, now: Date) {
  const search = await offerSearch(db, tenant, packageId);
  const parts = decodeRef(ref);
  if (!parts) throw fieldError('ref', PRODUCT_MESSAGES.offerGone);
  const kind = kindOf(search.kinds, parts[0]?.kind);
  const query = productQuery(search.request, kind);
  const price = (await tenantPricing(db, tenant))(search.request.currency);
  const checked = await checkOffer(
    productContext(db, tenant, now.toISOString().slice(0, 10)),
    query,
    ref,
    price,
  );
  return { search, query, checked };
}

/** reprice / recheck-reprice of an offer: today's price for the search's party, and whether it moved. */
export async function repriceProduct(
  db: Db,
  input: { tenant: Tenant; request: { package_id: string; ref: string; seen_total?: number | undefined } },
  now: Date = new Date(),
): Promise<TProductReprice> {
  const { query, checked } = await current(
    db,
    input.tenant,
    input.request.package_id,
    input.request.ref,
    now,
  );
  const seen = input.request.seen_total;
  const price = checked?.offer.price ?? null;
  return {
    offer: checked?.offer ?? null,
    price,
    available: !!checked?.bookable,
    price_changed: seen !== undefined && price !== null && seen !== price.total.amount,
    party: partyTotals(query),
  };
}

export async function createProductBooking(
  db: Db,
  input: {
    tenant: Tenant;
    actor: UserRow;
    request: TProductHoldRequest;
    idempotencyKey: string;
    scope: 'hold' | 'book';
    client?: string | null;
    /** The language the booking is made in (its e-mails and documents); en-GB when unknown. */
    locale?: Locale;
    now?: Date;
  },
): Promise<IdempotentAnswer> {
  const { tenant, actor, request } = input;
  assertBookingEnabled(tenant);
  const now = input.now ?? new Date();
  const { search, query, checked } = await current(db, tenant, request.package_id, request.ref, now);
  if (!checked) throw new AppError('offer_unavailable', 409, PRODUCT_MESSAGES.offerGone);
  const party = partyTotals(query);
  const count = (k: string) => request.travellers.filter((t) => t.kind === k).length;
  if (
    count('adult') !== party.adults ||
    count('child') !== party.children ||
    count('infant') !== party.infants
  )
    throw fieldError('travellers', BOOKING_MESSAGES.partyMismatch);
  const offer = checked.offer;
  checkParty({ ...party, travellers: request.travellers, departure_date: offer.date });
  if (!checked.bookable) throw new AppError('sold_out', 409, BOOKING_MESSAGES.soldOut);
  if (offer.price.total.amount !== request.accepted_total)
    throw new AppError('price_changed', 409, BOOKING_MESSAGES.priceChanged, { price: offer.price });
  const userId = await customerOf(db, tenant, actor, request.customer_user_id);
  return openHold(db, {
    tenant,
    actor,
    client: input.client ?? null,
    ...(input.locale ? { locale: input.locale } : {}),
    userId,
    scope: input.scope,
    keyScope: `product.${input.scope}`,
    idempotencyKey: input.idempotencyKey,
    request,
    row: {
      packageId: null,
      packageSlug: search.packageId,
      packageTitle: offer.subtitle ? `${offer.title} · ${offer.subtitle}` : offer.title,
      departureDate: offer.date,
      ...party,
    },
    price: offer.price,
    travellers: request.travellers,
    take: async (tx, bookingId) => {
      const takes = await claimTakes(tx, tenant.id, checked.claims);
      if (!takes) throw soldOutOf({ ledger: 'inventory_allotments' });
      await takeStock(tx, tenant.id, bookingId, takes);
      await tx.insert(bookingProducts).values({
        bookingId,
        tenantId: tenant.id,
        kind: offer.kind,
        searchPackageId: search.packageId,
        offer,
        cancellationPolicy: {
          refundable: offer.cancellation.refundable,
          freeUntilDaysBefore: offer.cancellation.free_until_days_before,
          penaltyPercent: offer.cancellation.penalty_percent,
        },
      });
    },
    now,
  });
}
