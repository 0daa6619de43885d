import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets of the whole deployment, kept where every instance finds them (lib/auth/secret-store.ts):
 * today one row, `session`, the secret generated on first start when SESSION_SECRET is unset. The
 * primary key makes its creation atomic (INSERT … ON CONFLICT DO NOTHING), so instances starting
 * at once on one database agree on it. Platform data, not tenant-owned.
 */
export const deploymentSecrets = pgTable('deployment_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
