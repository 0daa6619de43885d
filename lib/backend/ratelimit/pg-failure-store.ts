import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { attemptCounters } from '@/lib/db/schema';
import { decideThrottle, type FailureRecord, type FailureStore, type ThrottleRule } from './failures';

/** Every this many counted attempts, one batch of expired counters is deleted. */
const SWEEP_EVERY = 500;
const SWEEP_BATCH = 1000;

const c = attemptCounters;
const returned = { failures: c.failures, lastAt: c.lastAt, expiresAt: c.expiresAt };

/**
 * The rule's "may another attempt be made now?" (failures.ts decideThrottle) as SQL over the
 * stored row, for the conditional upsert below.
 */
function allows(rule: ThrottleRule, now: number): SQL {
  const wait = sql`CASE WHEN ${c.failures} <= ${rule.freeFailures}::int THEN 0::float8
    ELSE LEAST(${rule.maxDelayMs}::float8,
      ${rule.baseDelayMs}::float8 * power(2::float8, (${c.failures} - ${rule.freeFailures}::int - 1)::float8)) END`;
  return sql`${c.failures} < ${rule.lockAt}::int AND ${now}::float8 >= ${c.lastAt}::float8 + ${wait}`;
}

/**
 * Failure counters in PostgreSQL (or PGlite): one row per key. A reservation is ONE statement — an
 * upsert whose update only happens when the rule allows the attempt — so PostgreSQL's row lock on
 * the conflicting key serialises simultaneous attempts, and the condition is evaluated against the
 * row as the previous attempt left it: none can pass a counter another has just filled.
 */
export function createPgFailureStore(db: Db): FailureStore {
  let writes = 0;

  async function count(key: string, windowMs: number, now: number, rule: ThrottleRule | null) {
    const expired = sql`${c.expiresAt} <= ${now}::bigint`;
    const [row] = await db
      .insert(c)
      .values({ key, failures: 1, lastAt: now, expiresAt: now + windowMs })
      .onConflictDoUpdate({
        target: c.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${c.failures} + 1 END`,
          lastAt: now,
          expiresAt: sql`CASE WHEN ${expired} THEN ${now + windowMs}::bigint ELSE ${c.expiresAt} END`,
        },
        ...(rule ? { setWhere: sql`${expired} OR (${allows(rule, now)})` } : {}),
      })
      .returning(returned);
    if (row && ++writes % SWEEP_EVERY === 0) await sweep(now);
    return row ?? null;
  }

  /** Deletes a batch of counters whose window has ended (they would be started afresh anyway). */
  async function sweep(now: number) {
    const old = db.select({ key: c.key }).from(c).where(lte(c.expiresAt, now)).limit(SWEEP_BATCH);
    await db.delete(c).where(inArray(c.key, old));
  }

  async function get(key: string, now: number): Promise<FailureRecord | null> {
    const [row] = await db
      .select(returned)
      .from(c)
      .where(and(eq(c.key, key), gt(c.expiresAt, now)));
    return row ?? null;
  }

  return {
    name: 'postgres',
    get,
    async add(key, windowMs, now) {
      const row = await count(key, windowMs, now, null);
      if (!row) throw new Error('attempt counter upsert returned no row');
      return row;
    },
    async reserve(key, rule, now) {
      const row = await count(key, rule.windowMs, now, rule);
      if (row) return { ok: true, record: row };
      const d = decideThrottle(await get(key, now), rule, now);
      // A release may have come in between: still a refusal, but a short one.
      return { ok: false, refusal: d.ok ? { ok: false, locked: false, retryAfterSec: 1 } : d };
    },
    async release(key, windowEnd) {
      await db
        .update(c)
        .set({ failures: sql`${c.failures} - 1` })
        .where(and(eq(c.key, key), eq(c.expiresAt, windowEnd), gt(c.failures, 0)));
    },
    async clear(key) {
      await db.delete(c).where(eq(c.key, key));
    },
  };
}
