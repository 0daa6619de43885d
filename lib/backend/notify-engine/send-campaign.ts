import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { NOTIFY_PATHS } from '@/lib/contract/notify-campaigns';
import type { Db } from '@/lib/db/open';
import {
  type Campaign,
  campaignRecipients,
  campaigns,
  customerSegments,
  customers,
  notificationTemplates,
  type Tenant,
  tenants,
} from '@/lib/db/schema';
import { siteOrigin } from '@/lib/seo/site-origin';
import { retryDelayMs } from '../jobs/backoff';
import { enqueue } from '../jobs/queue';
import { registerJobHandler } from '../jobs/registry';
import { PermanentJobError } from '../jobs/types';
import { DeliveryError, deliver } from '../notify/deliver';
import { mailLocale, mailTranslator } from '../notify/mail-locale';
import { readerLocale } from '../notify/reader-locale';
import { agencyNameOf } from '../notify/templates';
import { renderTemplate } from './render';
import { segmentCondition } from './segment-filter';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * Sending a campaign (docs/api.md, "Notifications engine: campaigns"). `campaign_start` resolves the segment into
 * campaign_recipients at send time (INSERT … ON CONFLICT DO NOTHING: a start run twice adds nobody
 * twice; unsubscribed customers and customers without an e-mail are recorded as skipped), then
 * `campaign_batch` jobs deliver at a bounded rate, one batch per job, each queuing the next.
 *
 * One mail per recipient, even across a crash: a batch claims its rows (queued → sending, with a
 * random claim token and a lease); each mail's outbox row is written in the same transaction that
 * marks its row sent, and only while the claim is still ours. A worker killed mid-batch leaves rows
 * 'sending' with no outbox row (its transaction never committed): once the lease ends they are
 * queued again. Over SMTP the mail may have left before the kill, so such a row is marked failed
 * ("outcome unknown") instead of being sent a second time: at most once, never twice.
 */

export const CAMPAIGN_START_JOB = 'campaign_start';
export const CAMPAIGN_BATCH_JOB = 'campaign_batch';

/** Tries per recipient before it is marked failed. */
const MAX_ATTEMPTS = 3;

export interface CampaignSettings {
  /** Mails per second, at most (CAMPAIGN_RATE_PER_SECOND, default 10). */
  ratePerSecond: number;
  /** Recipients one batch job claims (CAMPAIGN_BATCH_SIZE, default 200; capped to a minute's worth). */
  batchSize: number;
  /** How long a claim holds before another batch may take the row again (CAMPAIGN_CLAIM_MS, default 2 min). */
  claimMs: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function campaignSettings(env: Record<string, string | undefined> = process.env): CampaignSettings {
  const ratePerSecond = positive(env.CAMPAIGN_RATE_PER_SECOND, 10);
  return {
    ratePerSecond,
    batchSize: Math.max(
      1,
      Math.min(Math.floor(positive(env.CAMPAIGN_BATCH_SIZE, 200)), Math.ceil(ratePerSecond * 60)),
    ),
    claimMs: positive(env.CAMPAIGN_CLAIM_MS, 120_000),
  };
}

/**
 * Mails per transaction. Into the outbox, a group commits together (one WAL flush for many mails;
 * a kill loses the whole group, none of it sent); over SMTP each mail commits alone, since a mail
 * that left cannot be rolled back with its group. At most a second's worth, so no transaction
 * stays open long while the rate paces it.
 */
function commitGroupSize(settings: CampaignSettings): number {
  if (process.env.SMTP_URL) return 1;
  return Math.max(1, Math.min(50, Math.floor(settings.ratePerSecond)));
}

const nowPlus = (ms: number) => sql`now() + make_interval(secs => ${Math.max(0, ms) / 1000})`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the send call answers: the campaign moved on, or it was not in a state that can be sent. */
export type SendOutcome = { ok: true; campaign: Campaign } | { ok: false; status: Campaign['status'] | null };

/**
 * Sends a draft now, or schedules it when `scheduledAt` is in the future. One conditional UPDATE
 * moves it out of draft (two calls at once: one wins, the other is told its state), and the start
 * job is queued in the same transaction, so a crash cannot leave it 'sending' with nothing to send.
 */
export async function requestSend(
  db: Db,
  tenantId: string,
  campaignId: string,
  scheduledAt: Date | null,
): Promise<SendOutcome> {
  const later = scheduledAt !== null && scheduledAt.getTime() > Date.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(campaigns)
      .set(
        later
          ? { status: 'scheduled', scheduledAt, updatedAt: sql`now()` }
          : { status: 'sending', scheduledAt: null, startedAt: sql`now()`, updatedAt: sql`now()` },
      )
      .where(
        and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, campaignId), eq(campaigns.status, 'draft')),
      )
      .returning();
    if (!row) {
      const [now] = await tx
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, campaignId)));
      return { ok: false as const, status: now?.status ?? null };
    }
    await enqueue(tx as unknown as Db, {
      tenantId,
      type: CAMPAIGN_START_JOB,
      payload: { campaignId },
      maxAttempts: 10,
      ...(later && scheduledAt ? { delayMs: scheduledAt.getTime() - Date.now() } : {}),
    });
    return { ok: true as const, campaign: row };
  });
}

/** Cancels a draft, scheduled or sending campaign; recipients not yet sent are skipped. False when it had ended. */
export async function cancelCampaign(db: Db, tenantId: string, campaignId: string): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ status: 'cancelled', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaigns.tenantId, tenantId),
        eq(campaigns.id, campaignId),
        inArray(campaigns.status, ['draft', 'scheduled', 'sending']),
      ),
    )
    .returning({ id: campaigns.id });
  if (rows.length === 0) return false;
  await db
    .update(campaignRecipients)
    .set({ status: 'skipped', lastError: 'cancelled' })
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'queued')));
  return true;
}

async function loadCampaign(db: Db, tenantId: string, campaignId: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, campaignId)));
  return row ?? null;
}

/**
 * The customers a segment matches now, recorded as the campaign's recipients (queued, or skipped
 * when unsubscribed or without an e-mail). Returns how many rows this call added.
 */
export async function resolveRecipients(db: Db, campaign: Campaign): Promise<number> {
  const [segment] = await db
    .select()
    .from(customerSegments)
    .where(
      and(eq(customerSegments.tenantId, campaign.tenantId), eq(customerSegments.id, campaign.segmentId)),
    );
  if (!segment) throw new PermanentJobError('the campaign has no segment');
  const where = and(eq(customers.tenantId, campaign.tenantId), segmentCondition(segment.filter));
  const added = await db.execute(sql`
    insert into ${campaignRecipients} (tenant_id, campaign_id, customer_id, email, status, last_error)
    select ${customers.tenantId}, ${campaign.id}::uuid, ${customers.id}, ${customers.email},
      case when ${customers.subscribed} and ${customers.email} is not null then 'queued' else 'skipped' end,
      case when not ${customers.subscribed} then 'unsubscribed' when ${customers.email} is null then 'no e-mail' end
    from ${customers} where ${where}
    on conflict (campaign_id, customer_id) do nothing
    returning id`);
  return (added as unknown as { rows: unknown[] }).rows.length;
}

/**
 * The start job: a scheduled campaign whose time has come becomes 'sending' (a cancelled one stays
 * cancelled), its recipients are resolved, and the first batch is queued.
 */
export async function startCampaign(
  db: Db,
  tenantId: string,
  campaignId: string,
): Promise<Record<string, unknown>> {
  await db
    .update(campaigns)
    .set({ status: 'sending', startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaigns.tenantId, tenantId),
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'scheduled'),
        lte(campaigns.scheduledAt, sql`now()`),
      ),
    );
  const campaign = await loadCampaign(db, tenantId, campaignId);
  if (!campaign) throw new PermanentJobError('no such campaign');
  if (campaign.status === 'scheduled') {
    // Moved later meanwhile: its own start job runs then.
    return { started: false, status: campaign.status };
  }
  if (campaign.status !== 'sending') return { started: false, status: campaign.status };
  const added = await resolveRecipients(db, campaign);
  await enqueue(db, { tenantId, type: CAMPAIGN_BATCH_JOB, payload: { campaignId }, maxAttempts: 10 });
  return { started: true, added };
}

/** Rows a dead worker left claimed: queued again when nothing can have left, else failed (SMTP). */
async function recoverExpiredClaims(db: Db, campaignId: string): Promise<void> {
  const expired = and(
    eq(campaignRecipients.campaignId, campaignId),
    eq(campaignRecipients.status, 'sending'),
    lte(campaignRecipients.claimedUntil, sql`now()`),
  );
  if (process.env.SMTP_URL) {
    await db
      .update(campaignRecipients)
      .set({ status: 'failed', claimToken: null, lastError: 'outcome unknown: the sender stopped mid-send' })
      .where(expired);
    return;
  }
  await db
    .update(campaignRecipients)
    .set({ status: 'queued', claimToken: null, nextAttemptAt: sql`now()` })
    .where(expired);
}

/** Claims up to `limit` due recipients of the campaign for this batch (SKIP LOCKED: batches never share a row). */
export async function claimRecipients(db: Db, campaignId: string, limit: number, claimMs: number) {
  const token = randomUUID();
  const due = db
    .select({ id: campaignRecipients.id })
    .from(campaignRecipients)
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        eq(campaignRecipients.status, 'queued'),
        lte(campaignRecipients.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(campaignRecipients.createdAt), asc(campaignRecipients.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(campaignRecipients)
    .set({
      status: 'sending',
      claimToken: token,
      claimedUntil: nowPlus(claimMs),
      attempts: sql`${campaignRecipients.attempts} + 1`,
    })
    .where(inArray(campaignRecipients.id, due))
    .returning();
  return rows;
}

/** The mail's own fields for one customer. */
interface Composer {
  tenant: Tenant;
  origin: string;
  template: { subject: string; bodyHtml: string };
}

/**
 * The unsubscribe line the platform adds under an agency's campaign, in the site's default language
 * (a customer record carries no language of its own; the agency's own words stay as written).
 */
export function unsubscribeLabelOf(tenant: Tenant): string {
  const locale = readerLocale(tenant.config, null);
  return mailTranslator(mailLocale(locale), 'NotifyCampaigns.unsubscribe')('title');
}

/** The variables for one customer, with the recipient's signed unsubscribe link. */
export function valuesFor(
  composer: Pick<Composer, 'tenant' | 'origin'>,
  customer: {
    firstName: string;
    lastName: string;
    email: string | null;
    city: string | null;
    country: string | null;
  },
  recipientId: string,
) {
  return {
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email ?? '',
    city: customer.city ?? '',
    country: customer.country ?? '',
    agency_name: agencyNameOf(composer.tenant),
    unsubscribe_url: `${composer.origin}/unsubscribe?t=${encodeURIComponent(unsubscribeToken(composer.tenant.id, recipientId))}`,
  };
}

/** RFC 8058's one-click address: the call itself (a mail client POSTs to it), not the page. */
const oneClickUrl = (composer: Pick<Composer, 'tenant' | 'origin'>, recipientId: string) =>
  `${composer.origin}/api/${NOTIFY_PATHS.unsubscribe}?t=${encodeURIComponent(unsubscribeToken(composer.tenant.id, recipientId))}`;

/** Marks a claimed row that could not be delivered: retried after a backoff, or failed for good. */
async function recordFailure(
  db: Db,
  row: { id: string; attempts: number; claimToken: string | null },
  error: string,
) {
  const retry = row.attempts < MAX_ATTEMPTS;
  await db
    .update(campaignRecipients)
    .set(
      retry
        ? {
            status: 'queued',
            claimToken: null,
            lastError: error,
            nextAttemptAt: nowPlus(retryDelayMs(row.attempts)),
          }
        : { status: 'failed', claimToken: null, lastError: error },
    )
    .where(and(eq(campaignRecipients.id, row.id), eq(campaignRecipients.claimToken, row.claimToken ?? '')));
}

class ClaimLost extends Error {}

/** Test seam: runs between claiming a batch and sending it (the crash tests stop the worker there). */
export interface BatchHooks {
  /** After the batch is claimed and its customers read, before the first mail. */
  afterClaim?: () => Promise<void>;
  /** Inside one mail's savepoint, after its outbox row is written. */
  beforeCommit?: (recipientId: string) => Promise<void>;
  /** After a commit group's mails are written, before it commits (a kill here loses the group). */
  beforeGroupCommit?: () => Promise<void>;
}

/**
 * One batch: expired claims recovered, up to batchSize recipients claimed and mailed at the rate,
 * each mail's outbox row and 'sent' mark in one transaction. Then the next batch is queued, or the
 * campaign is marked sent when nothing is left to try.
 */
export async function runCampaignBatch(
  db: Db,
  tenantId: string,
  campaignId: string,
  settings: CampaignSettings = campaignSettings(),
  hooks: BatchHooks = {},
): Promise<Record<string, unknown>> {
  const campaign = await loadCampaign(db, tenantId, campaignId);
  if (!campaign) throw new PermanentJobError('no such campaign');
  if (campaign.status !== 'sending') return { status: campaign.status };
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  const [template] = await db
    .select()
    .from(notificationTemplates)
    .where(
      and(eq(notificationTemplates.tenantId, tenantId), eq(notificationTemplates.id, campaign.templateId)),
    );
  if (!tenant || !template) throw new PermanentJobError('the campaign has no template');
  const composer: Composer = { tenant, origin: siteOrigin(tenant.key, process.env), template };
  const unsubscribeLabel = unsubscribeLabelOf(tenant);

  await recoverExpiredClaims(db, campaignId);
  const claimed = await claimRecipients(db, campaignId, settings.batchSize, settings.claimMs);
  const gapMs = 1000 / settings.ratePerSecond;
  const started = performance.now();
  let sent = 0;
  let failed = 0;
  // Read before the transactions (PGlite has one connection): the batch's customers as they are now.
  const people = claimed.length
    ? await db
        .select()
        .from(customers)
        .where(
          inArray(
            customers.id,
            claimed.map((r) => r.customerId),
          ),
        )
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  await hooks.afterClaim?.();
  // Recipients who can no longer be mailed are skipped; the rest are mailed in commit groups.
  const sendable: { row: (typeof claimed)[number]; customer: NonNullable<ReturnType<typeof byId.get>> }[] =
    [];
  for (const row of claimed) {
    const customer = byId.get(row.customerId);
    if (customer?.subscribed && customer.email) sendable.push({ row, customer });
    else
      await db
        .update(campaignRecipients)
        .set({
          status: 'skipped',
          claimToken: null,
          lastError: customer?.email ? 'unsubscribed' : 'no e-mail',
        })
        .where(
          and(eq(campaignRecipients.id, row.id), eq(campaignRecipients.claimToken, row.claimToken ?? '')),
        );
  }
  const group = commitGroupSize(settings);
  let i = 0;
  for (let g = 0; g < sendable.length; g += group) {
    // Cancelled meanwhile: what this batch still holds is not sent.
    if (g > 0 && (await loadCampaign(db, tenantId, campaignId))?.status !== 'sending') {
      for (const { row } of sendable.slice(g))
        await db
          .update(campaignRecipients)
          .set({ status: 'skipped', claimToken: null, lastError: 'cancelled' })
          .where(
            and(eq(campaignRecipients.id, row.id), eq(campaignRecipients.claimToken, row.claimToken ?? '')),
          );
      break;
    }
    const outcomes: { row: (typeof claimed)[number]; lost: boolean; error: string }[] = [];
    await db.transaction(async (tx) => {
      for (const { row, customer } of sendable.slice(g, g + group)) {
        const wait = started + i++ * gapMs - performance.now();
        if (wait > 0) await sleep(wait);
        const values = valuesFor(composer, customer, row.id);
        const mail = renderTemplate(template, values, composer.origin, unsubscribeLabel);
        try {
          // A savepoint per mail: one that cannot be marked sent is rolled back alone.
          await tx.transaction(async (sp) => {
            const result = await deliver({
              db: sp as unknown as Db,
              tenantId,
              channel: 'email',
              to: customer.email ?? '',
              subject: mail.subject,
              html: mail.html,
              text: mail.text,
              kind: 'campaign',
              links: [values.unsubscribe_url],
              headers: {
                'List-Unsubscribe': `<${oneClickUrl(composer, row.id)}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
              fromName: agencyNameOf(tenant),
            });
            await hooks.beforeCommit?.(row.id);
            const marked = await sp
              .update(campaignRecipients)
              .set({
                status: 'sent',
                sentAt: sql`now()`,
                claimToken: null,
                lastError: null,
                outboxId: result.outboxId,
              })
              .where(
                and(
                  eq(campaignRecipients.id, row.id),
                  eq(campaignRecipients.status, 'sending'),
                  eq(campaignRecipients.claimToken, row.claimToken ?? ''),
                  // Unsubscribed since the batch read them: the mail is rolled back, not sent.
                  sql`exists (select 1 from ${customers} where ${customers.id} = ${row.customerId} and ${customers.subscribed})`,
                ),
              )
              .returning({ id: campaignRecipients.id });
            // Another batch took the row over (our lease ran out), or they unsubscribed: roll the outbox row back.
            if (marked.length !== 1) throw new ClaimLost();
          });
          sent++;
        } catch (err) {
          outcomes.push({
            row,
            lost: err instanceof ClaimLost,
            error: err instanceof DeliveryError ? err.message : 'delivery failed',
          });
        }
      }
      await hooks.beforeGroupCommit?.();
    });
    // After the group committed (PGlite has one connection): what could not be sent.
    for (const o of outcomes) {
      if (o.lost) {
        // Still ours: they unsubscribed meanwhile (the unsubscribe call skips only queued rows).
        await db
          .update(campaignRecipients)
          .set({ status: 'skipped', claimToken: null, lastError: 'unsubscribed' })
          .where(
            and(
              eq(campaignRecipients.id, o.row.id),
              eq(campaignRecipients.claimToken, o.row.claimToken ?? ''),
            ),
          );
      } else {
        failed++;
        await recordFailure(db, o.row, o.error);
      }
    }
  }

  const [left] = await db
    .select({ n: count(), next: sql<string | null>`min(${campaignRecipients.nextAttemptAt})::text` })
    .from(campaignRecipients)
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        or(eq(campaignRecipients.status, 'queued'), eq(campaignRecipients.status, 'sending')),
      ),
    );
  if ((left?.n ?? 0) === 0) {
    await db
      .update(campaigns)
      .set({ status: 'sent', finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'sending')));
    return { sent, failed, done: true };
  }
  // Only retries in backoff (or rows another worker holds) left: come back when the first is due.
  const delayMs = claimed.length === 0 && left?.next ? Math.max(1000, Date.parse(left.next) - Date.now()) : 0;
  await enqueue(db, {
    tenantId,
    type: CAMPAIGN_BATCH_JOB,
    payload: { campaignId },
    maxAttempts: 10,
    delayMs,
  });
  return { sent, failed, done: false };
}

const campaignIdOf = (payload: Record<string, unknown>) => {
  const id = payload.campaignId;
  if (typeof id !== 'string') throw new PermanentJobError('campaignId missing');
  return id;
};

export function registerCampaignJobs(): void {
  registerJobHandler(CAMPAIGN_START_JOB, ({ db, job }) =>
    startCampaign(db, job.tenantId ?? '', campaignIdOf(job.payload)),
  );
  registerJobHandler(CAMPAIGN_BATCH_JOB, ({ db, job }) =>
    runCampaignBatch(db, job.tenantId ?? '', campaignIdOf(job.payload)),
  );
}
