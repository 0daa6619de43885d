import type { Db } from '@/lib/db/open';
import type { Job } from '@/lib/db/schema';
import { redactPersonalData } from '@/lib/http/log-safe';
import { countJob } from './job-metrics';
import { claimJob, completeJob, failJob, releaseJob, setWakeHook } from './queue';
import { jobHandler } from './registry';
import { type JobHandler, PermanentJobError } from './types';

export interface RunOptions {
  /** Handlers to use instead of the process registry (tests). */
  handlers?: Record<string, JobHandler>;
  leaseMs?: number;
  backoff?: (attempts: number) => number;
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

const defaultLog = (m: string, extra?: Record<string, unknown>) => console.error(`[jobs] ${m}`, extra ?? '');
/** An error's message for the log and the job row, without personal data (a failed query's parameters). */
const messageOf = (err: unknown) =>
  redactPersonalData(err instanceof Error ? err.message : String(err)).slice(0, 2000);

/** Runs one claimed job to done, retry or failure. Never throws. */
export async function runClaimedJob(db: Db, job: Job, opts: RunOptions = {}): Promise<void> {
  const log = opts.log ?? defaultLog;
  const handler = opts.handlers ? opts.handlers[job.type] : jobHandler(job.type);
  const giveUp = async (message: string) => {
    const status = await failJob(db, job, message, { permanent: true });
    countJob(job.type, 'failed');
    if (status === 'failed')
      await handler
        ?.onFailed?.({ db, job }, message)
        .catch((e) => log('onFailed threw', { id: job.id, error: messageOf(e) }));
  };
  try {
    if (!handler) return await giveUp(`No handler for job type ${job.type}`);
    // A claim past the last try means earlier workers died while running it: stop retrying.
    if (job.attempts > job.maxAttempts) return await giveUp(`Gave up after ${job.maxAttempts} attempts`);
    const result = await handler.run({ db, job });
    await completeJob(db, job, result ?? null);
    countJob(job.type, 'done');
  } catch (err) {
    const message = messageOf(err);
    log('job failed', { id: job.id, type: job.type, attempt: job.attempts, error: message });
    try {
      const status = await failJob(db, job, message, {
        permanent: err instanceof PermanentJobError,
        ...(opts.backoff ? { backoff: opts.backoff } : {}),
      });
      if (status) countJob(job.type, status === 'failed' ? 'failed' : 'retry');
      if (status === 'failed') await handler?.onFailed?.({ db, job }, message);
    } catch (e) {
      log('could not record job failure', { id: job.id, error: messageOf(e) });
    }
  }
}

export interface DueJobsOptions extends RunOptions {
  max?: number;
  /** Asked before each claim: true stops the round (a stopping worker). */
  stopping?: () => boolean;
  /** Told of each job claimed and of its end (null), so a stopping worker can hand it back. */
  onClaimed?: (job: Job | null) => void;
}

/** Claims and runs due jobs one after another until none is due (or `max` ran). Returns how many ran. */
export async function runDueJobs(db: Db, opts: DueJobsOptions = {}): Promise<number> {
  const max = opts.max ?? 50;
  let ran = 0;
  while (ran < max && !opts.stopping?.()) {
    const job = await claimJob(db, opts.leaseMs ? { leaseMs: opts.leaseMs } : {});
    if (!job) break;
    opts.onClaimed?.(job);
    await runClaimedJob(db, job, opts);
    opts.onClaimed?.(null);
    ran++;
  }
  return ran;
}

export interface WorkerOptions extends RunOptions {
  /** Pause between polls when the queue is empty (default 1 s). */
  pollMs?: number;
}

/**
 * Stops the worker: it claims nothing more and waits for the job it runs. With `handBackAfterMs`, a
 * job still running after that long is handed back to the queue (releaseJob) for another instance,
 * and the stop resolves without it. Resolves how many jobs were handed back (0 or 1).
 */
export type StopWorker = (opts?: { handBackAfterMs?: number }) => Promise<number>;

/**
 * The idle pause in ms: a positive number, else the 1 s default. A zero or NaN pause (JOB_POLL_MS=0
 * or a typo) would make the worker query the database in a tight loop.
 */
export function pollDelayMs(ms: number | undefined): number {
  return ms !== undefined && Number.isFinite(ms) && ms > 0 ? ms : 1_000;
}

const g = globalThis as unknown as { __itineraJobWorker?: { stop: StopWorker } };

/**
 * Starts this process's job worker: polls the queue every `pollMs`, runs due jobs one at a time
 * (PDF rendering is CPU-bound; more instances mean more workers) and wakes at once when this
 * process enqueues. One worker per process: a second call returns the running worker's stop.
 * Database errors are logged and retried at the next poll, never fatal.
 */
export function startJobWorker(getDb: () => Promise<Db>, opts: WorkerOptions = {}): StopWorker {
  if (g.__itineraJobWorker) return g.__itineraJobWorker.stop;
  const pollMs = pollDelayMs(opts.pollMs);
  const log = opts.log ?? defaultLog;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> = Promise.resolve();
  let again = false;
  let running: { db: Db; job: Job } | null = null;

  const tick = async () => {
    timer = undefined;
    try {
      const db = await getDb();
      do {
        again = false;
        await runDueJobs(db, {
          ...opts,
          stopping: () => stopped,
          onClaimed: (job) => {
            running = job ? { db, job } : null;
          },
        });
      } while (again && !stopped);
    } catch (err) {
      log('worker poll failed', { error: messageOf(err) });
    }
    if (!stopped) timer = setTimeout(schedule, pollMs);
  };
  const schedule = () => {
    if (stopped) return;
    current = current.then(tick);
  };
  const wake = () => {
    if (stopped) return;
    if (timer) {
      clearTimeout(timer);
      schedule();
    } else again = true; // busy: run another round before sleeping
  };

  const stop: StopWorker = async ({ handBackAfterMs } = {}) => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = undefined;
    setWakeHook(undefined);
    if (g.__itineraJobWorker?.stop === stop) g.__itineraJobWorker = undefined;
    if (handBackAfterMs === undefined) {
      await current;
      return 0;
    }
    let waited: ReturnType<typeof setTimeout> | undefined;
    const finished = await Promise.race([
      current.then(() => true),
      new Promise<false>((resolve) => {
        waited = setTimeout(() => resolve(false), handBackAfterMs);
      }),
    ]);
    clearTimeout(waited);
    const left: { db: Db; job: Job } | null = running;
    if (finished || !left) return 0;
    // Its handler may still be working; the process ends right after, and the next claimer redoes it.
    const released = await releaseJob(left.db, left.job).catch(() => false);
    if (released) {
      countJob(left.job.type, 'handed_back');
      log('handed back to the queue at stop', { id: left.job.id, type: left.job.type });
    }
    return released ? 1 : 0;
  };
  g.__itineraJobWorker = { stop };
  setWakeHook(wake);
  schedule();
  return stop;
}

/** Stops this process's worker, if one runs (tests, shutdown); see StopWorker. */
export async function stopJobWorker(opts?: { handBackAfterMs?: number }): Promise<number> {
  return (await g.__itineraJobWorker?.stop(opts)) ?? 0;
}
