import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { isAgencyStaff } from '@/lib/auth/roles';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { PRIVATE_NO_STORE } from '@/lib/http/cache-policy';
import { AppError } from '../http/errors';
import { callerOf, optionalTenantOf } from './request-context';

/**
 * Invitation-only sites (site configuration `invite_only`, spec §4 "Guarded routes", §6): the site
 * is for its invited members only, and the backend — not only the screens — refuses everything
 * else to anyone who is not signed in as one. Members are the agency's staff and users whose
 * invitation was accepted.
 *
 * One guard for every route: `siteAccessGuard` runs for every request of the built-in backend
 * (lib/backend/app.ts) and lets through only the calls a visitor needs to become a signed-in member
 * (INVITE_ONLY_OPEN_PATHS). New routes are therefore guarded without doing anything; a route
 * mounted outside the backend's app (behind `requestContext`, auth/request-context.ts, which both
 * read), or one that wants to say so explicitly, uses `requireSiteAccess` (middleware) or
 * `assertSiteAccess` (inside a handler). The tenant and user looked up here are the request's: the
 * handler reuses them.
 */

/** A user who may use an invitation-only site. */
export function isInvitedMember(user: Pick<UserRow, 'role' | 'invitation' | 'guest'>): boolean {
  return !user.guest && (isAgencyStaff(user.role) || user.invitation === 'accepted');
}

export const SITE_ACCESS_MESSAGES = {
  /** Spec §4 guarded routes: the prompt's text. */
  login: 'Please login to continue',
  forbidden: 'Unauthorized Error',
} as const;

/**
 * Calls an invitation-only site answers to anyone: the site configuration, signing in (each sign-in
 * call checks membership itself), the links e-mailed to members, signing out, and the development
 * mailbox (itself off in production). Exact paths, as the backend sees them.
 */
export const INVITE_ONLY_OPEN_PATHS: ReadonlySet<string> = new Set([
  '/v1/get_webconfig',
  '/api/b2b/webconfig/',
  '/check_auth/',
  '/user/details',
  '/api/auth/api/v2/user/authenticate',
  '/api/auth/api/v1/user/authenticate',
  '/verify/generate_otp',
  '/verify/verify_otp',
  '/user/verify',
  '/user/password/set',
  '/user/create/resend',
  '/user/forgot-password',
  '/accept-invitation',
  '/user/logout',
  '/user_logout/',
  '/user/redirection_url',
  '/user/authenticate_via_oauth',
  '/dev/mailbox',
  // Reference data the page frame shows before sign-in (currency chip): no prices, nothing private.
  '/get_currency',
  '/v1/visitor/location',
  // A gateway's servers and pages sign in as no one: webhooks prove themselves by their signature,
  // and the return only sends the browser on to payit (lib/backend/routes/payment-gateways.ts).
  '/payment-gateway/stripe/webhook/',
  '/payment-gateway/razorpay/webhook/',
  '/payment-gateway/razorpay/return/',
  // A campaign mail's unsubscribe link (signed per recipient) and its images, opened from a mail
  // client by someone who need not be signed in (lib/backend/routes/notify-campaigns.ts).
  '/api/v1/customer/unsubscribe',
  '/api/v1/customer/image/file',
]);

/**
 * Throws unless the request may use the tenant: always on an open site; on an invitation-only site
 * only as a signed-in member (401 'Please login to continue' signed out, 403 otherwise).
 */
export async function assertSiteAccess(c: BackendContext, tenant: Tenant): Promise<void> {
  if (!tenant.config.invite_only) return;
  const user = await callerOf(c);
  if (!user) throw new AppError('login_required', 401, SITE_ACCESS_MESSAGES.login);
  if (!isInvitedMember(user)) throw new AppError('not_invited', 403, SITE_ACCESS_MESSAGES.forbidden);
}

/** `assertSiteAccess` as middleware, for the calling site's tenant (unknown sites are left to the route). */
export const requireSiteAccess: MiddlewareHandler<BackendEnv> = async (c, next) => {
  const tenant = await optionalTenantOf(c);
  if (tenant) await assertSiteAccess(c, tenant);
  await next();
  // A members-only answer depends on who asks: never kept by a shared cache (lib/http/cache-policy.ts).
  if (tenant?.config.invite_only) c.header('cache-control', PRIVATE_NO_STORE);
};

/**
 * Routes that admit fewer people than the members and answer for themselves: the site console
 * (lib/backend/console/caller.ts) takes only the site's agency admins and SuperAdmins — members all
 * — with 401 signed out and 403 for anyone else, another site's session included.
 */
const SELF_GUARDED_PREFIXES = ['/api/console/'] as const;

/** The backend-wide guard: every path but the open ones needs site access. */
export const siteAccessGuard: MiddlewareHandler<BackendEnv> = async (c, next) => {
  if (INVITE_ONLY_OPEN_PATHS.has(c.req.path)) return next();
  if (SELF_GUARDED_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
  return requireSiteAccess(c, next);
};
