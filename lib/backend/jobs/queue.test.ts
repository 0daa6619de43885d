/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { jobs, tenants } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { claimJob, completeJob, enqueue, failJob, getJob } from './queue';
import { type JobHandler, PermanentJobError } from './types';
import { runDueJobs, startJobWorker } from './worker';

const quiet = { log: () => {} };

/** A promise and its resolver: a test awaits the event instead of sleeping and polling. */
function signal<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe.each(testDrivers())('job queue on $name', ({ open }) => {
  let tdb: TestDatabase;
  let tenantId: string;
  beforeAll(async () => {
    tdb = await open();
    const [t] = await tdb.db
      .insert(tenants)
      .values({
        key: 'jobs-test',
        agencyId: 9901,
        config: { agency_details: { name: 'Jobs' }, subdomain: 'jobs-test', agency_id: 9901 } as never,
      })
      .returning();
    if (!t) throw new Error('no tenant');
    tenantId = t.id;
  });
  afterAll(() => tdb.dispose());
  beforeEach(async () => {
    await tdb.db.delete(jobs);
  });

  /** The lease of a claim runs out (as if its time had passed): no sleeping for it. */
  const expireLease = (id: string) =>
    tdb.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));

  it('enqueues a queued job and claims it once', async () => {
    const job = await enqueue(tdb.db, { tenantId, type: 'echo', payload: { n: 1 } });
    expect(job.status).toBe('queued');
    const claimed = await claimJob(tdb.db);
    expect(claimed?.id).toBe(job.id);
    expect(claimed?.status).toBe('running');
    expect(claimed?.attempts).toBe(1);
    expect(claimed?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() - 5_000);
    expect(await claimJob(tdb.db)).toBeNull();
  });

  it('does not hand out a job before its run_after', async () => {
    await enqueue(tdb.db, { tenantId, type: 'echo', payload: {}, delayMs: 60_000 });
    expect(await claimJob(tdb.db)).toBeNull();
  });

  it('never gives one job to two concurrent claimers', async () => {
    for (let i = 0; i < 5; i++) await enqueue(tdb.db, { tenantId, type: 'echo', payload: { i } });
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJob(tdb.db)));
    const ids = claims.filter((c) => c !== null).map((c) => c.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });

  it('runs handlers by type and stores their result', async () => {
    const job = await enqueue(tdb.db, { tenantId, type: 'double', payload: { n: 21 } });
    const handlers: Record<string, JobHandler> = {
      double: { run: async ({ job: j }) => ({ value: Number(j.payload.n) * 2 }) },
    };
    expect(await runDueJobs(tdb.db, { handlers, ...quiet })).toBe(1);
    const done = await getJob(tdb.db, job.id);
    expect(done?.status).toBe('done');
    expect(done?.result).toEqual({ value: 42 });
    expect(done?.finishedAt).toBeInstanceOf(Date);
  });

  it('retries a failing job with backoff, then fails it for good and tells the handler', async () => {
    const failures: string[] = [];
    const handlers: Record<string, JobHandler> = {
      flaky: {
        run: async () => {
          throw new Error('supplier down');
        },
        onFailed: async (_ctx, message) => {
          failures.push(message);
        },
      },
    };
    const job = await enqueue(tdb.db, { tenantId, type: 'flaky', payload: {}, maxAttempts: 2 });
    await runDueJobs(tdb.db, { handlers, backoff: () => 60_000, ...quiet });
    let row = await getJob(tdb.db, job.id);
    expect(row?.status).toBe('queued');
    expect(row?.attempts).toBe(1);
    expect(row?.error).toBe('supplier down');
    expect(row?.runAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await claimJob(tdb.db)).toBeNull(); // backing off
    // Make it due again, as if the backoff had passed.
    await tdb.db.update(jobs).set({ runAfter: sql`now() - interval '1 second'` }).where(eq(jobs.id, job.id));
    await runDueJobs(tdb.db, { handlers, backoff: () => 60_000, ...quiet });
    row = await getJob(tdb.db, job.id);
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(2);
    expect(failures).toEqual(['supplier down']);
  });

  it('fails at once on a PermanentJobError or an unknown type', async () => {
    const handlers: Record<string, JobHandler> = {
      broken: {
        run: async () => {
          throw new PermanentJobError('lead not found');
        },
      },
    };
    const a = await enqueue(tdb.db, { tenantId, type: 'broken', payload: {} });
    const b = await enqueue(tdb.db, { tenantId, type: 'nobody-handles-this', payload: {} });
    await runDueJobs(tdb.db, { handlers, ...quiet });
    expect(await getJob(tdb.db, a.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'lead not found',
    });
    expect(await getJob(tdb.db, b.id)).toMatchObject({
      status: 'failed',
      error: 'No handler for job type nobody-handles-this',
    });
  });

  it('takes over a job left running by a crashed worker once its lease expires', async () => {
    const job = await enqueue(tdb.db, { tenantId, type: 'double', payload: { n: 5 } });
    // The "crashed" server claimed it with a short lease and never finished.
    const crashed = await claimJob(tdb.db, { leaseMs: 60_000 });
    expect(crashed?.id).toBe(job.id);
    expect(await claimJob(tdb.db)).toBeNull(); // lease still held
    await expireLease(job.id);
    // A new server process's worker takes the job over and runs it.
    const handlers: Record<string, JobHandler> = {
      double: { run: async ({ job: j }) => ({ value: Number(j.payload.n) * 2 }) },
    };
    expect(await runDueJobs(tdb.db, { handlers, ...quiet })).toBe(1);
    const row = await getJob(tdb.db, job.id);
    expect(row).toMatchObject({ status: 'done', attempts: 2, result: { value: 10 } });
    // The crashed claimer's late answer is ignored: its claim was taken over.
    if (!crashed) throw new Error('no claim');
    expect(await completeJob(tdb.db, crashed, { value: -1 })).toBe(false);
    expect(await failJob(tdb.db, crashed, 'late')).toBeNull();
    expect((await getJob(tdb.db, job.id))?.result).toEqual({ value: 10 });
  });

  it('gives up on a job whose workers keep dying', async () => {
    const job = await enqueue(tdb.db, { tenantId, type: 'double', payload: { n: 1 }, maxAttempts: 1 });
    await claimJob(tdb.db);
    await expireLease(job.id);
    const handlers: Record<string, JobHandler> = { double: { run: async () => ({ ran: true }) } };
    await runDueJobs(tdb.db, { handlers, ...quiet });
    expect(await getJob(tdb.db, job.id)).toMatchObject({
      status: 'failed',
      error: 'Gave up after 1 attempts',
    });
  });

  it('starts one worker per process, wakes on enqueue and stops cleanly', async () => {
    const ran = signal<number>();
    const handlers: Record<string, JobHandler> = {
      note: {
        run: async ({ job }) => {
          ran.resolve(Number(job.payload.n));
        },
      },
    };
    // A poll far longer than the test's time limit: only the wake-up from enqueue can run the job.
    const stop = startJobWorker(async () => tdb.db, { handlers, pollMs: 10 * 60_000, ...quiet });
    const again = startJobWorker(async () => tdb.db, { handlers, pollMs: 10, ...quiet });
    expect(again).toBe(stop);
    try {
      await enqueue(tdb.db, { tenantId, type: 'note', payload: { n: 7 } });
      expect(await ran.promise).toBe(7);
    } finally {
      await stop();
    }
    // Stopped: nothing can wake it any more, and the process may start a new worker.
    const g = globalThis as { __itineraJobWake?: unknown; __itineraJobWorker?: unknown };
    expect(g.__itineraJobWake).toBeUndefined();
    expect(g.__itineraJobWorker).toBeUndefined();
    const job = await enqueue(tdb.db, { tenantId, type: 'note', payload: { n: 8 } });
    expect((await getJob(tdb.db, job.id))?.status).toBe('queued');
  });

  it('a stopping worker claims nothing more, and hands a job still running after the grace back to the queue', async () => {
    const started = signal<string>();
    const handlers: Record<string, JobHandler> = {
      // Runs until the process would end: only a hand-back frees it.
      slow: { run: async ({ job }) => started.resolve(job.id) ?? new Promise(() => {}) },
      quick: { run: async () => undefined },
    };
    const stop = startJobWorker(async () => tdb.db, { handlers, pollMs: 10 * 60_000, ...quiet });
    const slow = await enqueue(tdb.db, { tenantId, type: 'slow', payload: {} });
    expect(await started.promise).toBe(slow.id);
    const next = await enqueue(tdb.db, { tenantId, type: 'quick', payload: {} });
    expect((await getJob(tdb.db, slow.id))?.attempts).toBe(1);
    expect(await stop({ handBackAfterMs: 50 })).toBe(1);
    // Back in the queue, due now, its claim not counted; the job queued behind it untouched.
    expect(await getJob(tdb.db, slow.id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    expect(await getJob(tdb.db, next.id)).toMatchObject({ status: 'queued', attempts: 0 });
    // Another instance's worker takes it at once.
    expect((await claimJob(tdb.db))?.id).toBe(slow.id);
  });

  it('a stopping worker with nothing running hands nothing back', async () => {
    const stop = startJobWorker(async () => tdb.db, { handlers: {}, pollMs: 10 * 60_000, ...quiet });
    expect(await stop({ handBackAfterMs: 50 })).toBe(0);
  });
});
