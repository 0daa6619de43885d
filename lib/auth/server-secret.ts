import 'server-only';
import { adminToken } from '@/lib/auth/admin-token';
import { writeAdminTokenFile } from '@/lib/auth/local-admin-token';
import { getDatabase } from '@/lib/db/client';
import { errorForLog } from '@/lib/http/log-safe';
import { ensureDeploymentSecret } from './secret-store';

/** The process's deployment secret, loaded from (or generated into) the process database when needed. */
export const ensureServerSecret = () => ensureDeploymentSecret(async () => (await getDatabase()).db);

/**
 * At server start: load the secret and, on the embedded database, leave the admin token in the data
 * folder for `npm run tenant:upsert` (lib/auth/local-admin-token.ts). A failure is logged; requests retry.
 */
export async function prepareServerSecret(): Promise<void> {
  try {
    await ensureServerSecret();
    if (!process.env.DATABASE_URL) {
      const token = adminToken();
      if (token) await writeAdminTokenFile(token);
    }
  } catch (err) {
    console.error(
      '[itinera] deployment secret not loaded at start-up; retrying on first request:',
      errorForLog(err),
    );
  }
}
