import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-owned';

/** An e-mail attachment as the outbox keeps it. */
export interface TStoredAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  contentBase64: string;
}

/**
 * Outgoing e-mail and SMS of one tenant. Without SMTP_URL (or an SMS provider) this table IS the
 * delivery: the development mailbox lists it. In development every delivery is recorded here as
 * well, whichever transport carried it. `status` says what happened to it: `recorded` (outbox is
 * the transport), `sent` (a real transport accepted it) or `failed`.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Files the e-mail carries (base64), as the dev mailbox and tests read them. */
    attachments: jsonb('attachments').$type<TStoredAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    /** Extra headers the e-mail carried (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    transport: text('transport').notNull(),
    status: text('status').$type<'recorded' | 'sent' | 'failed'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;
