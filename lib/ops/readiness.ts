import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';

/**
 * What `/readyz` answers (issue 34 item 2): whether this instance can serve — its database answers
 * and has every migration of this build applied, and the autocomplete index is built. Each check is
 * cheap (one query, one lookup) and bounded in time, so a load balancer may ask every second.
 */

export interface Readiness {
  ready: boolean;
  checks: Record<string, 'ok' | string>;
}

/** The migrations this build ships (drizzle's journal), counted once. */
let shipped: number | null = null;
function shippedMigrations(): number {
  if (shipped === null) {
    const journal = JSON.parse(
      readFileSync(path.join(process.cwd(), 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as { entries?: unknown[] };
    shipped = journal.entries?.length ?? 0;
  }
  return shipped;
}

/** The database answers, and has applied at least the migrations this build ships. */
export async function databaseReadiness(db: Db): Promise<'ok' | string> {
  await db.execute(sql`SELECT 1`);
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  const applied = Number(rows[0]?.n ?? 0);
  const wanted = shippedMigrations();
  return applied >= wanted ? 'ok' : `${applied} of ${wanted} migrations applied`;
}

/** Resolves `work`, or says it took longer than `ms`. */
export async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The checks as one answer: ready when every check is 'ok'. */
export function readinessOf(checks: Record<string, 'ok' | string>): Readiness {
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
