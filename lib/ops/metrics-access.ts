import { timingSafeEqual } from 'node:crypto';
import { isLoopbackAddress } from '@/lib/http/mailbox-access';

/**
 * Who may read /metrics (issue 34 item 4): the machine itself (a loopback connection, no trusted
 * proxy in front, which would make every connection loopback), or whoever presents METRICS_TOKEN as
 * a bearer token. Pure.
 */
export function metricsOpenTo(req: {
  peerAddress: string | null;
  trustProxy: string | undefined;
  authorization: string | null;
  token: string | undefined;
}): boolean {
  const token = req.token?.trim();
  if (token) {
    const given = /^Bearer (.+)$/.exec(req.authorization ?? '')?.[1]?.trim() ?? '';
    const [a, b] = [Buffer.from(given), Buffer.from(token)];
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
  }
  return !req.trustProxy?.trim() && req.peerAddress !== null && isLoopbackAddress(req.peerAddress);
}
