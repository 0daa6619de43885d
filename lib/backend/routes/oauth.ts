import { Hono } from 'hono';
import { isCrossSiteRequest, requestHostname } from '@/lib/auth/origin';
import { sealSession, sessionCookie } from '@/lib/auth/session';
import type { BackendEnv } from '@/lib/backend/http/context';
import { assertWithinLimit, checkPolicy, clientIp } from '@/lib/backend/ratelimit';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import {
  clearedFlowCookie,
  exchangeCodeForIdentity,
  findOrCreateOAuthUser,
  flowCookie,
  OAuthFlowError,
  oauthProviderFor,
  openFlow,
  readFlowCookie,
  resolveEndpoints,
  startFlow,
} from '../auth/oauth';
import { dbOf, optionalTenantOf } from '../auth/request-context';
import { signInMethodOf } from '../auth/sign-in-rules';
import { toApiUser } from '../auth/users';

/**
 * OAuth / OpenID Connect sign-in (spec §7), per tenant:
 *  GET  user/redirection_url?redirection_url=<the site's page the provider returns to>
 *       → { success, redirection_url: <provider authorize URL> } and a sealed flow cookie
 *  POST user/authenticate_via_oauth?code=…&state=… (the page forwards both from its query)
 *       → { success, message, user, user_ui_id } and the session cookie
 * Any failure answers { success: false, message: 'An error occured' } (spec §8); the reason goes
 * to the log as a code only (never a code, token or secret).
 */
export const oauthRoutes = new Hono<BackendEnv>();

const failure = { success: false, message: AUTH_MESSAGES.oauthFailure } as const;

/** The return address must be on the host the browser is using, or listed in the settings. */
function acceptableReturn(raw: string | undefined, request: Request, allowed: string[]): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hash = '';
  const href = url.toString();
  if (allowed.includes(href)) return href;
  return url.hostname === requestHostname(request) ? href : null;
}

oauthRoutes.get('/user/redirection_url', async (c) => {
  const log = c.get('deps').log ?? (() => {});
  const tenant = await optionalTenantOf(c);
  if (!tenant) return c.json(failure, 404);
  // External sign-in only where the tenant's switches make it the sign-in method (spec §4).
  if (signInMethodOf(tenant) !== 'redirect') return c.json(failure, 403);
  assertWithinLimit(await checkPolicy('oauth', { tenantId: tenant.id, ip: clientIp(c.req.raw) }), c);
  const provider = oauthProviderFor(tenant);
  if (!provider) return c.json(failure, 400);
  const redirectUri = acceptableReturn(c.req.query('redirection_url'), c.req.raw, provider.redirect_uris);
  if (!redirectUri) return c.json(failure, 400);
  try {
    const endpoints = await resolveEndpoints(provider);
    const flow = await startFlow({ tenantId: tenant.id, provider, endpoints, redirectUri });
    c.header('Set-Cookie', flowCookie(c.req.raw, flow.sealed));
    c.header('cache-control', 'no-store');
    return c.json({ success: true, redirection_url: flow.authorizeUrl });
  } catch (err) {
    log('oauth redirection failed', { reason: err instanceof OAuthFlowError ? err.reason : 'unexpected' });
    return c.json(failure, 502);
  }
});

oauthRoutes.post('/user/authenticate_via_oauth', async (c) => {
  const log = c.get('deps').log ?? (() => {});
  if (isCrossSiteRequest(c.req.raw)) return c.json(failure, 403);
  const tenant = await optionalTenantOf(c);
  if (!tenant) return c.json(failure, 404);
  if (signInMethodOf(tenant) !== 'redirect') return c.json(failure, 403);
  assertWithinLimit(await checkPolicy('oauth', { tenantId: tenant.id, ip: clientIp(c.req.raw) }), c);
  // Whatever happens, the pending flow is spent: a code is good for one attempt.
  c.header('Set-Cookie', clearedFlowCookie(c.req.raw), { append: true });
  const provider = oauthProviderFor(tenant);
  const code = c.req.query('code');
  if (!provider || !code) return c.json(failure, 400);
  try {
    const flow = await openFlow({
      sealed: readFlowCookie(c.req.raw),
      tenantId: tenant.id,
      state: c.req.query('state'),
    });
    const endpoints = await resolveEndpoints(provider);
    const identity = await exchangeCodeForIdentity({ provider, endpoints, flow, code });
    const user = await findOrCreateOAuthUser({
      db: await dbOf(c),
      tenant: { id: tenant.id, config: tenant.config },
      identity,
    });
    const sealed = await sealSession({ tenantId: tenant.id, userId: user.id, version: user.sessionVersion });
    c.header('Set-Cookie', sessionCookie(c.req.raw, sealed), { append: true });
    c.header('cache-control', 'no-store');
    return c.json({
      success: true,
      message: AUTH_MESSAGES.loginSuccess,
      user: toApiUser(user),
      user_ui_id: user.id,
    });
  } catch (err) {
    if (!(err instanceof OAuthFlowError)) throw err;
    log('oauth sign-in failed', { reason: err.reason });
    return c.json(failure, 401);
  }
});
