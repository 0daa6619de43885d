import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TSiteConfig } from '@/lib/contract/site-config';
import { tenantId } from './tenant-owned';

/**
 * Every published version of a site's configuration (issue 32): what the console published or
 * restored, who did it, when, and which fields changed. `version` is the tenants row's version it
 * became; any earlier one can be restored (as a new version). Tenant-owned.
 */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    version: integer('version').notNull(),
    config: jsonb('config').$type<TSiteConfig>().notNull(),
    /** Null for the configuration as it was before the console's first change. */
    authorId: uuid('author_id'),
    authorEmail: text('author_email'),
    /** 'publish', 'restore' or 'original'. */
    action: text('action').notNull(),
    restoredFrom: integer('restored_from'),
    /** The changed fields' paths (`theme.primary_color`, `websiteimages_set`). */
    changes: jsonb('changes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex('site_versions_tenant_version_uq').on(t.tenantId, t.version),
    index('site_versions_tenant_idx').on(t.tenantId),
  ],
);

export type SiteVersion = typeof siteVersions.$inferSelect;

/**
 * Each admin's unsaved draft of the site (issue 32 item 2), kept only so the real pages can render
 * it for that admin's preview; never read for anyone else. One per admin and site; publishing does
 * not need it (the publish carries its own configuration). Tenant-owned.
 */
export const siteDrafts = pgTable(
  'site_drafts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    config: jsonb('config').$type<TSiteConfig>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_drafts_tenant_user_uq').on(t.tenantId, t.userId)],
);
