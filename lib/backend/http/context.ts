import type { Context } from 'hono';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';

/** What the built-in backend is made with: its database, and where it logs. */
export interface BackendDeps {
  db: () => Promise<Db>;
  log?: (message: string, extra?: Record<string, unknown>) => void;
  /** Expires the cached configuration and pages of these sites (the console's publish). */
  revalidateSites?: (sites: string[]) => void;
}

/**
 * What one request is about, each part looked up on first use and then kept for the rest of the
 * request (lib/backend/auth/request-context.ts makes it; handlers read it through dbOf, tenantOf,
 * callerOf there). Declared here, with the environment, because the auth folder that fills it in
 * imports this one.
 */
export interface RequestContext {
  /** The database. */
  db: () => Promise<Db>;
  /** The calling site's tenant: null when the request names no site, or one no tenant has. */
  tenant: () => Promise<Tenant | null>;
  /** The signed-in user of that tenant, or null (signed out, no tenant). */
  caller: () => Promise<UserRow | null>;
}

/** The Hono environment every route of the built-in backend runs in. */
export type BackendEnv = {
  Variables: { deps: BackendDeps; site: string | null; request: RequestContext };
};

/** A request of the built-in backend, as its handlers and guards receive it. */
export type BackendContext = Context<BackendEnv>;
