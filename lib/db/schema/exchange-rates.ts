import { sql } from 'drizzle-orm';
import { date, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Published exchange rates (lib/backend/rates): one row per publication, e.g. the ECB's euro foreign
 * exchange reference rates of one day. `rates` holds units per 1 EUR as the decimal strings the
 * publisher printed, so no digit is lost. Platform data, not tenant-owned: every agency converts with
 * the same reference rates (an agency's own rates live in currency_rates).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** 'ecb' for the ECB daily reference rates. */
    source: text('source').notNull(),
    /** The day the rates are for, as the publisher dates them. */
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rates: jsonb('rates').$type<Record<string, string>>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exchange_rates_source_date_uq').on(t.source, t.rateDate)],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
