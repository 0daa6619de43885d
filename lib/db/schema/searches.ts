import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-owned';

/**
 * One row per search created through POST v2/search_api (spec §7). `packageId` is the reference the
 * caller gets back (the planner's results pages read the search by it); `request` is the validated
 * request as sent, so the planner can rebuild the search without the client.
 */
export const searches = pgTable(
  'searches',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    packageId: text('package_id').notNull(),
    mode: text('mode').notNull(),
    currency: text('currency').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('searches_package_id_uq').on(t.packageId),
    index('searches_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export type Search = typeof searches.$inferSelect;
export type NewSearch = typeof searches.$inferInsert;
