import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import {
  NOTIFY_PATHS,
  RECIPIENT_STATUSES,
  type TCampaignView,
  type TImageView,
  type TRecipientPage,
  type TRecipientStatusName,
  type TSegmentView,
  type TTemplateView,
  ZCampaignInput,
  ZSegmentInput,
  ZSegmentPreview,
  ZSendCampaign,
  ZTemplateInput,
  ZTemplatePreview,
} from '@/lib/contract/notify-campaigns';
import type { Db } from '@/lib/db/open';
import {
  type Campaign,
  type CustomerSegment,
  campaignRecipients,
  campaigns,
  customerSegments,
  customers,
  type NotificationTemplate,
  notificationImages,
  notificationTemplates,
} from '@/lib/db/schema';
import { siteOrigin } from '@/lib/seo/site-origin';
import { dbOf, tenantOf } from '../auth/request-context';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { parseOr400, type Wording } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { requireNotifyEngine } from '../notify-engine/access';
import { imageTypeOf, MAX_IMAGE_BYTES } from '../notify-engine/image-type';
import {
  IMAGE_FILE_PATH,
  renderTemplate,
  sanitizeTemplateHtml,
  unknownVariables,
} from '../notify-engine/render';
import { segmentCondition } from '../notify-engine/segment-filter';
import { cancelCampaign, requestSend, unsubscribeLabelOf, valuesFor } from '../notify-engine/send-campaign';
import { recipientOfToken } from '../notify-engine/unsubscribe-token';

/**
 * The notifications engine's calls (issue 29 item 1; spec §7 api/v1/customer template, notification
 * segment, campaign, notification, image; docs/api.md). Every call but the unsubscribe link and the
 * stored image's bytes passes the engine's one guard (notify-engine/access.ts).
 */
export const notifyCampaignRoutes = new Hono<BackendEnv>();

const P = Object.fromEntries(Object.entries(NOTIFY_PATHS).map(([k, v]) => [k, `/${v}`])) as {
  [K in keyof typeof NOTIFY_PATHS]: string;
};

export const NOTIFY_MESSAGES = {
  badRequest: 'Please check the highlighted fields',
  templateNotFound: 'We could not find this template.',
  segmentNotFound: 'We could not find this segment.',
  campaignNotFound: 'We could not find this campaign.',
  notDraft: 'This campaign has already been sent or scheduled.',
  ended: 'This campaign has already ended.',
  inUse: 'This is used by a campaign and cannot be deleted.',
  imageType: 'Upload a PNG, JPEG, GIF or WebP image.',
  imageSize: 'The image must be 2 MB or smaller.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

const WORDING: Wording = { message: NOTIFY_MESSAGES.badRequest };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid reads as not found (never a database error). */
function idOf(c: BackendContext, message: string): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AppError('not_found', 404, message);
  return id.toLowerCase();
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---------------------------------------------------------------- templates

const templateView = (t: NotificationTemplate): TTemplateView => ({
  id: t.id,
  name: t.name,
  subject: t.subject,
  body_html: t.bodyHtml,
  updated_at: t.updatedAt.toISOString(),
});

/** Unknown {{variables}} are refused, naming the field. */
function checkVariables(input: { subject: string; body_html: string }) {
  for (const field of ['subject', 'body_html'] as const) {
    const unknown = unknownVariables(input[field]);
    if (unknown.length) throw fieldError(field, `Unknown variable: {{${unknown[0]}}}.`);
  }
}

async function findTemplate(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.tenantId, tenantId), eq(notificationTemplates.id, id)));
  if (!row) throw new AppError('not_found', 404, NOTIFY_MESSAGES.templateNotFound);
  return row;
}

notifyCampaignRoutes.get(P.template, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const rows = await (await dbOf(c))
    .select()
    .from(notificationTemplates)
    .where(eq(notificationTemplates.tenantId, tenant.id))
    .orderBy(desc(notificationTemplates.updatedAt))
    .limit(200);
  return c.json({ data: rows.map(templateView) });
});

notifyCampaignRoutes.post(P.template, async (c) => {
  const { tenant, user } = await requireNotifyEngine(c);
  const input = parseOr400(ZTemplateInput, await readPayload(c.req.raw), WORDING);
  checkVariables(input);
  const [row] = await (await dbOf(c))
    .insert(notificationTemplates)
    .values({
      tenantId: tenant.id,
      name: input.name,
      subject: input.subject,
      bodyHtml: sanitizeTemplateHtml(input.body_html),
      createdBy: user.id,
    })
    .returning();
  if (!row) throw new Error('template insert returned no row');
  return c.json({ data: templateView(row) }, 201);
});

/** Preview: the subject and body as typed, for a customer of the agency or a sample one. */
notifyCampaignRoutes.post(P.templatePreview, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const input = parseOr400(ZTemplatePreview, await readPayload(c.req.raw), WORDING);
  checkVariables(input);
  const db = await dbOf(c);
  let customer: Parameters<typeof valuesFor>[1] = {
    firstName: 'Alex',
    lastName: 'Sample',
    email: 'alex.sample@example.com',
    city: 'London',
    country: 'United Kingdom',
  };
  if (input.customer_id) {
    const [found] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), eq(customers.id, input.customer_id)));
    if (!found) throw fieldError('customer_id', 'We could not find this customer.');
    customer = found;
  }
  const origin = siteOrigin(tenant.key, process.env);
  const values = valuesFor({ tenant, origin }, customer, '00000000-0000-4000-8000-000000000000');
  values.unsubscribe_url = `${origin}/unsubscribe?t=preview`;
  const mail = renderTemplate(
    { subject: input.subject, bodyHtml: sanitizeTemplateHtml(input.body_html) },
    values,
    origin,
    unsubscribeLabelOf(tenant),
  );
  return c.json({ data: mail });
});

notifyCampaignRoutes.get(`${P.template}/:id`, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const row = await findTemplate(await dbOf(c), tenant.id, idOf(c, NOTIFY_MESSAGES.templateNotFound));
  return c.json({ data: templateView(row) });
});

notifyCampaignRoutes.put(`${P.template}/:id`, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const id = idOf(c, NOTIFY_MESSAGES.templateNotFound);
  const input = parseOr400(ZTemplateInput, await readPayload(c.req.raw), WORDING);
  checkVariables(input);
  const [row] = await (await dbOf(c))
    .update(notificationTemplates)
    .set({
      name: input.name,
      subject: input.subject,
      bodyHtml: sanitizeTemplateHtml(input.body_html),
      updatedAt: sql`now()`,
    })
    .where(and(eq(notificationTemplates.tenantId, tenant.id), eq(notificationTemplates.id, id)))
    .returning();
  if (!row) throw new AppError('not_found', 404, NOTIFY_MESSAGES.templateNotFound);
  return c.json({ data: templateView(row) });
});

/** A delete refused by a campaign that names the row (the foreign key restricts it): 409. */
async function deleteUnlessUsed(run: () => Promise<{ id: string }[]>, notFound: string) {
  try {
    const rows = await run();
    if (rows.length === 0) throw new AppError('not_found', 404, notFound);
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    // 23001 restrict_violation (ON DELETE RESTRICT), 23503 foreign_key_violation.
    if (code === '23001' || code === '23503') throw new AppError('in_use', 409, NOTIFY_MESSAGES.inUse);
    throw err;
  }
}

notifyCampaignRoutes.delete(`${P.template}/:id`, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const id = idOf(c, NOTIFY_MESSAGES.templateNotFound);
  const db = await dbOf(c);
  await deleteUnlessUsed(
    () =>
      db
        .delete(notificationTemplates)
        .where(and(eq(notificationTemplates.tenantId, tenant.id), eq(notificationTemplates.id, id)))
        .returning({ id: notificationTemplates.id }),
    NOTIFY_MESSAGES.templateNotFound,
  );
  return c.json({ data: { deleted: true } });
});

// ---------------------------------------------------------------- images

const imageUrl = (id: string) => `${IMAGE_FILE_PATH}?id=${id}`;

/**
 * Upload: the image file is the body (as the CSV import sends its file). Kept when its first bytes
 * say PNG, JPEG, GIF or WebP, whatever type it claims; 2 MB at most. Errors name the field `file`.
 */
notifyCampaignRoutes.post(P.image, async (c) => {
  const { tenant, user, db } = await requireNotifyEngine(c);
  const bytes = Buffer.from(await c.req.arrayBuffer());
  if (bytes.length === 0) throw fieldError('file', NOTIFY_MESSAGES.imageType);
  if (bytes.length > MAX_IMAGE_BYTES) throw fieldError('file', NOTIFY_MESSAGES.imageSize);
  const type = imageTypeOf(bytes);
  if (!type) throw fieldError('file', NOTIFY_MESSAGES.imageType);
  const name = c.req.query('name')?.slice(0, 200) || null;
  const [row] = await db
    .insert(notificationImages)
    .values({
      tenantId: tenant.id,
      contentType: type,
      sizeBytes: bytes.length,
      bytes,
      fileName: name,
      createdBy: user.id,
    })
    .returning({ id: notificationImages.id });
  if (!row) throw new Error('image insert returned no row');
  const view: TImageView = { id: row.id, url: imageUrl(row.id), content_type: type, size: bytes.length };
  return c.json({ data: view }, 201);
});

notifyCampaignRoutes.get(P.image, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const rows = await (await dbOf(c))
    .select({
      id: notificationImages.id,
      type: notificationImages.contentType,
      size: notificationImages.sizeBytes,
    })
    .from(notificationImages)
    .where(eq(notificationImages.tenantId, tenant.id))
    .orderBy(desc(notificationImages.createdAt))
    .limit(100);
  const data: TImageView[] = rows.map((r) => ({
    id: r.id,
    url: imageUrl(r.id),
    content_type: r.type,
    size: r.size,
  }));
  return c.json({ data });
});

/**
 * The stored image's bytes, for anyone holding its unguessable id (mail clients sign in as no one):
 * served with its checked type, never sniffed, in a sandbox of its own.
 */
notifyCampaignRoutes.get(`${P.image}/file`, async (c) => {
  const tenant = await tenantOf(c);
  const id = c.req.query('id') ?? '';
  if (!UUID.test(id)) throw new AppError('not_found', 404, 'Not found');
  const [row] = await (await dbOf(c))
    .select({ bytes: notificationImages.bytes, type: notificationImages.contentType })
    .from(notificationImages)
    .where(and(eq(notificationImages.tenantId, tenant.id), eq(notificationImages.id, id)));
  if (!row) throw new AppError('not_found', 404, 'Not found');
  return new Response(new Uint8Array(row.bytes), {
    headers: {
      'content-type': row.type,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
});

// ---------------------------------------------------------------- segments

async function countMatching(db: Db, tenantId: string, filter: CustomerSegment['filter']) {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), segmentCondition(filter)));
  return row?.n ?? 0;
}

const segmentView = async (db: Db, s: CustomerSegment): Promise<TSegmentView> => ({
  id: s.id,
  name: s.name,
  filter: s.filter,
  customers: await countMatching(db, s.tenantId, s.filter),
  updated_at: s.updatedAt.toISOString(),
});

async function findSegment(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(customerSegments)
    .where(and(eq(customerSegments.tenantId, tenantId), eq(customerSegments.id, id)));
  if (!row) throw new AppError('not_found', 404, NOTIFY_MESSAGES.segmentNotFound);
  return row;
}

notifyCampaignRoutes.get(P.segment, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const db = await dbOf(c);
  const rows = await db
    .select()
    .from(customerSegments)
    .where(eq(customerSegments.tenantId, tenant.id))
    .orderBy(desc(customerSegments.updatedAt))
    .limit(200);
  const data: TSegmentView[] = [];
  for (const s of rows) data.push(await segmentView(db, s));
  return c.json({ data });
});

notifyCampaignRoutes.post(P.segment, async (c) => {
  const { tenant, user } = await requireNotifyEngine(c);
  const input = parseOr400(ZSegmentInput, await readPayload(c.req.raw), WORDING);
  const db = await dbOf(c);
  const [row] = await db
    .insert(customerSegments)
    .values({ tenantId: tenant.id, name: input.name, filter: input.filter, createdBy: user.id })
    .returning();
  if (!row) throw new Error('segment insert returned no row');
  return c.json({ data: await segmentView(db, row) }, 201);
});

/** How many customers a filter matches now, and the first ten of them. */
notifyCampaignRoutes.post(P.segmentPreview, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const input = parseOr400(ZSegmentPreview, await readPayload(c.req.raw), WORDING);
  const db = await dbOf(c);
  const where = and(eq(customers.tenantId, tenant.id), segmentCondition(input.filter));
  const sample = await db
    .select({
      id: customers.id,
      first_name: customers.firstName,
      last_name: customers.lastName,
      email: customers.email,
      subscribed: customers.subscribed,
    })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.lastName), asc(customers.firstName))
    .limit(10);
  return c.json({ data: { customers: await countMatching(db, tenant.id, input.filter), sample } });
});

notifyCampaignRoutes.get(`${P.segment}/:id`, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const db = await dbOf(c);
  return c.json({
    data: await segmentView(db, await findSegment(db, tenant.id, idOf(c, NOTIFY_MESSAGES.segmentNotFound))),
  });
});

notifyCampaignRoutes.put(`${P.segment}/:id`, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const id = idOf(c, NOTIFY_MESSAGES.segmentNotFound);
  const input = parseOr400(ZSegmentInput, await readPayload(c.req.raw), WORDING);
  const db = await dbOf(c);
  const [row] = await db
    .update(customerSegments)
    .set({ name: input.name, filter: input.filter, updatedAt: sql`now()` })
    .where(and(eq(customerSegments.tenantId, tenant.id), eq(customerSegments.id, id)))
    .returning();
  if (!row) throw new AppError('not_found', 404, NOTIFY_MESSAGES.segmentNotFound);
  return c.json({ data: await segmentView(db, row) });
});

notifyCampaignRoutes.delete(`${P.segment}/:id`, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const id = idOf(c, NOTIFY_MESSAGES.segmentNotFound);
  const db = await dbOf(c);
  await deleteUnlessUsed(
    () =>
      db
        .delete(customerSegments)
        .where(and(eq(customerSegments.tenantId, tenant.id), eq(customerSegments.id, id)))
        .returning({ id: customerSegments.id }),
    NOTIFY_MESSAGES.segmentNotFound,
  );
  return c.json({ data: { deleted: true } });
});

// ---------------------------------------------------------------- campaigns

async function campaignView(db: Db, campaign: Campaign): Promise<TCampaignView> {
  const [segment] = await db
    .select({ id: customerSegments.id, name: customerSegments.name })
    .from(customerSegments)
    .where(eq(customerSegments.id, campaign.segmentId));
  const [template] = await db
    .select({ id: notificationTemplates.id, name: notificationTemplates.name })
    .from(notificationTemplates)
    .where(eq(notificationTemplates.id, campaign.templateId));
  const byStatus = await db
    .select({ status: campaignRecipients.status, n: count() })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaign.id))
    .groupBy(campaignRecipients.status);
  const counts = Object.fromEntries(RECIPIENT_STATUSES.map((s) => [s, 0])) as Record<
    TRecipientStatusName,
    number
  >;
  for (const r of byStatus) counts[r.status] = r.n;
  return {
    id: campaign.id,
    name: campaign.name,
    status: campaign.status,
    segment: segment ?? { id: campaign.segmentId, name: '' },
    template: template ?? { id: campaign.templateId, name: '' },
    scheduled_at: iso(campaign.scheduledAt),
    started_at: iso(campaign.startedAt),
    finished_at: iso(campaign.finishedAt),
    counts,
    created_at: campaign.createdAt.toISOString(),
  };
}

async function findCampaign(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.tenantId, tenantId), eq(campaigns.id, id)));
  if (!row) throw new AppError('not_found', 404, NOTIFY_MESSAGES.campaignNotFound);
  return row;
}

notifyCampaignRoutes.get(P.campaign, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const db = await dbOf(c);
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.tenantId, tenant.id))
    .orderBy(desc(campaigns.createdAt))
    .limit(100);
  const data: TCampaignView[] = [];
  for (const r of rows) data.push(await campaignView(db, r));
  return c.json({ data });
});

notifyCampaignRoutes.post(P.campaign, async (c) => {
  const { tenant, user } = await requireNotifyEngine(c);
  const input = parseOr400(ZCampaignInput, await readPayload(c.req.raw), WORDING);
  const db = await dbOf(c);
  // Another agency's (or an unknown) segment or template is named as the field at fault.
  const [segment] = await db
    .select({ id: customerSegments.id })
    .from(customerSegments)
    .where(and(eq(customerSegments.tenantId, tenant.id), eq(customerSegments.id, input.segment_id)));
  if (!segment) throw fieldError('segment_id', NOTIFY_MESSAGES.segmentNotFound);
  const [template] = await db
    .select({ id: notificationTemplates.id })
    .from(notificationTemplates)
    .where(
      and(eq(notificationTemplates.tenantId, tenant.id), eq(notificationTemplates.id, input.template_id)),
    );
  if (!template) throw fieldError('template_id', NOTIFY_MESSAGES.templateNotFound);
  const [row] = await db
    .insert(campaigns)
    .values({
      tenantId: tenant.id,
      name: input.name,
      segmentId: input.segment_id,
      templateId: input.template_id,
      createdBy: user.id,
    })
    .returning();
  if (!row) throw new Error('campaign insert returned no row');
  return c.json({ data: await campaignView(db, row) }, 201);
});

notifyCampaignRoutes.get(`${P.campaign}/:id`, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const db = await dbOf(c);
  const row = await findCampaign(db, tenant.id, idOf(c, NOTIFY_MESSAGES.campaignNotFound));
  return c.json({ data: await campaignView(db, row) });
});

/** Send now or schedule (scheduled_at in the future). Only a draft can: a second send is a 409. */
notifyCampaignRoutes.post(`${P.campaign}/:id/send`, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const id = idOf(c, NOTIFY_MESSAGES.campaignNotFound);
  const input = parseOr400(ZSendCampaign, await readPayload(c.req.raw), WORDING);
  const db = await dbOf(c);
  const outcome = await requestSend(
    db,
    tenant.id,
    id,
    input.scheduled_at ? new Date(input.scheduled_at) : null,
  );
  if (!outcome.ok) {
    if (outcome.status === null) throw new AppError('not_found', 404, NOTIFY_MESSAGES.campaignNotFound);
    throw new AppError('not_draft', 409, NOTIFY_MESSAGES.notDraft);
  }
  return c.json({ data: await campaignView(db, outcome.campaign) });
});

notifyCampaignRoutes.post(`${P.campaign}/:id/cancel`, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const id = idOf(c, NOTIFY_MESSAGES.campaignNotFound);
  const db = await dbOf(c);
  const row = await findCampaign(db, tenant.id, id);
  if (!(await cancelCampaign(db, tenant.id, row.id))) throw new AppError('ended', 409, NOTIFY_MESSAGES.ended);
  return c.json({ data: await campaignView(db, await findCampaign(db, tenant.id, id)) });
});

// ---------------------------------------------------------------- per-recipient status

const PAGE_SIZE = 25;
const ZNotificationQuery = z.object({
  campaign_id: z.uuid('Choose a campaign.'),
  status: z.enum(RECIPIENT_STATUSES, { error: 'Choose a status.' }).optional(),
  page: z.coerce.number({ error: 'Enter a page number.' }).int().min(1).max(100_000).default(1),
});

/** notification: one campaign's recipients and what happened to each, a page at a time. */
notifyCampaignRoutes.get(P.notification, async (c) => {
  const { tenant } = await requireNotifyEngine(c);
  const q = parseOr400(ZNotificationQuery, c.req.query(), WORDING);
  const db = await dbOf(c);
  const campaign = await findCampaign(db, tenant.id, q.campaign_id);
  const where = and(
    eq(campaignRecipients.campaignId, campaign.id),
    q.status ? eq(campaignRecipients.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(campaignRecipients).where(where);
  const rows = await db
    .select({
      id: campaignRecipients.id,
      customer_id: campaignRecipients.customerId,
      first: customers.firstName,
      last: customers.lastName,
      email: campaignRecipients.email,
      status: campaignRecipients.status,
      attempts: campaignRecipients.attempts,
      last_error: campaignRecipients.lastError,
      sent_at: campaignRecipients.sentAt,
    })
    .from(campaignRecipients)
    .innerJoin(customers, eq(customers.id, campaignRecipients.customerId))
    .where(where)
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(campaignRecipients.id))
    .limit(PAGE_SIZE)
    .offset((q.page - 1) * PAGE_SIZE);
  const body: TRecipientPage = {
    count: total?.n ?? 0,
    page: q.page,
    page_size: PAGE_SIZE,
    results: rows.map(({ first, last, sent_at, ...r }) => ({
      ...r,
      name: `${first} ${last}`.trim(),
      sent_at: iso(sent_at),
    })),
  };
  return c.json({ data: body });
});

// ---------------------------------------------------------------- unsubscribe (no sign-in)

/** The customer a signed unsubscribe token names, or 404 (a tampered or foreign token). */
async function customerOfToken(c: BackendContext) {
  const tenant = await tenantOf(c);
  const recipientId = recipientOfToken(tenant.id, c.req.query('t') ?? '');
  if (!recipientId) throw new AppError('invalid_link', 404, NOTIFY_MESSAGES.unsubscribeInvalid);
  const db = await dbOf(c);
  const [row] = await db
    .select({ id: customers.id, email: customers.email, subscribed: customers.subscribed })
    .from(campaignRecipients)
    .innerJoin(customers, eq(customers.id, campaignRecipients.customerId))
    .where(and(eq(campaignRecipients.tenantId, tenant.id), eq(campaignRecipients.id, recipientId)));
  if (!row) throw new AppError('invalid_link', 404, NOTIFY_MESSAGES.unsubscribeInvalid);
  return { db, tenant, customer: row };
}

/** The address partly hidden: the page confirms whose link it is without showing it whole. */
const masked = (email: string | null) =>
  email
    ? email.replace(
        /^(.)(.*)(@.*)$/,
        (_m, a: string, b: string, d: string) => `${a}${'•'.repeat(Math.min(b.length, 6))}${d}`,
      )
    : null;

notifyCampaignRoutes.get(P.unsubscribe, async (c) => {
  const { customer } = await customerOfToken(c);
  c.header('cache-control', 'no-store');
  return c.json({ data: { email: masked(customer.email), subscribed: customer.subscribed } });
});

/** One click (RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`) or the page's button. */
notifyCampaignRoutes.post(P.unsubscribe, async (c) => {
  const { db, tenant, customer } = await customerOfToken(c);
  await db
    .update(customers)
    .set({
      subscribed: false,
      unsubscribedAt: sql`coalesce(${customers.unsubscribedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(customers.tenantId, tenant.id), eq(customers.id, customer.id)));
  // Mail of running campaigns not yet sent to them is skipped.
  await db
    .update(campaignRecipients)
    .set({ status: 'skipped', lastError: 'unsubscribed' })
    .where(and(eq(campaignRecipients.customerId, customer.id), eq(campaignRecipients.status, 'queued')));
  return c.json({ data: { email: masked(customer.email), subscribed: false } });
});
