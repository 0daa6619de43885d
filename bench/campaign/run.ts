// Campaign benchmark (issue 29 item 1): 10,000 customers in one segment, a campaign sent through the
// job queue and delivered to the outbox (no SMTP_URL). Reports messages per second and the peak RSS
// of the sending process. Then the same recipients get a second campaign in a worker process that
// is SIGKILLed mid-campaign and started again: the run must end with exactly one outbox row per
// recipient (checked and printed). On PGlite (a data folder, so a second process can open it after
// the kill) always, and on PostgreSQL too when DATABASE_URL is set.
//   npm run bench:campaign            (RECIPIENTS=10000, CAMPAIGN_RATE_PER_SECOND=100000 by default)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { ensureDeploymentSecret } from '@/lib/auth/secret-store';
import { runDueJobs } from '@/lib/backend/jobs';
import { registerCampaignJobs, requestSend } from '@/lib/backend/notify-engine/send-campaign';
import { demoTenants } from '@/lib/backend/quotations/test-helpers';
import type { Db } from '@/lib/db/open';
import { openDatabase } from '@/lib/db/open';
import {
  campaignRecipients,
  campaigns,
  customerSegments,
  customers,
  notificationTemplates,
  outboxMessages,
  type Tenant,
} from '@/lib/db/schema';
import { createThrowawayDatabase } from '@/tests/support/test-db';

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 10_000);
process.env.CAMPAIGN_RATE_PER_SECOND ??= '100000';
process.env.CAMPAIGN_BATCH_SIZE ??= '500';
process.env.CAMPAIGN_CLAIM_MS ??= '3000';
delete process.env.SMTP_URL;

async function seed(db: Db, tenant: Tenant) {
  for (let i = 0; i < RECIPIENTS; i += 1000) {
    await db.insert(customers).values(
      Array.from({ length: Math.min(1000, RECIPIENTS - i) }, (_, k) => ({
        tenantId: tenant.id,
        firstName: `Bench${i + k}`,
        lastName: 'Customer',
        email: `bench${i + k}@campaign.example`,
        tags: ['bench'],
      })),
    );
  }
  const [segment] = await db
    .insert(customerSegments)
    .values({ tenantId: tenant.id, name: 'Bench', filter: { tags: ['bench'] } })
    .returning();
  if (!segment) throw new Error('no segment');
  return segment.id;
}

async function campaign(db: Db, tenant: Tenant, segmentId: string, label: string) {
  const [template] = await db
    .insert(notificationTemplates)
    .values({
      tenantId: tenant.id,
      name: label,
      subject: `${label} {{first_name}}`,
      bodyHtml: '<p>Dear {{first_name}} {{last_name}},</p><p>News from {{agency_name}}.</p>',
    })
    .returning();
  const [row] = await db
    .insert(campaigns)
    .values({ tenantId: tenant.id, name: label, segmentId, templateId: template?.id ?? '' })
    .returning();
  if (!row) throw new Error('no campaign');
  const sent = await requestSend(db, tenant.id, row.id, null);
  if (!sent.ok) throw new Error('send refused');
  return row.id;
}

/** Outbox rows per recipient for a campaign's subject prefix: total, distinct recipients, the most one got. */
async function check(db: Db, tenant: Tenant, label: string) {
  const per = db
    .select({ to: outboxMessages.recipient, n: count().as('n') })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.tenantId, tenant.id), like(outboxMessages.subject, `${label} %`)))
    .groupBy(outboxMessages.recipient)
    .as('per');
  const [r] = await db
    .select({
      rows: sql<number>`coalesce(sum(${per.n}), 0)::int`,
      distinct: count(),
      max: sql<number>`coalesce(max(${per.n}), 0)::int`,
    })
    .from(per);
  return { rows: r?.rows ?? 0, recipients: r?.distinct ?? 0, max: r?.max ?? 0 };
}

function startWorker(where: string, campaignId: string, onSent: (n: number, child: ChildProcess) => void) {
  const child = spawn(
    process.execPath,
    [
      '--require',
      './scripts/lib/server-only-allowed.cjs',
      '--import',
      'tsx',
      'bench/campaign/worker.ts',
      where,
      campaignId,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  let buf = '';
  child.stdout?.on('data', (d: Buffer) => {
    buf += d.toString();
    const lines = buf.split('\n');
    buf = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^sent (\d+)$/.exec(line);
      if (m) onSent(Number(m[1]), child);
    }
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
}

async function benchOne(driver: 'pglite' | 'postgres') {
  let where: string;
  let cleanup: () => Promise<void>;
  if (driver === 'postgres') {
    const made = await createThrowawayDatabase(process.env.DATABASE_URL ?? '');
    where = made.url;
    cleanup = made.drop;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'campaign-bench-'));
    where = path.join(dir, 'pglite');
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const open = () => openDatabase(driver === 'postgres' ? { url: where } : { dataDir: where });
  try {
    let opened = await open();
    await ensureDeploymentSecret(
      async () => opened.db,
      () => {},
    );
    const { b2b } = await demoTenants(opened.db);
    const segmentId = await seed(opened.db, b2b);

    // 1. Throughput: this process queues and delivers the whole campaign.
    registerCampaignJobs();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const t0 = performance.now();
    const first = await campaign(opened.db, b2b, segmentId, 'Throughput');
    for (;;) {
      const ran = await runDueJobs(opened.db, { log: () => {} });
      const [c] = await opened.db
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, first));
      if (c?.status === 'sent') break;
      if (ran === 0) await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const throughput = await check(opened.db, b2b, 'Throughput');

    // 2. Crash: a worker process is SIGKILLed mid-campaign and started again.
    const second = await campaign(opened.db, b2b, segmentId, 'Crash');
    if (driver === 'pglite') await opened.close(); // one process per PGlite folder
    const killAt = Math.floor(RECIPIENTS * 0.4);
    let killedAt = -1;
    const firstRun = await startWorker(where, second, (n, child) => {
      // Killed a moment after a batch ended: in the middle of the next one (claimed, partly sent).
      if (killedAt < 0 && n >= killAt) {
        killedAt = n;
        setTimeout(() => child.kill('SIGKILL'), 100 + Math.random() * 300);
      }
    });
    const secondRun = await startWorker(where, second, () => {});
    if (driver === 'pglite') opened = await open();
    const crash = await check(opened.db, b2b, 'Crash');
    const [states] = await opened.db
      .select({
        sent: sql<number>`count(*) filter (where ${campaignRecipients.status} = 'sent')::int`,
        other: sql<number>`count(*) filter (where ${campaignRecipients.status} <> 'sent')::int`,
      })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, second));
    await opened.close();
    return {
      driver,
      recipients: RECIPIENTS,
      seconds: Number(seconds.toFixed(2)),
      messages_per_s: Math.round(throughput.rows / seconds),
      peak_rss_mb: Math.round(peakRss / 1024 / 1024),
      outbox_rows: throughput.rows,
      duplicates: throughput.rows - throughput.recipients,
      crash: {
        killed_after_sent: killedAt,
        first_exit: firstRun.signal ?? firstRun.code,
        second_exit: secondRun.signal ?? secondRun.code,
        outbox_rows: crash.rows,
        recipients_mailed: crash.recipients,
        most_to_one: crash.max,
        recipients_sent: states?.sent ?? 0,
        recipients_not_sent: states?.other ?? 0,
      },
    };
  } finally {
    await cleanup();
  }
}

async function main() {
  // The outbox's console lines (no SMTP_URL) would be most of the run's time and output.
  const print = console.log;
  console.log = () => {};
  const drivers: ('pglite' | 'postgres')[] = ['pglite'];
  if (process.env.DATABASE_URL) drivers.push('postgres');
  const rows = [];
  for (const d of drivers) rows.push(await benchOne(d));
  console.log = print;
  console.log('| database | recipients | seconds | messages/s | peak RSS MB | outbox rows | duplicates |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.driver} | ${r.recipients} | ${r.seconds} | ${r.messages_per_s} | ${r.peak_rss_mb} | ${r.outbox_rows} | ${r.duplicates} |`,
    );
  console.log('\nSIGKILL mid-campaign, worker started again:\n');
  console.log(
    '| database | killed after (sent, then mid-batch) | outbox rows | recipients mailed | most mails to one | exactly one each |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  let failed = false;
  for (const r of rows) {
    const c = r.crash;
    const ok = c.outbox_rows === r.recipients && c.recipients_mailed === r.recipients && c.most_to_one === 1;
    failed ||= !ok || r.outbox_rows !== r.recipients || r.duplicates !== 0 || c.first_exit !== 'SIGKILL';
    console.log(
      `| ${r.driver} | ${c.killed_after_sent} | ${c.outbox_rows} | ${c.recipients_mailed} | ${c.most_to_one} | ${ok ? 'yes' : 'NO'} |`,
    );
  }
  writeFileSync(
    path.join(process.cwd(), 'bench/campaign/last.json'),
    `${JSON.stringify({ at: new Date().toISOString(), cpus: availableParallelism(), load: loadavg(), rows }, null, 2)}\n`,
  );
  if (failed) {
    console.error('FAILED: a recipient was mailed other than exactly once');
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
