import { randomBytes } from 'node:crypto';
import dc from 'node:diagnostics_channel';

/**
 * The address of the connection a request came in on, for per-client limits when no trusted proxy
 * sets X-Forwarded-For (TRUST_PROXY unset). Next.js hands route handlers no socket and only fills
 * X-Forwarded-For when the client sent none, so the server stamps every incoming request, from
 * Node's `http.server.request.start` diagnostics channel (called before the request reaches Next),
 * with a header whose name is random per process: a client cannot send it, since it cannot know the
 * name, and the stamp overwrites whatever is there. Installed at server start (instrumentation.ts).
 */

const g = globalThis as typeof globalThis & { __itineraPeerHeader?: string; __itineraPeerStamp?: boolean };

/** The per-process name of the stamped header. */
export function peerHeaderName(): string {
  g.__itineraPeerHeader ??= `x-itinera-peer-${randomBytes(12).toString('hex')}`;
  return g.__itineraPeerHeader;
}

interface RequestStart {
  request: { headers: Record<string, string | string[] | undefined> };
  socket?: { remoteAddress?: string | undefined } | null;
}

/** Starts stamping incoming requests of every HTTP server in this process (idempotent). */
export function installPeerAddressStamp(): void {
  if (g.__itineraPeerStamp) return;
  g.__itineraPeerStamp = true;
  const name = peerHeaderName();
  dc.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    request.headers[name] = socket?.remoteAddress ?? '';
  });
}

/** The connection's address of a request stamped by this process, or null. */
export function peerAddress(request: Request): string | null {
  return peerAddressOf(request.headers);
}

/** The same, from a request's headers (a page's `headers()`). */
export function peerAddressOf(headers: Headers): string | null {
  const name = g.__itineraPeerHeader;
  return name ? headers.get(name) || null : null;
}
