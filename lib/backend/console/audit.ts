import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/open';
import { consoleChanges, type UserRow } from '@/lib/db/schema';

/**
 * The console's audit log (issue 32 "every change is in the audit log"): each change an admin makes
 * from the console writes one row in the same transaction as the change, so a change and its record
 * land together or not at all.
 */

export type ConsoleArea = 'site' | 'people' | 'inventory';

export interface ConsoleChangeInput {
  tenantId: string;
  actor: Pick<UserRow, 'id' | 'email'>;
  area: ConsoleArea;
  action: string;
  subject: string;
  details?: Record<string, unknown>;
}

export async function recordConsoleChange(tx: Db | Tx, change: ConsoleChangeInput): Promise<void> {
  await tx.insert(consoleChanges).values({
    tenantId: change.tenantId,
    actorId: change.actor.id,
    actorEmail: change.actor.email,
    area: change.area,
    action: change.action,
    subject: change.subject,
    details: change.details ?? {},
  });
}

export interface ConsoleChangeLine {
  at: string;
  actor: string | null;
  area: string;
  action: string;
  subject: string;
  details: Record<string, unknown>;
}

const SHOWN = 100;

/** The site's latest console changes, newest first. */
export async function consoleChangeLog(db: Db, tenantId: string): Promise<ConsoleChangeLine[]> {
  const rows = await db
    .select()
    .from(consoleChanges)
    .where(eq(consoleChanges.tenantId, tenantId))
    .orderBy(desc(consoleChanges.at))
    .limit(SHOWN);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actor: r.actorEmail,
    area: r.area,
    action: r.action,
    subject: r.subject,
    details: r.details,
  }));
}
