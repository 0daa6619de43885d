import type { Db } from '@/lib/db/open';

/** What the built-in backend is made with: its database, and where it logs. */
export interface BackendDeps {
  db: () => Promise<Db>;
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

/** The Hono environment every route of the built-in backend runs in. */
export type BackendEnv = { Variables: { deps: BackendDeps; site: string | null } };
