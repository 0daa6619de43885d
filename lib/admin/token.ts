import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token that guards the internal admin routes (`/api/internal/*`), shared by the server and the
 * tenant CLI so both compute the same value from the same environment:
 * - `ADMIN_TOKEN` when set;
 * - otherwise an HMAC of `SESSION_SECRET`, so one secret configures a deployment;
 * - in development, with neither set, an HMAC of a fixed, public development secret (fine on a
 *   laptop, worthless anywhere else); in production (`NODE_ENV=production`) there is no token then
 *   and every admin request is refused.
 */
export const DEV_SESSION_SECRET = 'itinera-development-session-secret-do-not-use-in-production';

/** Fixed label so the admin token never equals anything else derived from SESSION_SECRET. */
const TOKEN_LABEL = 'itinera:admin-token:v1';

type Env = Record<string, string | undefined>;

export function adminToken(env: Env = process.env): string | null {
  const explicit = env.ADMIN_TOKEN?.trim();
  if (explicit) return explicit;
  const secret = env.SESSION_SECRET?.trim() || (env.NODE_ENV === 'production' ? null : DEV_SESSION_SECRET);
  if (!secret) return null;
  return createHmac('sha256', secret).update(TOKEN_LABEL).digest('base64url');
}

export type AdminCheck = 'ok' | 'denied' | 'unconfigured';

/** Checks `Authorization: Bearer <token>` in constant time (digests first, so lengths never leak). */
export function checkAdminRequest(request: Request, env: Env = process.env): AdminCheck {
  const expected = adminToken(env);
  if (!expected) return 'unconfigured';
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  const given = match?.[1]?.trim() ?? '';
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0 ? 'ok' : 'denied';
}

export const adminAuthorization = (token: string) => `Bearer ${token}`;
