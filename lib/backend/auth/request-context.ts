import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { readSession } from '@/lib/auth/session';
import type { BackendContext, BackendEnv, RequestContext } from '@/lib/backend/http/context';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { Db } from '@/lib/db/open';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { AppError } from '../http/errors';
import { findTenantBySite } from '../tenants/repository';
import { findUserById } from './users';

/**
 * One request context for every route of the built-in backend: the database, the calling site's
 * tenant and the signed-in user are looked up once per request — by the site-access guard or by
 * the handler, whichever asks first — and never before something asks, so a route that needs no
 * user costs no user query and one that needs no database opens none.
 *
 * It lives with auth rather than with http because telling who calls (a sealed session cookie of
 * this tenant, for a user that still exists) is auth's; http/context.ts only declares its type.
 */

/** Spec §8, site configuration error: the answer when the request's site has no tenant. */
export const SITE_DETAILS_MESSAGE = 'Sorry we are unable to fetch site details.';

/** The request names a site no tenant has (or none at all where a tenant is needed): 404. */
export const siteNotFound = () => new AppError('site_not_found', 404, SITE_DETAILS_MESSAGE);

/** The request names no site, on a route that answers only a site (and says so with a 400). */
export const siteRequired = () => new AppError('site_required', 400, SITE_DETAILS_MESSAGE);

/** A lookup made on first use and shared by every later one (a failure too: it is not retried). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load();
    return value;
  };
}

/**
 * The signed-in user of a request: a valid sealed cookie issued by THIS tenant, for a user that
 * still exists here, carrying the user's current session version (logout/deletion bump or remove it).
 */
async function signedInUser(request: Request, db: Db, tenant: Tenant): Promise<UserRow | null> {
  const session = await readSession(request);
  if (!session || session.tenantId !== tenant.id) return null;
  const user = await findUserById(db, tenant.id, session.userId);
  if (!user || user.guest || user.sessionVersion !== session.version) return null;
  return user;
}

function openRequestContext(c: BackendContext): RequestContext {
  const db = once(() => c.get('deps').db());
  const tenant = once(async () => {
    const site = c.get('site');
    return site ? findTenantBySite(await db(), site) : null;
  });
  const caller = once(async () => {
    const found = await tenant();
    return found ? signedInUser(c.req.raw, await db(), found) : null;
  });
  return { db, tenant, caller };
}

/** Names the calling site (the storefront's site header) and opens the request's context. */
export const requestContext: MiddlewareHandler<BackendEnv> = async (c, next) => {
  c.set('site', c.req.header(SITE_HEADER)?.toLowerCase() || null);
  c.set('request', openRequestContext(c));
  await next();
};

/** The database. */
export const dbOf = (c: BackendContext): Promise<Db> => c.get('request').db();

/** The calling site's tenant, or null when the request names none (or one no tenant has). */
export const optionalTenantOf = (c: BackendContext): Promise<Tenant | null> => c.get('request').tenant();

/** The calling site's tenant, or 404 with the spec's site error. */
export async function tenantOf(c: BackendContext): Promise<Tenant> {
  const tenant = await optionalTenantOf(c);
  if (!tenant) throw siteNotFound();
  return tenant;
}

/** The signed-in user of the calling site, or null. */
export const callerOf = (c: BackendContext): Promise<UserRow | null> => c.get('request').caller();

/**
 * The signed-in user, or 401. The message is the screen's: 'Unauthorized Error' for the auth calls
 * (spec §8), 'Please login to continue' where a page asks the visitor to sign in first.
 */
export async function requireCaller(
  c: BackendContext,
  message: string = AUTH_MESSAGES.unauthorized,
): Promise<UserRow> {
  const user = await callerOf(c);
  if (!user) throw new AppError('unauthorized', 401, message);
  return user;
}
