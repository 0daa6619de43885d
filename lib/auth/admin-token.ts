import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { deploymentSecret } from '@/lib/auth/deployment-secret';

/**
 * The token that guards the internal admin routes (`/api/internal/*`), shared by the server and the
 * tenant CLI so both compute the same value from the same environment:
 * - `ADMIN_TOKEN` when set;
 * - otherwise an HMAC of the deployment's secret (`SESSION_SECRET`, or the one generated on first
 *   start and stored in the database), so one secret configures a deployment;
 * - with no secret known (not loaded yet) there is no token and every admin request is refused.
 */

/** Fixed label so the admin token never equals anything else derived from SESSION_SECRET. */
const TOKEN_LABEL = 'itinera:admin-token:v1';

type Env = Record<string, string | undefined>;

export function adminToken(env: Env = process.env): string | null {
  const explicit = env.ADMIN_TOKEN?.trim();
  if (explicit) return explicit;
  const secret = deploymentSecret(env);
  return secret ? adminTokenOf(secret) : null;
}

/** The admin token derived from a deployment secret. */
export const adminTokenOf = (secret: string): string =>
  createHmac('sha256', secret).update(TOKEN_LABEL).digest('base64url');

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
