import 'server-only';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { isCrossSiteRequest } from '@/lib/auth/origin';
import { sealSession, sessionCookie } from '@/lib/auth/session';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import type { Db } from '@/lib/db/open';
import { type Tenant, type UserRow, users } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { requestLocale } from '../http/request-locale';
import { dbOf } from './request-context';
import { rememberLocale } from './users';

/**
 * Issues (or renews) the session cookie for this user, and keeps the language they signed in from
 * (users.locale: the e-mails sent to them later are written in it).
 */
export async function startSession(c: BackendContext, tenant: Tenant, user: UserRow): Promise<void> {
  const sealed = await sealSession({ tenantId: tenant.id, userId: user.id, version: user.sessionVersion });
  c.header('Set-Cookie', sessionCookie(c.req.raw, sealed));
  if (!user.guest) await rememberLocale(await dbOf(c), user, requestLocale(c.req.raw.headers, tenant.config));
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
