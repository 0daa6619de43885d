import type { APIRequestContext } from '@playwright/test';
import { tenantApi } from './api';

export interface MailboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  kind: string;
  links: string[];
  created_at: string;
}

/**
 * The newest e-mail to `to` on `site` whose subject includes `subjectIncludes`, read from the
 * development mailbox as a newcomer would (the server runs without SMTP_URL, so mail goes to the
 * outbox, and the test process is on the server's own machine); polls until one arrives or
 * `timeout` ms pass. `since` skips older messages.
 */
export async function waitForMail(
  request: APIRequestContext,
  site: string,
  {
    to,
    subjectIncludes = '',
    since,
    timeout = 15_000,
  }: { to: string; subjectIncludes?: string; since?: Date; timeout?: number },
): Promise<MailboxMessage> {
  const recipient = to.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const res = await tenantApi(request, site).get('/api/dev/mailbox?limit=200');
    if (!res.ok()) throw new Error(`development mailbox: HTTP ${res.status()}`);
    const { data } = (await res.json()) as { data: MailboxMessage[] };
    const found = data.find(
      (m) =>
        m.channel === 'email' &&
        m.to.toLowerCase() === recipient &&
        (m.subject ?? '').includes(subjectIncludes) &&
        (!since || new Date(m.created_at) >= since),
    );
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no e-mail to ${to} with a subject including "${subjectIncludes}" within ${timeout} ms`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}
