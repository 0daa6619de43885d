import 'server-only';
import { createHmac } from 'node:crypto';
import { deploymentSecret } from './deployment-secret';

/**
 * Keys derived from the deployment's one secret (SESSION_SECRET, or the one generated on first start
 * and stored in the database), each under its own label so no two uses share a key. There is no
 * fallback: a server that has not loaded its secret refuses to sign anyone in rather than use a
 * known one.
 */
export function deriveKey(label: string, env: Record<string, string | undefined> = process.env): string {
  const secret = deploymentSecret(env);
  if (!secret) {
    throw new Error(
      'The deployment secret is not loaded (SESSION_SECRET is unset and the database was not reached)',
    );
  }
  return createHmac('sha256', secret).update(`itinera:${label}:v1`).digest('base64url');
}
