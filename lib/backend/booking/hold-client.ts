import 'server-only';
import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { deriveKey } from '@/lib/auth/secret';
import { clientIp } from '@/lib/backend/ratelimit/client-ip';

/**
 * The key the per-client hold limits count by (lib/booking/hold-limits.ts): the visitor's address
 * as lib/backend/ratelimit/client-ip.ts reads it (forwarded headers only behind TRUST_PROXY=1), an IPv6
 * address cut to its /64 (one subscriber's network hands out the rest freely), then a keyed hash,
 * so bookings keep no address. Null when the address is unknown (an in-process call).
 */
export function holdClientOf(request: Request): string | null {
  const ip = clientIp(request);
  if (!ip) return null;
  const network = isIPv6(ip) ? prefix64(ip) : ip;
  return createHmac('sha256', deriveKey('hold-client')).update(network).digest('base64url').slice(0, 32);
}

/** The first four groups of an IPv6 address, `::` expanded. */
function prefix64(ip: string): string {
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t]
    : h;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
