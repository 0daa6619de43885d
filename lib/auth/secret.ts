import 'server-only';
import { createHmac } from 'node:crypto';
import { DEV_SESSION_SECRET } from '@/lib/admin/token';

/**
 * Keys derived from the deployment's one secret (SESSION_SECRET), each under its own label so no
 * two uses share a key. In development without SESSION_SECRET the public development secret is
 * used; in production it is required (sign-in refuses to work without it rather than be forgeable).
 */
export function deriveKey(label: string, env: Record<string, string | undefined> = process.env): string {
  const secret = env.SESSION_SECRET?.trim() || (env.NODE_ENV === 'production' ? '' : DEV_SESSION_SECRET);
  if (!secret) throw new Error('SESSION_SECRET is required in production');
  return createHmac('sha256', secret).update(`itinera:${label}:v1`).digest('base64url');
}
