/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { runDueJobs } from '@/lib/backend/jobs';
import { exchangeRates, jobs } from '@/lib/db/schema';
import { BUNDLED_RATES, convertMoney } from '@/lib/money';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { parseEcbDaily } from './ecb';
import {
  RATES_JOB_TYPE,
  refreshExchangeRates,
  refreshIntervalMs,
  registerRatesJob,
  scheduleRatesRefresh,
} from './refresh-job';
import { latestExchangeRates } from './store';

const XML = readFileSync(path.join(__dirname, 'fixtures', 'eurofxref-daily.xml'), 'utf8');
const URL = 'http://127.0.0.1:9/eurofxref-daily.xml';

describe.each(testDrivers())('exchange rates job on $name', ({ open }) => {
  let tdb: TestDatabase;
  const server = setupServer();
  const logs: string[] = [];
  const log = (m: string) => logs.push(m);
  const fromEcb = async () => {
    const res = await fetch(URL);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return parseEcbDaily(await res.text());
  };

  beforeAll(async () => {
    tdb = await open();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(async () => {
    server.close();
    await tdb.dispose();
  });
  beforeEach(async () => {
    logs.length = 0;
    await tdb.db.delete(jobs);
    await tdb.db.delete(exchangeRates);
    // A previous test's failure state must not hide this test's first log line.
    await refreshExchangeRates(tdb.db, { fetchPublication: async () => parseEcbDaily(XML), log: () => {} });
    await tdb.db.delete(exchangeRates);
  });
  afterEach(() => server.resetHandlers());

  it('starts on the bundled snapshot, then converts with the fetched publication and says its date', async () => {
    expect((await latestExchangeRates(tdb.db)).date).toBe(BUNDLED_RATES.date);
    server.use(http.get(URL, () => new HttpResponse(XML)));
    const outcome = await refreshExchangeRates(tdb.db, { fetchPublication: fromEcb, log });
    expect(outcome).toEqual({ ok: true, date: '2026-11-20', stored: true });
    const rates = await latestExchangeRates(tdb.db);
    expect(rates.date).toBe('2026-11-20');
    // EUR 100.00 at 0.88035 = GBP 88.04, as of 20-Nov-26.
    expect(convertMoney({ amount: 10_000, currency: 'EUR' }, 'GBP', rates)).toEqual({
      amount: 8_804,
      currency: 'GBP',
      rate_date: '2026-11-20',
    });
    // The same day again stores nothing new.
    expect(await refreshExchangeRates(tdb.db, { fetchPublication: fromEcb, log })).toMatchObject({
      stored: false,
    });
    expect(await tdb.db.select().from(exchangeRates)).toHaveLength(1);
    expect(logs).toEqual([]);
  });

  it('offline: keeps the last rates and logs once per outage, not once per try', async () => {
    server.use(http.get(URL, () => new HttpResponse(XML)));
    await refreshExchangeRates(tdb.db, { fetchPublication: fromEcb, log });
    server.use(http.get(URL, () => HttpResponse.error()));
    const first = await refreshExchangeRates(tdb.db, { fetchPublication: fromEcb, log });
    const second = await refreshExchangeRates(tdb.db, { fetchPublication: fromEcb, log });
    expect(first).toMatchObject({ ok: false, kept: '2026-11-20' });
    expect(second).toMatchObject({ ok: false, kept: '2026-11-20' });
    expect((await latestExchangeRates(tdb.db)).date).toBe('2026-11-20');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/could not fetch the reference rates .*rates of 2026-11-20/);
    // Back online: one line says so; the next outage is logged again.
    server.use(http.get(URL, () => new HttpResponse(XML)));
    await refreshExchangeRates(tdb.db, { fetchPublication: fromEcb, log });
    expect(logs).toHaveLength(2);
    server.use(http.get(URL, () => new HttpResponse('<html>maintenance</html>')));
    await refreshExchangeRates(tdb.db, { fetchPublication: fromEcb, log });
    expect(logs).toHaveLength(3);
  });

  it('runs on the job queue: one refresh queued however often it is scheduled, and each run queues the next', async () => {
    server.use(http.get(URL, () => new HttpResponse(XML)));
    registerRatesJob({ fetchPublication: fromEcb, log, intervalMs: 3_600_000 });
    const scheduled = await Promise.all([0, 1, 2].map(() => scheduleRatesRefresh(tdb.db, 0)));
    expect(scheduled.filter(Boolean)).toHaveLength(1);
    expect(await runDueJobs(tdb.db, { log: () => {} })).toBe(1);
    expect((await latestExchangeRates(tdb.db)).date).toBe('2026-11-20');
    const rows = await tdb.db.select().from(jobs).where(eq(jobs.type, RATES_JOB_TYPE));
    expect(rows.map((r) => r.status).sort()).toEqual(['done', 'queued']);
    const next = rows.find((r) => r.status === 'queued');
    expect(next?.tenantId).toBeNull();
    expect((next?.runAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(3_500_000);
    // Nothing else is due now; scheduling again while one waits adds nothing.
    expect(await runDueJobs(tdb.db, { log: () => {} })).toBe(0);
    expect(await scheduleRatesRefresh(tdb.db, 0)).toBe(false);
    const queued = await tdb.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, RATES_JOB_TYPE), eq(jobs.status, 'queued')));
    expect(queued).toHaveLength(1);
  });
});

describe('refreshIntervalMs', () => {
  it('reads EXCHANGE_RATES_REFRESH_MS, 6 hours otherwise', () => {
    expect(refreshIntervalMs({ EXCHANGE_RATES_REFRESH_MS: '600000' })).toBe(600_000);
    expect(refreshIntervalMs({})).toBe(6 * 3_600_000);
    expect(refreshIntervalMs({ EXCHANGE_RATES_REFRESH_MS: '0' })).toBe(6 * 3_600_000);
    expect(refreshIntervalMs({ EXCHANGE_RATES_REFRESH_MS: 'soon' })).toBe(6 * 3_600_000);
  });
});
