import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-owned';

/**
 * The console's audit log (issue 32): one row per change an agency admin makes from the console —
 * a publish or restore of the site, an invitation, a role or permission, a credit limit, a removed
 * access, an inventory upload, a saved preview draft is not a change. Who, when, what, on whom or
 * what; `details` holds the fields before and after, never a password or a token. Tenant-owned.
 */
export const consoleChanges = pgTable(
  'console_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** 'site', 'people' or 'inventory'. */
    area: text('area').notNull(),
    /** e.g. 'publish', 'restore', 'invite', 'set_access', 'remove_access', 'upload'. */
    action: text('action').notNull(),
    /** What the change was made to: a version, a user's e-mail, an inventory kind. */
    subject: text('subject').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('console_changes_tenant_at_idx').on(t.tenantId, t.at)],
);

export type ConsoleChange = typeof consoleChanges.$inferSelect;
