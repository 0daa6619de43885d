import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Counters of failed attempts (lib/backend/ratelimit/pg-failure-store.ts) when no Redis is configured:
 * shared by every instance on the database, so a limit holds across them and across restarts. Keys
 * are hashed or opaque (no e-mail address or phone number in them) and name their tenant
 * themselves, like Redis keys: platform data, not tenant-owned. Times are the application's epoch
 * milliseconds, as in the other stores, so every store decides with the same clock.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** When the last failure was counted. */
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
    /** When the counter is forgotten; also names its window (a release only touches its own). */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  // Expired counters are swept in batches by expiry.
  (t) => [index('attempt_counters_expires_idx').on(t.expiresAt)],
);
