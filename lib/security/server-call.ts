import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Marks a call the storefront's own server makes to the built-in backend in this process (never a
 * browser's): only such a call gets answers meant for the server, such as the full site
 * configuration with its pricing, tax and payment settings. The token is random per process and
 * never leaves it; the contract mount deletes the header from every browser request, so a browser
 * cannot present it even by guessing.
 */
export const SERVER_CALL_HEADER = 'x-itinera-server-call';

const g = globalThis as typeof globalThis & { __itineraServerCallToken?: string };

export function serverCallToken(): string {
  g.__itineraServerCallToken ??= randomBytes(32).toString('base64url');
  return g.__itineraServerCallToken;
}

export function isServerCall(request: Request): boolean {
  const given = request.headers.get(SERVER_CALL_HEADER);
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(serverCallToken());
  return a.length === b.length && timingSafeEqual(a, b);
}
