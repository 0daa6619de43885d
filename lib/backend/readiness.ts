import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { backendDb } from './database';

/**
 * The database's part of `/readyz` (issue 34 item 2, lib/ops/readiness.ts): it answers, and has
 * applied every migration this build ships (drizzle's journal) — an instance of a newer build on an
 * older database is not ready.
 */

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

/** 'ok', or what is wrong (`31 of 34 migrations applied`). `db` defaults to the backend's own. */
export async function databaseReadiness(db?: Awaited<ReturnType<typeof backendDb>>): Promise<string> {
  const conn = db ?? (await backendDb());
  const result = await conn.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  const applied = Number(rows[0]?.n ?? 0);
  const wanted = shippedMigrations();
  return applied >= wanted ? 'ok' : `${applied} of ${wanted} migrations applied`;
}
