/**
 * The deployment's one secret, from which session cookies, OTP hashes and the admin token are
 * derived: SESSION_SECRET when it is set, otherwise the secret stored in the database, once this
 * process has loaded it (lib/auth/secret-store.ts, at server start and before the first request
 * that needs it). Kept on globalThis because dev reloads modules. No server-only import: the tenant
 * CLI derives the admin token the same way.
 */
const g = globalThis as typeof globalThis & { __itineraStoredSecret?: string };

export function deploymentSecret(env: Record<string, string | undefined> = process.env): string | null {
  return env.SESSION_SECRET?.trim() || g.__itineraStoredSecret || null;
}

/** Whether SESSION_SECRET is set, so nothing needs to be read from the database. */
export const hasExplicitSecret = (env: Record<string, string | undefined> = process.env) =>
  !!env.SESSION_SECRET?.trim();

export function rememberStoredSecret(value: string): void {
  g.__itineraStoredSecret = value;
}

export const storedSecretLoaded = (): boolean => !!g.__itineraStoredSecret;
