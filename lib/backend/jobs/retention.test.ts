/** @jest-environment node */
import { idempotencyKeys, jobs, outboxMessages, pdfDocuments, tenants } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { purgeExpired, retentionDays, retentionPolicy, startRetention } from './retention';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('retentionDays / retentionPolicy', () => {
  it.each([
    [undefined, 7],
    ['', 7],
    ['abc', 7],
    ['0', 7],
    ['-3', 7],
    ['2.5', 7],
    ['14', 14],
    [' 3 ', 3],
  ])('PDF_RETENTION_DAYS=%p keeps PDFs %p days', (value, days) => {
    expect(retentionDays(value, 7)).toBe(days);
    expect(retentionPolicy({ PDF_RETENTION_DAYS: value }).doneDays).toBe(days);
  });

  it('keeps failed jobs and sent outbox messages 30 days', () => {
    expect(retentionPolicy({})).toEqual({
      doneDays: 7,
      failedJobDays: 30,
      sentOutboxDays: 30,
      idempotencyKeyDays: 1,
    });
  });
});

describe.each(testDrivers())('purgeExpired on $name', ({ open }) => {
  let tdb: TestDatabase;
  let tenantId: string;
  beforeAll(async () => {
    tdb = await open();
    const [t] = await tdb.db
      .insert(tenants)
      .values({
        key: 'retention-test',
        agencyId: 9902,
        config: {
          agency_details: { name: 'Retention' },
          subdomain: 'retention-test',
          agency_id: 9902,
        } as never,
      })
      .returning();
    if (!t) throw new Error('no tenant');
    tenantId = t.id;
  });
  afterAll(() => tdb.dispose());

  async function job(name: string, status: string, finishedDaysAgo: number | null, updatedDaysAgo = 0) {
    const at = finishedDaysAgo === null ? null : daysAgo(finishedDaysAgo);
    await tdb.db.insert(jobs).values({
      tenantId,
      type: 'test',
      payload: { name },
      status,
      finishedAt: at,
      createdAt: daysAgo(Math.max(updatedDaysAgo, finishedDaysAgo ?? 0) + 1),
      updatedAt: daysAgo(updatedDaysAgo),
    });
  }
  async function pdf(name: string, status: string, createdDaysAgo: number) {
    await tdb.db.insert(pdfDocuments).values({
      tenantId,
      refKey: name,
      type: 'quotation',
      request: {},
      status,
      createdAt: daysAgo(createdDaysAgo),
    });
  }
  async function mail(name: string, status: 'recorded' | 'sent' | 'failed', createdDaysAgo: number) {
    await tdb.db.insert(outboxMessages).values({
      tenantId,
      channel: 'email',
      recipient: `${name}@example.com`,
      text: name,
      kind: 'test',
      transport: 'smtp',
      status,
      createdAt: daysAgo(createdDaysAgo),
    });
  }

  async function key(name: string, createdDaysAgo: number) {
    await tdb.db.insert(idempotencyKeys).values({
      tenantId,
      scope: 'booking.hold',
      key: name,
      requestHash: 'h',
      status: 200,
      response: {},
      createdAt: daysAgo(createdDaysAgo),
    });
  }

  it('deletes old done/failed jobs, old PDFs, old sent mail and day-old idempotency keys; keeps recent, unfinished and unsent rows', async () => {
    await job('done-old', 'done', 8);
    await job('done-recent', 'done', 6);
    await job('done-old-no-finish-time', 'done', null, 9);
    await job('failed-old', 'failed', 31);
    await job('failed-recent', 'failed', 10);
    await job('queued-old', 'queued', null, 60);
    await job('running-old', 'running', null, 60);
    await pdf('pdf-old', 'done', 8);
    await pdf('pdf-old-pending', 'pending', 8);
    await pdf('pdf-recent', 'done', 6);
    await mail('sent-old', 'sent', 31);
    await mail('sent-recent', 'sent', 29);
    await mail('recorded-old', 'recorded', 90);
    await mail('failed-old', 'failed', 90);
    await key('key-old', 2);
    await key('key-recent', 0.5);

    const counts = await purgeExpired(tdb.db, retentionPolicy({}));
    expect(counts).toEqual({
      doneJobs: 2,
      failedJobs: 1,
      pdfDocuments: 2,
      sentOutbox: 1,
      idempotencyKeys: 1,
    });

    const jobNames = (await tdb.db.select().from(jobs)).map((j) => j.payload.name).sort();
    expect(jobNames).toEqual(['done-recent', 'failed-recent', 'queued-old', 'running-old']);
    expect((await tdb.db.select().from(pdfDocuments)).map((p) => p.refKey)).toEqual(['pdf-recent']);
    const mails = (await tdb.db.select().from(outboxMessages)).map((m) => m.text).sort();
    expect(mails).toEqual(['failed-old', 'recorded-old', 'sent-recent']);
    expect((await tdb.db.select().from(idempotencyKeys)).map((k) => k.key)).toEqual(['key-recent']);

    // PDF_RETENTION_DAYS shortens the keep of done jobs and PDFs; a second run finds nothing else.
    const shorter = await purgeExpired(tdb.db, retentionPolicy({ PDF_RETENTION_DAYS: '5' }));
    expect(shorter).toEqual({
      doneJobs: 1,
      failedJobs: 0,
      pdfDocuments: 1,
      sentOutbox: 0,
      idempotencyKeys: 0,
    });
    expect(await purgeExpired(tdb.db)).toEqual({
      doneJobs: 0,
      failedJobs: 0,
      pdfDocuments: 0,
      sentOutbox: 0,
      idempotencyKeys: 0,
    });
  });

  it('startRetention purges on its timer, once per process', async () => {
    await job('timer-old', 'done', 20);
    let logged: (entry: unknown) => void = () => {};
    const firstLog = new Promise((resolve) => {
      logged = resolve;
    });
    const stop = startRetention(async () => tdb.db, {
      firstDelayMs: 0,
      intervalMs: 60_000,
      log: (m, extra) => logged([m, extra]),
    });
    try {
      expect(startRetention(async () => tdb.db)).toBe(stop);
      // The first purge's report is awaited, not polled for.
      expect(await firstLog).toEqual([
        'purged',
        { doneJobs: 1, failedJobs: 0, pdfDocuments: 0, sentOutbox: 0, idempotencyKeys: 0 },
      ]);
    } finally {
      stop();
    }
  });
});
