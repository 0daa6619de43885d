import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '@/lib/auth/secret';

/**
 * The signed per-recipient unsubscribe token of a campaign mail: `<recipient id>.<HMAC>` under a key
 * of its own (lib/auth/secret deriveKey), bound to the tenant, so a link cannot be edited into
 * another recipient's or carried to another site. No expiry: an old mail's link still works (RFC 8058).
 */
const mac = (tenantId: string, recipientId: string) =>
  createHmac('sha256', deriveKey('campaign-unsubscribe'))
    .update(`${tenantId}:${recipientId}`)
    .digest('base64url');

export function unsubscribeToken(tenantId: string, recipientId: string): string {
  return `${recipientId}.${mac(tenantId, recipientId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The recipient id a token names when its signature holds for this tenant, else null. */
export function recipientOfToken(tenantId: string, token: string): string | null {
  const [id, sig, ...rest] = token.split('.');
  if (!id || !sig || rest.length || !UUID.test(id)) return null;
  const given = Buffer.from(sig);
  const expected = Buffer.from(mac(tenantId, id.toLowerCase()));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id.toLowerCase() : null;
}
