import { and, eq, inArray, sql } from 'drizzle-orm';
import { enqueue, registerJobHandler } from '@/lib/backend/jobs';
import type { Db } from '@/lib/db/open';
import { jobs } from '@/lib/db/schema';
import type { RatePublication } from '@/lib/money';
import { ECB_DAILY_URL, fetchEcbDaily } from './ecb';
import { latestExchangeRates, saveRatePublication } from './store';

/**
 * The background job that keeps the reference rates fresh: it fetches the ECB's daily publication,
 * stores it with its date, and queues its own next run. Offline (or when the ECB answers nonsense)
 * it keeps the rates it has and logs once, until a fetch succeeds again.
 */
export const RATES_JOB_TYPE = 'exchange_rates.refresh';

/** Every 6 hours by default: the ECB publishes once per working day, around 16:00 CET. */
export const DEFAULT_REFRESH_MS = 6 * 60 * 60 * 1000;

export interface RatesRefreshOptions {
  /** Fetches a publication (default: the ECB's daily XML at EXCHANGE_RATES_URL). */
  fetchPublication?: () => Promise<RatePublication>;
  log?: (message: string) => void;
}

export type RefreshOutcome =
  | { ok: true; date: string; stored: boolean }
  | { ok: false; error: string; kept: string };

// One log line per outage, per process, not one every refresh.
const g = globalThis as unknown as { __itineraRatesFailing?: boolean };

/** Fetches and stores one publication; never throws (the last rates stay in use on failure). */
export async function refreshExchangeRates(db: Db, opts: RatesRefreshOptions = {}): Promise<RefreshOutcome> {
  const log = opts.log ?? ((m: string) => console.error(`[rates] ${m}`));
  const fetchPublication = opts.fetchPublication ?? (() => fetchEcbDaily({ url: ratesUrl() }));
  try {
    const pub = await fetchPublication();
    const { stored } = await saveRatePublication(db, 'ecb', pub);
    if (g.__itineraRatesFailing) log(`reference rates fetched again (rates of ${pub.date})`);
    g.__itineraRatesFailing = false;
    return { ok: true, date: pub.date, stored };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    const kept = (await latestExchangeRates(db)).date;
    if (!g.__itineraRatesFailing) {
      log(`could not fetch the reference rates (${error}); prices keep converting with the rates of ${kept}`);
    }
    g.__itineraRatesFailing = true;
    return { ok: false, error, kept };
  }
}

/** EXCHANGE_RATES_URL, or the ECB's own address. */
export const ratesUrl = (env: Record<string, string | undefined> = process.env): string =>
  env.EXCHANGE_RATES_URL?.trim() || ECB_DAILY_URL;

/** EXCHANGE_RATES_REFRESH_MS as a positive whole number of ms, else 6 hours. */
export function refreshIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.EXCHANGE_RATES_REFRESH_MS?.trim() || Number.NaN);
  return Number.isInteger(n) && n >= 1000 ? n : DEFAULT_REFRESH_MS;
}

/**
 * Queues the next refresh unless one is already queued or running. Several instances may call this
 * at once: a transaction-scoped advisory lock makes the check and the insert one step.
 */
export async function scheduleRatesRefresh(db: Db, delayMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${RATES_JOB_TYPE}))`);
    const [pending] = await t
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, RATES_JOB_TYPE), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (pending) return false;
    await enqueue(t, { tenantId: null, type: RATES_JOB_TYPE, payload: {}, maxAttempts: 2, delayMs });
    return true;
  });
}

// Two tries: a run whose process died is run again once its lease ends, so the chain of runs goes on.

/**
 * Registers the job's handler: refresh, then queue the next run. The running job is itself
 * 'running' while it schedules, so it is finished first and the next one is queued after it.
 */
export function registerRatesJob(opts: RatesRefreshOptions & { intervalMs?: number } = {}): void {
  registerJobHandler(RATES_JOB_TYPE, async ({ db, job }) => {
    const outcome = await refreshExchangeRates(db, opts);
    // The next run: queued directly (this job still counts as running, so the check would skip it).
    await enqueue(db, {
      tenantId: null,
      type: RATES_JOB_TYPE,
      payload: { after: job.id },
      maxAttempts: 2,
      delayMs: opts.intervalMs ?? refreshIntervalMs(),
    });
    return { ...outcome };
  });
}
