import type { Locale } from '@/i18n/locales';
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { slotCounter } from '@/lib/backend/inventory/ledger/counters';
import type { PartyCounts } from '@/lib/booking/party';
import type { TVariantHoldRequest, TVariantReprice } from '@/lib/contract/booking-variant';
import type { TPackageVariant } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { bookingTrips, quotations, type Tenant, type UserRow } from '@/lib/db/schema';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { leadAccess } from '../planner/lead-access';
import { findLead } from '../planner/lead-repository';
import { partyOfLead } from '../planner/lead-service';
import { tripLegClaims } from '../planner/trip-seats';
import { canActOnQuotation } from '../quotations/access';
import { findQuotation } from '../quotations/repository';
import { checkParty, customerOf, openHold } from './create-booking';
import type { IdempotentAnswer } from './idempotency';
import { BOOKING_MESSAGES } from './messages';
import { assertBookingEnabled, todayUtc } from './rules';
import { takeStock } from './stock';
import { repriceVariant } from './variant-price';
import { variantRoomNights } from './variant-rooms';

/** What a variant booking is of: the trip, where it came from, and its party. */
interface VariantSource {
  leadId: string;
  quotationId: string | null;
  plannerPackageId: string;
  variant: TPackageVariant;
  discountCode: string | null;
  party: PartyCounts;
}

const leadNotFound = () => new AppError('not_found', 404, BOOKING_MESSAGES.leadNotFound);
const quotationNotFound = () => new AppError('not_found', 404, BOOKING_MESSAGES.quotationNotFound);

/**
 * The quotation by id if this user may act on it (staff who manage quotations, its creator, its
 * lead's traveller); else 404.
 */
async function visibleQuotation(db: Db, tenant: Tenant, user: UserRow, quotationId: string) {
  const row = await findQuotation(db, tenant.id, quotationId);
  if (!row) throw quotationNotFound();
  const lead = await findLead(db, tenant.id, row.leadId);
  if (!lead || !canActOnQuotation(row, lead.userId, user)) throw quotationNotFound();
  return { row, lead };
}

/**
 * The trip a request names: a lead the caller may use (its traveller, agency staff, or anyone with
 * an anonymous lead's id) that is not cancelled, or a quotation the caller may see that was
 * accepted. Another tenant's or user's id reads as not found.
 */
async function sourceOf(
  db: Db,
  tenant: Tenant,
  user: UserRow,
  req: { lead_id?: string | undefined; quotation_id?: string | undefined },
): Promise<VariantSource> {
  if (req.quotation_id) {
    const { row, lead } = await visibleQuotation(db, tenant, user, req.quotation_id);
    if (!row.acceptedAt)
      throw new AppError('quotation_not_accepted', 409, BOOKING_MESSAGES.quotationNotAccepted);
    return {
      leadId: lead.id,
      quotationId: row.id,
      plannerPackageId: lead.packageId,
      variant: row.variant,
      discountCode: row.variant.price.discount_code ?? null,
      party: { adults: row.adults, children: row.children, infants: row.infants },
    };
  }
  const lead = await findLead(db, tenant.id, req.lead_id ?? '');
  if (!lead || leadAccess(lead.userId, user) !== 'ok') throw leadNotFound();
  if (lead.status === 'cancelled') throw new AppError('lead_cancelled', 409, BOOKING_MESSAGES.leadCancelled);
  return {
    leadId: lead.id,
    quotationId: null,
    plannerPackageId: lead.packageId,
    variant: lead.variant,
    discountCode: lead.discountCode,
    party: partyOfLead(lead),
  };
}

/** reprice / recheck-reprice of a variant: today's price, what is no longer on sale, and whether the price moved. */
export async function repriceVariantBooking(
  db: Db,
  input: {
    tenant: Tenant;
    user: UserRow;
    request: {
      lead_id?: string | undefined;
      quotation_id?: string | undefined;
      seen_total?: number | undefined;
    };
  },
): Promise<TVariantReprice> {
  const source = await sourceOf(db, input.tenant, input.user, input.request);
  const { variant, problems } = await repriceVariant(db, input.tenant, source);
  const seen = input.request.seen_total;
  return {
    price: variant.price,
    available: problems.length === 0 && variant.start_date >= todayUtc(),
    problems,
    price_changed: seen !== undefined && seen !== variant.price.total.amount,
    party: source.party,
    title: variant.title,
    start_date: variant.start_date,
    end_date: variant.end_date,
  };
}

/**
 * hold / book of a planned variant: re-prices it against fresh inventory BEFORE anything is taken
 * (a moved price is a 409 carrying the new one; an item no longer on sale a 409 naming it), checks
 * the travellers against the trip's party, then opens the booking in one transaction that takes
 * every room-night of its offline hotels and its journeys' seats (openHold + variantRoomNights +
 * takeStock: one take of the capacity ledger; sold out is a 409 leaving nothing taken) and records
 * the trip as sold.
 */
export async function createVariantBooking(
  db: Db,
  input: {
    tenant: Tenant;
    actor: UserRow;
    request: TVariantHoldRequest;
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
  const source = await sourceOf(db, tenant, actor, request);
  if (source.variant.start_date < todayUtc(now))
    throw new AppError('departure_not_found', 409, BOOKING_MESSAGES.departureNotFound);
  const kinds = (k: string) => request.travellers.filter((t) => t.kind === k).length;
  if (
    kinds('adult') !== source.party.adults ||
    kinds('child') !== source.party.children ||
    kinds('infant') !== source.party.infants
  )
    throw fieldError('travellers', BOOKING_MESSAGES.partyMismatch);
  checkParty({ ...source.party, travellers: request.travellers, departure_date: source.variant.start_date });
  const { variant, problems } = await repriceVariant(db, tenant, source);
  if (problems.length > 0)
    throw new AppError('trip_unavailable', 409, BOOKING_MESSAGES.tripUnavailable, { problems });
  if (variant.price.total.amount !== request.accepted_total)
    throw new AppError('price_changed', 409, BOOKING_MESSAGES.priceChanged, { price: variant.price });
  const userId = await customerOf(db, tenant, actor, request.customer_user_id);
  const seats = await tripLegClaims(db, tenant.id, variant, source.party);
  return openHold(db, {
    tenant,
    actor,
    client: input.client ?? null,
    ...(input.locale ? { locale: input.locale } : {}),
    userId,
    scope: input.scope,
    keyScope: `variant.${input.scope}`,
    idempotencyKey: input.idempotencyKey,
    request,
    row: {
      packageId: null,
      packageSlug: source.plannerPackageId,
      packageTitle: variant.title,
      departureDate: variant.start_date,
      ...source.party,
    },
    price: variant.price,
    travellers: request.travellers,
    take: async (tx, bookingId) => {
      const { takes, cancellationPolicy } = await variantRoomNights(tx, tenant.id, variant);
      const journeys = seats.map((s) => ({ counter: slotCounter(s.claim), quantity: s.claim.quantity }));
      await takeStock(tx, tenant.id, bookingId, [...takes, ...journeys]);
      await tx.insert(bookingTrips).values({
        bookingId,
        tenantId: tenant.id,
        leadId: source.leadId,
        quotationId: source.quotationId,
        plannerPackageId: source.plannerPackageId,
        endDate: variant.end_date,
        variant,
        cancellationPolicy,
      });
    },
    now,
  });
}

/**
 * accept-quotation: the customer (or the agency for them) accepts a quotation they may see, once;
 * only an accepted quotation is booked. Accepting again changes nothing.
 */
export async function acceptQuotation(db: Db, input: { tenant: Tenant; user: UserRow; quotationId: string }) {
  assertBookingEnabled(input.tenant);
  const { row } = await visibleQuotation(db, input.tenant, input.user, input.quotationId);
  const [updated] = await db
    .update(quotations)
    .set({ acceptedAt: new Date(), acceptedBy: input.user.id, updatedAt: new Date() })
    .where(
      and(eq(quotations.tenantId, input.tenant.id), eq(quotations.id, row.id), isNull(quotations.acceptedAt)),
    )
    .returning();
  return updated ?? row;
}
