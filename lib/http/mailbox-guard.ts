import 'server-only';
import { peerAddressOf } from '@/lib/http/peer-address';
import { mailboxOpenTo } from './mailbox-access';

/** Whether the request with these headers may read the development mailbox (rule: mailbox-access.ts). */
export function mailboxOpenToRequest(headers: Headers): boolean {
  return mailboxOpenTo({
    nodeEnv: process.env.NODE_ENV,
    trustProxy: process.env.TRUST_PROXY,
    peerAddress: peerAddressOf(headers),
    hosts: [headers.get('host'), headers.get('x-forwarded-host')],
  });
}
