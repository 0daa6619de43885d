import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { idempotencyKeys, jobs, outboxMessages, pdfDocuments } from '@/lib/db/schema';

/** How many days finished work is kept before the purge removes it. */
export interface RetentionPolicy {
  /** Done jobs and generated PDFs (PDF_RETENTION_DAYS, default 7). */
  doneDays: number;
  /** Failed jobs, kept longer to find out why (30). */
  failedJobDays: number;
  /** Outbox messages a real transport accepted (status 'sent') (30). */
  sentOutboxDays: number;
  /** Idempotency keys of bookings and payments: a retry comes within minutes, so a day is ample (1). */
  idempotencyKeyDays: number;
}

export const DEFAULT_PDF_RETENTION_DAYS = 7;
const FAILED_JOB_DAYS = 30;
const SENT_OUTBOX_DAYS = 30;
const IDEMPOTENCY_KEY_DAYS = 1;

/** A whole number of days ≥ 1 from an environment value; anything else is the default. */
export function retentionDays(value: string | undefined, fallback: number): number {
  const n = Number(value?.trim() || Number.NaN);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function retentionPolicy(env: Record<string, string | undefined> = process.env): RetentionPolicy {
  return {
    doneDays: retentionDays(env.PDF_RETENTION_DAYS, DEFAULT_PDF_RETENTION_DAYS),
    failedJobDays: FAILED_JOB_DAYS,
    sentOutboxDays: SENT_OUTBOX_DAYS,
    idempotencyKeyDays: IDEMPOTENCY_KEY_DAYS,
  };
}

/** `now() - days` on the database clock, so every instance agrees on what is old. */
const daysAgo = (days: number): SQL => sql`now() - make_interval(days => ${days})`;

export interface PurgeCounts {
  doneJobs: number;
  failedJobs: number;
  pdfDocuments: number;
  sentOutbox: number;
  idempotencyKeys: number;
}

/**
 * Deletes finished work past its retention: done jobs and PDF documents (whatever their state: a
 * week-old pending one will never be fetched), failed jobs, outbox messages a transport sent, and
 * idempotency keys older than a day (a retry after that is a new request).
 * Queued or running jobs and outbox rows that were not sent ('recorded' is the development mailbox
 * and the delivery itself without SMTP_URL; 'failed' still needs a look) are never touched. It runs
 * over every tenant at once, so it queries the tables directly rather than through forTenant.
 */
export async function purgeExpired(
  db: Db,
  policy: RetentionPolicy = retentionPolicy(),
): Promise<PurgeCounts> {
  const finished = sql`coalesce(${jobs.finishedAt}, ${jobs.updatedAt})`;
  const doneJobs = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(finished, daysAgo(policy.doneDays))))
    .returning({ id: jobs.id });
  const failedJobs = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'failed'), lt(finished, daysAgo(policy.failedJobDays))))
    .returning({ id: jobs.id });
  const pdfs = await db
    .delete(pdfDocuments)
    .where(lt(pdfDocuments.createdAt, daysAgo(policy.doneDays)))
    .returning({ id: pdfDocuments.id });
  const sent = await db
    .delete(outboxMessages)
    .where(
      and(eq(outboxMessages.status, 'sent'), lt(outboxMessages.createdAt, daysAgo(policy.sentOutboxDays))),
    )
    .returning({ id: outboxMessages.id });
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, daysAgo(policy.idempotencyKeyDays)))
    .returning({ key: idempotencyKeys.key });
  return {
    doneJobs: doneJobs.length,
    failedJobs: failedJobs.length,
    pdfDocuments: pdfs.length,
    sentOutbox: sent.length,
    idempotencyKeys: keys.length,
  };
}

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const g = globalThis as unknown as { __itineraRetention?: () => void };

/**
 * Purges once shortly after start and then every hour, once per process (dev reloads modules, so
 * the timer lives on globalThis). Each instance may purge; deleting what is already gone is
 * harmless. Failures are logged and retried at the next hour. Returns a stop function.
 */
export function startRetention(
  getDb: () => Promise<Db>,
  opts: {
    intervalMs?: number;
    firstDelayMs?: number;
    log?: (message: string, extra?: Record<string, unknown>) => void;
  } = {},
): () => void {
  if (g.__itineraRetention) return g.__itineraRetention;
  const log = opts.log ?? ((m, extra) => console.error(`[retention] ${m}`, extra ?? ''));
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const counts = await purgeExpired(await getDb());
      if (Object.values(counts).some((n) => n > 0)) log('purged', { ...counts });
    } catch (err) {
      log('purge failed', { error: err instanceof Error ? err.message : String(err) });
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, opts.firstDelayMs ?? 30_000);
  const every = setInterval(run, opts.intervalMs ?? PURGE_INTERVAL_MS);
  first.unref?.();
  every.unref?.();
  const stop = () => {
    clearTimeout(first);
    clearInterval(every);
    if (g.__itineraRetention === stop) g.__itineraRetention = undefined;
  };
  g.__itineraRetention = stop;
  return stop;
}

/** Stops this process's purge timer, if one runs (a stopping server). */
export function stopRetention(): void {
  g.__itineraRetention?.();
}
