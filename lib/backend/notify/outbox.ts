import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { type OutboxMessage, outboxMessages } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import type { TOutgoingMessage } from './types';

export async function recordInOutbox(
  db: Db,
  message: TOutgoingMessage,
  transport: string,
  status: OutboxMessage['status'],
): Promise<string> {
  const [row] = await forTenant(db, message.tenantId).insert(outboxMessages, {
    channel: message.channel,
    recipient: message.to,
    subject: message.subject ?? null,
    text: message.text,
    html: message.html ?? null,
    kind: message.kind,
    links: message.links ?? [],
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      contentBase64: a.content.toString('base64'),
    })),
    headers: message.headers ?? {},
    transport,
    status,
  });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * The newest messages of one tenant, newest first. (forTenant's select has no ordering or limit,
 * so the tenant filter is written here explicitly.)
 */
export async function listOutbox(db: Db, tenantId: string, limit = 50): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.tenantId, tenantId))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}
