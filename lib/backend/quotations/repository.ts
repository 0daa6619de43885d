import 'server-only';
import { and, count, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { TQuotation } from '@/lib/contract/planner';
import { containsPattern } from '@/lib/db/like';
import type { Db } from '@/lib/db/open';
import { type Lead, leads, type Quotation, quotations, type Tenant, tenants } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { isUuid } from '@/lib/db/uuid';
import { QUOTATION_PAGE_SIZE, type QuotationQuery, type SearchField } from './list-query';
import { formatOppId, parseOppNumber } from './opp-id';

/** A stored quotation as the contract shapes it (ZQuotation). */
export function toApiQuotation(row: Quotation, agencyId: number): TQuotation {
  const images = row.variant.cities
    .map((c) => c.hotel.image_url)
    .filter((u): u is string => typeof u === 'string' && u.length > 0)
    .map((image_url) => ({ image_url }));
  return {
    id: row.id,
    lead_id: row.leadId,
    opp_id: formatOppId(agencyId, row.oppNumber),
    created_at: row.createdAt.toISOString(),
    travel_date: row.travelDate,
    departure_city: row.departureCity,
    destinations: row.destinations,
    adults: row.adults,
    children: row.children,
    infants: row.infants,
    trip_url: row.tripUrl,
    customer: { name: row.customerName, email: row.customerEmail, mobile_number: row.customerMobile },
    price: { amount: row.priceMinor, currency: row.currency },
    quote_pdf: row.quotePdf,
    destination_images: images,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

export interface NewQuotationInput {
  lead: Lead;
  createdBy: string;
  customer: { name: string | null; email: string | null; mobile: string | null };
  tripUrl: string;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Copies the lead's trip and price into a new quotation with the tenant's next opportunity number
 * and marks the lead quoted, in one transaction. Concurrent quotations of one tenant are serialised
 * by a row lock on the tenant (NO KEY UPDATE: it does not block inserts that reference the tenant),
 * so max+1 is safe; the unique index (tenant, opp_number) stays the last line of defence, with a
 * retry should it ever fire.
 */
export async function createQuotation(db: Db, tenant: Tenant, input: NewQuotationInput): Promise<Quotation> {
  const { lead } = input;
  const search = lead.search;
  const values = {
    tenantId: tenant.id,
    leadId: lead.id,
    createdBy: input.createdBy,
    customerName: input.customer.name,
    customerEmail: input.customer.email,
    customerMobile: input.customer.mobile,
    travelDate: lead.variant.start_date,
    departureCity: search.origin,
    destinations: lead.variant.cities.map((c) => c.city),
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    tripUrl: input.tripUrl,
    priceMinor: lead.variant.total_price.amount,
    currency: lead.variant.total_price.currency,
    variant: lead.variant,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx
          .select({ id: tenants.id })
          .from(tenants)
          .where(eq(tenants.id, tenant.id))
          .for('no key update');
        const [{ next } = { next: 1 }] = await tx
          .select({ next: sql<number>`coalesce(max(${quotations.oppNumber}), 0) + 1` })
          .from(quotations)
          .where(eq(quotations.tenantId, tenant.id));
        const [row] = await tx
          .insert(quotations)
          .values({ ...values, oppNumber: Number(next) })
          .returning();
        if (!row) throw new Error('quotation insert returned no row');
        await tx
          .update(leads)
          // A new version, so a change saved from an older read of the lead cannot overwrite this.
          .set({ status: 'quoted', version: sql`${leads.version} + 1`, updatedAt: new Date() })
          .where(and(eq(leads.tenantId, tenant.id), eq(leads.id, lead.id)));
        return row;
      });
    } catch (err) {
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

export async function findQuotation(db: Db, tenantId: string, id: string): Promise<Quotation | null> {
  if (!isUuid(id.trim())) return null;
  const [row] = await forTenant(db, tenantId).select(quotations, eq(quotations.id, id.trim().toLowerCase()));
  return row ?? null;
}

/** The lead's newest quotation (a lead may be quoted again after changes). */
export async function latestQuotationOfLead(
  db: Db,
  tenantId: string,
  leadId: string,
): Promise<Quotation | null> {
  if (!isUuid(leadId.trim())) return null;
  const [row] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.tenantId, tenantId), eq(quotations.leadId, leadId.trim().toLowerCase())))
    .orderBy(desc(quotations.createdAt), desc(quotations.oppNumber))
    .limit(1);
  return row ?? null;
}

export async function setQuotePdf(
  db: Db,
  tenantId: string,
  quotationId: string,
  path: string,
): Promise<void> {
  await forTenant(db, tenantId).update(
    quotations,
    { quotePdf: path, updatedAt: new Date() },
    eq(quotations.id, quotationId),
  );
}

function searchCondition(field: SearchField, value: string, agencyId: number): SQL {
  switch (field) {
    case 'opp_id': {
      const n = parseOppNumber(value, agencyId);
      return n === null ? sql`false` : eq(quotations.oppNumber, n);
    }
    case 'lead_id':
      return isUuid(value.trim()) ? eq(quotations.leadId, value.trim().toLowerCase()) : sql`false`;
    case 'customer_name':
      return ilike(quotations.customerName, containsPattern(value));
    case 'customer_email':
      return ilike(quotations.customerEmail, containsPattern(value));
    case 'customer_mobile':
      return ilike(quotations.customerMobile, containsPattern(value));
    case 'destination':
      return sql`${quotations.destinations}::text ilike ${containsPattern(value)}`;
  }
}

/**
 * One page of the tenant's quotations, newest first. `onlyUserId` narrows it to one traveller's
 * own: quotations they created or of leads they own.
 */
export async function listQuotations(
  db: Db,
  tenant: Tenant,
  query: QuotationQuery,
  onlyUserId: string | null,
): Promise<{ count: number; rows: Quotation[] }> {
  const conditions: SQL[] = [eq(quotations.tenantId, tenant.id)];
  if (query.createdFrom) conditions.push(gte(quotations.createdAt, query.createdFrom));
  if (query.createdBefore) conditions.push(lt(quotations.createdAt, query.createdBefore));
  if (query.travelFrom) conditions.push(gte(quotations.travelDate, query.travelFrom));
  if (query.travelTo) conditions.push(lte(quotations.travelDate, query.travelTo));
  for (const s of query.search) conditions.push(searchCondition(s.field, s.value, tenant.agencyId));
  if (onlyUserId) {
    const own = db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.tenantId, tenant.id), eq(leads.userId, onlyUserId)));
    const mine = or(eq(quotations.createdBy, onlyUserId), inArray(quotations.leadId, own));
    if (mine) conditions.push(mine);
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(quotations).where(where);
  const rows = await db
    .select()
    .from(quotations)
    .where(where)
    .orderBy(desc(quotations.createdAt), desc(quotations.oppNumber))
    .limit(QUOTATION_PAGE_SIZE)
    .offset((query.page - 1) * QUOTATION_PAGE_SIZE);
  return { count: Number(total?.n ?? 0), rows };
}
