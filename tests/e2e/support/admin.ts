import { findAdminToken } from '@/lib/auth/local-admin-token';

/**
 * The admin token of the run's server, found the way `npm run tenant:upsert` finds it: the server
 * runs as the README says (no SESSION_SECRET, no ADMIN_TOKEN) on the embedded database, so its token
 * is in its data folder.
 */
export async function e2eAdminToken(): Promise<string> {
  const found = await findAdminToken({ DATA_DIR: process.env.E2E_DATA_DIR }, async () => null);
  if (!found) throw new Error(`no admin token in ${process.env.E2E_DATA_DIR}: did the server start?`);
  return found.token;
}
