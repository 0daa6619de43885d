import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { listOutbox, mailboxOpenToRequest, type TDevMailboxResponse } from '@/lib/backend/notify';
import { dbOf, siteRequired, tenantOf } from '../auth/request-context';

export const devMailboxRoutes = new Hono<BackendEnv>();

/**
 * GET dev/mailbox (browser: /api/dev/mailbox): the calling site's outbox, newest first.
 * In a production build it answers only the machine itself (lib/http/mailbox-access.ts); anyone
 * else gets 404, exactly like a path that does not exist.
 */
devMailboxRoutes.get('/dev/mailbox', async (c) => {
  if (!mailboxOpenToRequest(c.req.raw.headers)) {
    return c.json({ data: null, errors: { message: 'Not found' }, message: 'Not found' }, 404);
  }
  if (!c.get('site')) throw siteRequired();
  const tenant = await tenantOf(c);
  const limit = Math.min(200, Math.max(1, Number(c.req.query('limit')) || 50));
  const rows = await listOutbox(await dbOf(c), tenant.id, limit);
  const body: TDevMailboxResponse = {
    data: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      text: r.text,
      html: r.html,
      kind: r.kind,
      links: r.links,
      created_at: r.createdAt.toISOString(),
    })),
  };
  c.header('cache-control', 'no-store');
  return c.json(body);
});
