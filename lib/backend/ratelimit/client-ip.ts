import { isIP } from 'node:net';
import { peerAddress } from '@/lib/http/peer-address';

export interface TClientIpOptions {
  /** Trust X-Forwarded-For / X-Real-IP (behind a known reverse proxy). Default: TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** The socket's address when the server knows it (e.g. a Node adapter's connection info). */
  socketAddress?: string | null | undefined;
}

/**
 * The client's IP for rate limiting. Forwarded headers are client-controlled, so they count only
 * when TRUST_PROXY=1 says a reverse proxy in front of us sets them; then the right-most address in
 * X-Forwarded-For is the one our proxy saw (earlier entries can be forged by the client).
 * Otherwise it is the connection's own address, which the server stamps on every request
 * (peer-address.ts). Null only when neither is known (a request made in-process, in tests).
 * Behind a reverse proxy set TRUST_PROXY=1, or every visitor shares the proxy's address.
 */
export function clientIp(request: Request, opts: TClientIpOptions = {}): string | null {
  const trustProxy = opts.trustProxy ?? process.env.TRUST_PROXY === '1';
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    const candidate = normalise(last) ?? normalise(request.headers.get('x-real-ip'));
    if (candidate) return candidate;
  }
  return normalise(opts.socketAddress) ?? normalise(peerAddress(request));
}

function normalise(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return isIP(v) ? v : null;
}
