import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { adminToken, adminTokenOf } from './admin-token';

/**
 * How a command on the server's own machine finds the server's admin token without anyone copying
 * it (`npm run tenant:upsert`, the end-to-end specs):
 * - ADMIN_TOKEN or SESSION_SECRET in its environment, as the server's;
 * - else, with DATABASE_URL, the secret the server generated and stored in that database;
 * - else the token file a server on the embedded database keeps in its data folder
 *   (`DATA_DIR/admin-token`, readable by its owner only). The folder holds the database itself, so
 *   the file gives nobody anything the folder did not.
 */
type Env = Record<string, string | undefined>;

export const adminTokenFile = (env: Env = process.env) => path.join(env.DATA_DIR || '.data', 'admin-token');

/** Written by a server on the embedded database at start, so a CLI in the same folder finds it. */
export async function writeAdminTokenFile(token: string, env: Env = process.env): Promise<void> {
  const file = adminTokenFile(env);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
}

export interface FoundToken {
  token: string;
  from: string;
}

export async function findAdminToken(
  env: Env,
  readStoredSecret: () => Promise<string | null>,
): Promise<FoundToken | null> {
  if (env.ADMIN_TOKEN?.trim() || env.SESSION_SECRET?.trim()) {
    const token = adminToken({ ADMIN_TOKEN: env.ADMIN_TOKEN, SESSION_SECRET: env.SESSION_SECRET });
    if (token) return { token, from: env.ADMIN_TOKEN?.trim() ? 'ADMIN_TOKEN' : 'SESSION_SECRET' };
  }
  if (env.DATABASE_URL) {
    const secret = await readStoredSecret();
    return secret ? { token: adminTokenOf(secret), from: 'the secret stored in the database' } : null;
  }
  const file = adminTokenFile(env);
  const token = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  return token ? { token, from: file } : null;
}

/** What to set when the token cannot be found or is refused. */
export function whatToSet(env: Env): string {
  const where = env.DATABASE_URL
    ? 'the same DATABASE_URL as the server'
    : `the server's data folder (DATA_DIR, now ${env.DATA_DIR || '.data'}: its admin-token file)`;
  return `Run this command with ${where}, or with the server's ADMIN_TOKEN or SESSION_SECRET.`;
}
