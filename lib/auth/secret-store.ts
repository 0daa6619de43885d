import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { deploymentSecrets } from '@/lib/db/schema';
import { hasExplicitSecret, rememberStoredSecret, storedSecretLoaded } from './deployment-secret';

/**
 * The secret a deployment generates for itself when SESSION_SECRET is unset (as Gitea, Ghost and
 * Discourse do): 256 random bits, stored in the database as one row, so every instance on that
 * database and every restart uses the same one. Creation is one INSERT … ON CONFLICT DO NOTHING:
 * of two instances starting at once, one inserts and both then read the winner's value.
 */
const SESSION_ROW = 'session';

export async function storedSecret(db: Db): Promise<{ value: string; created: boolean }> {
  const candidate = randomBytes(32).toString('base64url');
  const inserted = await db
    .insert(deploymentSecrets)
    .values({ name: SESSION_ROW, value: candidate })
    .onConflictDoNothing()
    .returning({ value: deploymentSecrets.value });
  if (inserted.length > 0) return { value: candidate, created: true };
  const value = await readStoredSecret(db);
  if (!value) throw new Error('deployment_secrets: the session row vanished after a conflicting insert');
  return { value, created: false };
}

/** The stored secret, or null when none was generated yet (read-only: the tenant CLI uses it). */
export async function readStoredSecret(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ value: deploymentSecrets.value })
    .from(deploymentSecrets)
    .where(eq(deploymentSecrets.name, SESSION_ROW));
  return row?.value ?? null;
}

export const GENERATED_SECRET_NOTICE =
  '[itinera] SESSION_SECRET is not set: generated a random secret and stored it in the database ' +
  '(table deployment_secrets); every server on this database uses it, across restarts. ' +
  'To choose one yourself, set SESSION_SECRET to a long random value (e.g. `openssl rand -base64 32`) ' +
  'on every instance; sessions signed with the generated secret then end.';

const g = globalThis as typeof globalThis & { __itineraSecretLoading?: Promise<void> };

/**
 * Makes sure this process knows its deployment secret: nothing to do when SESSION_SECRET is set;
 * otherwise the stored one is read, or generated and stored (said once in the log). One load per
 * process; a failed one is not cached, so the next request tries again.
 */
export function ensureDeploymentSecret(
  openDb: () => Promise<Db>,
  log: (line: string) => void = console.log,
): Promise<void> {
  if (hasExplicitSecret() || storedSecretLoaded()) return Promise.resolve();
  if (!g.__itineraSecretLoading) {
    const loading = (async () => {
      const { value, created } = await storedSecret(await openDb());
      rememberStoredSecret(value);
      if (created) log(GENERATED_SECRET_NOTICE);
    })();
    g.__itineraSecretLoading = loading;
    loading.catch(() => {
      if (g.__itineraSecretLoading === loading) g.__itineraSecretLoading = undefined;
    });
  }
  return g.__itineraSecretLoading;
}
