import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { type Job, jobs } from '@/lib/db/schema';
import { retryDelayMs } from './backoff';

/** `now() + ms` on the database clock, so every instance agrees on when a lease ends. */
const nowPlus = (ms: number): SQL => sql`now() + make_interval(secs => ${Math.max(0, ms) / 1000})`;

export interface EnqueueInput {
  /** The agency the job works for; null for a platform job (the exchange-rates refresh). */
  tenantId: string | null;
  type: string;
  payload: Record<string, unknown>;
  /** Tries before the job fails for good (default 3). */
  maxAttempts?: number;
  /** Run no earlier than this many ms from now (default: at once). */
  delayMs?: number;
}

const g = globalThis as unknown as { __itineraJobWake?: () => void };

/** Adds a job; the process's worker (if running) is woken so it does not wait for its next poll. */
export async function enqueue(db: Db, input: EnqueueInput): Promise<Job> {
  const [job] = await db
    .insert(jobs)
    .values({
      tenantId: input.tenantId,
      type: input.type,
      payload: input.payload,
      maxAttempts: input.maxAttempts ?? 3,
      runAfter: input.delayMs ? nowPlus(input.delayMs) : sql`now()`,
    })
    .returning();
  if (!job) throw new Error('job insert returned no row');
  g.__itineraJobWake?.();
  return job;
}

/** Lets the process's worker be woken by enqueue (one worker per process). */
export function setWakeHook(wake: (() => void) | undefined): void {
  g.__itineraJobWake = wake;
}

export interface ClaimOptions {
  /** How long the claimer may run the job before another worker may take it (default 2 min). */
  leaseMs?: number;
  /** Only these types (default: any). */
  types?: readonly string[];
}

/**
 * Takes one due job atomically: a queued job whose time has come, or a running job whose lease has
 * expired (its worker crashed or the server restarted). `FOR UPDATE SKIP LOCKED` lets several
 * workers claim side by side without ever taking the same job. The claim counts as an attempt and
 * carries a fresh token in `locked_by`, so only this claimer can finish it.
 */
export async function claimJob(db: Db, opts: ClaimOptions = {}): Promise<Job | null> {
  const due = or(
    and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)),
    and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`)),
  );
  const where = opts.types?.length ? and(due, inArray(jobs.type, [...opts.types])) : due;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: nowPlus(opts.leaseMs ?? 120_000),
      lockedBy: randomUUID(),
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, next))
    .returning();
  return job ?? null;
}

/** The claim is still ours: nobody took the job over after our lease ran out. */
const ours = (job: Job) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy ?? ''));

/** Marks a claimed job done with its result; false when the claim was lost meanwhile. */
export async function completeJob(
  db: Db,
  job: Job,
  result: Record<string, unknown> | null,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'done',
      result,
      error: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(ours(job))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * Records a failed try: back to the queue after the backoff while tries remain, else failed for
 * good. `permanent` skips the remaining tries. Returns the status the job now has (null: claim lost).
 */
export async function failJob(
  db: Db,
  job: Job,
  error: string,
  opts: { permanent?: boolean; backoff?: (attempts: number) => number } = {},
): Promise<'queued' | 'failed' | null> {
  const retry = !opts.permanent && job.attempts < job.maxAttempts;
  const delay = (opts.backoff ?? retryDelayMs)(job.attempts);
  const rows = await db
    .update(jobs)
    .set(
      retry
        ? { status: 'queued', error, lockedUntil: null, runAfter: nowPlus(delay), updatedAt: sql`now()` }
        : { status: 'failed', error, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` },
    )
    .where(ours(job))
    .returning({ id: jobs.id });
  if (rows.length !== 1) return null;
  return retry ? 'queued' : 'failed';
}

/**
 * Hands a claimed job back to the queue (a stopping instance): due at once for the next worker, in
 * its place (its due time was already past), and its claim not counted as a try. False when the
 * claim was lost meanwhile.
 */
export async function releaseJob(db: Db, job: Job): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(ours(job))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

export async function getJob(db: Db, id: string): Promise<Job | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}
