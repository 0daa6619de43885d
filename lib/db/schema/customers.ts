import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { tenantId } from './tenant-owned';

/**
 * An agency's customers for the notifications engine (issue 29 item 1; spec §7 api/v1/customer):
 * people the agency may write to, whether or not they hold an account. One row per person per
 * tenant: the e-mail (lower-cased) and the mobile (E.164) are each unique, so an import or a second
 * entry with either merges into the existing row instead of adding one.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Lower-cased; null when only a mobile is known. */
    email: text('email'),
    /** E.164 (libphonenumber-js); null when only an e-mail is known. */
    mobile: text('mobile'),
    city: text('city'),
    country: text('country'),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** False once the customer unsubscribed: no campaign writes to them again. */
    subscribed: boolean('subscribed').notNull().default(true),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Where the row came from: 'manual', 'import' or 'booking'. */
    source: text('source').notNull().default('manual'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(t.tenantId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex('customers_mobile_uq').on(t.tenantId, t.mobile).where(sql`${t.mobile} is not null`),
    index('customers_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
