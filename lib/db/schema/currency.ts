import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-owned';

/**
 * Per-tenant conversion factors that override the reference snapshot (lib/reference) for that
 * tenant only. `conversion_factor` is units of the currency per 1 EUR, like the snapshot, kept as
 * a decimal string so the rate stays exact. Tenant-owned.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    code: text('code').notNull(),
    conversionFactor: text('conversion_factor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('currency_rates_tenant_code_uq').on(t.tenantId, t.code),
    index('currency_rates_tenant_idx').on(t.tenantId),
  ],
);

export type CurrencyRate = typeof currencyRates.$inferSelect;
