import { type TDevMailboxMessage, ZDevMailboxResponse } from '@/lib/contract/dev-mailbox';
import { callApi } from './browser-api';

/** GET dev/mailbox: the site's outbox, newest first; rejects when it cannot be read. */
export async function devOutbox(): Promise<TDevMailboxMessage[]> {
  const r = await callApi('dev/mailbox');
  const parsed = ZDevMailboxResponse.safeParse(r.body);
  if (!r.ok || !parsed.success) throw new Error('mailbox unavailable');
  return parsed.data.data;
}
