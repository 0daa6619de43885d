import 'server-only';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { isCrossSiteRequest } from '@/lib/auth/origin';
import { readSession, sealSession, sessionCookie } from '@/lib/auth/session';
import type { BackendEnv } from '@/lib/backend/http/context';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { Db } from '@/lib/db/open';
import { type Tenant, type UserRow, users } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { findTenantBySite } from '../tenants/repository';
import { findUserById } from './users';

export type AuthContext = Context<BackendEnv>;

/** The calling site's tenant and the database, or 404 with the spec's site error. */
export async function tenantOf(c: AuthContext): Promise<{ db: Db; tenant: Tenant }> {
  const db = await c.get('deps').db();
  const site = c.get('site');
  const tenant = site ? await findTenantBySite(db, site) : null;
  if (!tenant) throw new AppError('site_not_found', 404, 'Sorry we are unable to fetch site details.');
  return { db, tenant };
}

/**
 * The signed-in user of this request: a valid sealed cookie issued by THIS tenant, for a user that
 * still exists here, carrying the user's current session version (logout/deletion bump or remove it).
 */
export async function currentUser(c: AuthContext, db: Db, tenant: Tenant): Promise<UserRow | null> {
  const session = await readSession(c.req.raw);
  if (!session || session.tenantId !== tenant.id) return null;
  const user = await findUserById(db, tenant.id, session.userId);
  if (!user || user.guest || user.sessionVersion !== session.version) return null;
  return user;
}

export async function requireUser(c: AuthContext, db: Db, tenant: Tenant): Promise<UserRow> {
  const user = await currentUser(c, db, tenant);
  if (!user) throw new AppError('unauthorized', 401, AUTH_MESSAGES.unauthorized);
  return user;
}

/** Issues (or renews) the session cookie for this user. */
export async function startSession(c: AuthContext, tenant: Tenant, user: UserRow): Promise<void> {
  const sealed = await sealSession({ tenantId: tenant.id, userId: user.id, version: user.sessionVersion });
  c.header('Set-Cookie', sessionCookie(c.req.raw, sealed));
}

/** Revokes every session of the user (server-side): the cookie's version no longer matches. */
export async function bumpSessionVersion(db: Db, user: UserRow): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: user.sessionVersion + 1, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning({ v: users.sessionVersion });
  return row?.v ?? user.sessionVersion + 1;
}

/** State-changing calls refuse a request a browser marks as coming from another site (403). */
export const sameSiteOnly: MiddlewareHandler<BackendEnv> = async (c, next) => {
  if (isCrossSiteRequest(c.req.raw)) throw new AppError('cross_site', 403, AUTH_MESSAGES.unauthorized);
  await next();
};
