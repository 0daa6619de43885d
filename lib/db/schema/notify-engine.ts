import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea, timestamps } from './columns';
import { customers } from './customers';
import { tenantId } from './tenant-owned';

/**
 * The notifications engine's templates, images, segments and campaigns (issue 29 item 1; spec §7
 * api/v1/customer template, notification segment, campaign, notification, image). Sending is in
 * lib/backend/notify-engine (docs/api.md, "Notifications engine: campaigns").
 */

/** A mail template: subject and HTML body with {{variables}}; the body is sanitised when saved. */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('notification_templates_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** An image for templates, stored by the server (png, jpeg, gif or webp, told by its first bytes). */
export const notificationImages = pgTable(
  'notification_images',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    bytes: bytea('bytes').notNull(),
    fileName: text('file_name'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_images_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** A segment's saved filter over customers and their bookings (lib/backend/notify-engine/segment-filter.ts). */
export interface TSegmentFilter {
  search?: string | undefined;
  tags?: string[] | undefined;
  city?: string | undefined;
  country?: string | undefined;
  subscribed_only?: boolean | undefined;
  /** true: has a booking (in the dates when given); false: has none. */
  has_booked?: boolean | undefined;
  booked_from?: string | undefined;
  booked_to?: string | undefined;
}

export const customerSegments = pgTable(
  'customer_segments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<TSegmentFilter>().notNull().default(sql`'{}'::jsonb`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('customer_segments_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** draft → scheduled → sending → sent; draft or scheduled or sending → cancelled. */
export type TCampaignStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    name: text('name').notNull(),
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => customerSegments.id, { onDelete: 'restrict' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => notificationTemplates.id, { onDelete: 'restrict' }),
    status: text('status').$type<TCampaignStatus>().notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('campaigns_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** queued → sending (claimed) → sent; a failed try goes back to queued until the tries are used up. */
export type TRecipientStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';

export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email'),
    status: text('status').$type<TRecipientStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this time (retries back off by moving it). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim of the worker sending it (a random token) and until when it holds. */
    claimToken: text('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The outbox row of the mail, recorded in the same transaction that marks it sent. */
    outboxId: uuid('outbox_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_customer_uq').on(t.campaignId, t.customerId),
    index('campaign_recipients_campaign_status_idx').on(t.campaignId, t.status, t.nextAttemptAt),
  ],
);

export type NotificationTemplate = typeof notificationTemplates.$inferSelect;
export type NotificationImage = typeof notificationImages.$inferSelect;
export type CustomerSegment = typeof customerSegments.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;
export type CampaignRecipient = typeof campaignRecipients.$inferSelect;
