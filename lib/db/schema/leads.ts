import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import { users } from './auth';
import { timestamps } from './columns';
import { tenantId } from './tenant-owned';

/**
 * A lead (spec §7 Lead: get_itinerary, put_itinerary, check_itinerary, cancel_itinerary,
 * offline_itinerary): one package variant a traveller took to the detail page, with their changes
 * applied. `variant` is the whole priced itinerary as the contract shapes it (lib/contract/planner),
 * so a quotation or PDF never depends on re-planning. Tenant-owned.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    /** Who opened it; null for an anonymous visitor (a quotation needs a signed-in user). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: text('package_id').notNull(),
    variantIndex: integer('variant_index').notNull(),
    /** draft | quoted | offline_requested | cancelled (LEAD_STATUSES). */
    status: text('status').notNull().default('draft'),
    search: jsonb('search').$type<TSearchSummary>().notNull(),
    variant: jsonb('variant').$type<TPackageVariant>().notNull(),
    /** Applied discount code, if any. */
    discountCode: text('discount_code'),
    /** The traveller's note for the agent with offline_itinerary (the latest one sent), if any. */
    offlineNote: text('offline_note'),
    /** When the traveller first asked for an agent (offline_itinerary). */
    offlineRequestedAt: timestamp('offline_requested_at', { withTimezone: true }),
    /**
     * Bumped by every lead write; a change is saved only if the version it was computed from is still
     * current (optimistic concurrency), so two changes at once cannot overwrite each other.
     */
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('leads_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('leads_tenant_package_idx').on(t.tenantId, t.packageId),
  ],
);

/**
 * A quotation of a lead (spec §3 Quotation; §7 generate_quotation, get_quotation, quotation_details,
 * get_opp_id, api/partner_integration/v1/quotation/). The trip and price are copied at generation
 * time: a quotation is a document sent to a customer and must not change with the lead.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Opportunity number, sequential per tenant (shown as OPP-<agency>-<000042>). */
    oppNumber: integer('opp_number').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerMobile: text('customer_mobile'),
    travelDate: text('travel_date').notNull(),
    departureCity: text('departure_city'),
    destinations: jsonb('destinations').$type<string[]>().notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    tripUrl: text('trip_url').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    variant: jsonb('variant').$type<TPackageVariant>().notNull(),
    /** Download path of the last generated PDF. */
    quotePdf: text('quote_pdf'),
    /** When the customer (or the agent for them) accepted it: only an accepted quotation is booked. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quotations_tenant_opp_uq').on(t.tenantId, t.oppNumber),
    index('quotations_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('quotations_lead_idx').on(t.leadId),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type Quotation = typeof quotations.$inferSelect;
