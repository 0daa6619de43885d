import 'server-only';
import { PLAIN_PASSWORD_HEADER, PLAIN_PASSWORD_VALUE } from '@/lib/auth/login-transport';
import { assertSameOrigin, CrossOriginError } from '@/lib/auth/origin';
import { AUTH_PATHS } from '@/lib/contract/auth';
import {
  BODY_TOO_LARGE_MESSAGE,
  BodyTooLargeError,
  bodyLimitFor,
  readBodyBytes,
} from '@/lib/http/body-limit';
import { cacheDecision, etagFor, ifNoneMatchHits } from '@/lib/http/cache-policy';
import { CROSS_SITE_RETURN_PATHS } from '@/lib/payment/return-paths';
import { SERVER_CALL_HEADER } from '@/lib/security/server-call';
import { siteForHost } from '@/lib/tenant/host';
import { isSiteConfigPath, projectSiteConfigResponse } from '@/lib/tenant/public-config';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { ApiSession } from './api-session';
import { externalApiSettings } from './external';
import { encryptLoginBody } from './login-password';
import { ownCall } from './own-calls';
import { callTravelApi } from './transport';

/** Response headers not passed back to the browser from the Travel API. */
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
]);

const errorAnswer = (status: number, message: string) =>
  Response.json({ data: null, errors: { message }, message }, { status });

/** The site of a browser request: from its Host (a client-sent site header is never trusted). */
export function siteOfRequest(request: Request): string {
  const host = request.headers.get('host') || new URL(request.url).host;
  return siteForHost(host, process.env);
}

/**
 * The site's password key and iv: its configuration's (server-side only: the key no longer goes to
 * browsers), else (external API) the deployment's.
 */
async function passwordEncryptionOf(site: string, fallback: { key: string; iv: string } | null) {
  const { getServerSiteConfig } = await import('@/lib/client/server-site-config');
  const own = (await getServerSiteConfig(site))?.fe_config?.password_encryption;
  return own?.key && own.iv ? { key: own.key, iv: own.iv } : fallback;
}

/**
 * The contract on the site's own origin: `/api/<spec path>` → the Travel API, path verbatim.
 * At this border, whichever backend answers:
 * - a body over its size limit is refused with 413 before it is read (Next route handlers have no
 *   limit of their own);
 * - a state-changing call from another origin is refused with 403 (lib/auth/origin), but a
 *   gateway's return posted from its page (lib/payment/return-paths);
 * - the site configuration calls answer only the public projection (lib/tenant/public-config), so an
 *   external Travel API that sends discount codes or gateway settings never passes them to a browser;
 * - the password of the storefront's own v2 login is encrypted here (lib/client/login-password).
 * In front of an external API (TRAVEL_API_URL) it also answers the storefront's own calls itself
 * (lib/client/own-calls) and carries the visitor's session with the API (its cookies and
 * user_ui_id, sealed in a cookie of the storefront's: lib/client/api-session), ended on logout.
 */
export async function serveContract(
  request: Request,
  pathSegments: string[],
  partnerIdFor?: (site: string) => Promise<string | number | null>,
): Promise<Response> {
  const site = siteOfRequest(request);
  const url = new URL(request.url);
  // Keep the trailing slash the spec's path has (`check_auth/`): Next strips it from the segments.
  const trailing = url.pathname.endsWith('/') ? '/' : '';
  const path = pathSegments.map(encodeURIComponent).join('/') + trailing;
  const method = request.method.toUpperCase();
  const settings = externalApiSettings();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  let body: Uint8Array<ArrayBuffer> | ArrayBuffer | string | null = null;
  try {
    if (!CROSS_SITE_RETURN_PATHS.has(`/${path}`)) assertSameOrigin(request);
    if (hasBody) body = await readBodyBytes(request, bodyLimitFor(`/api/${path}`));
  } catch (err) {
    if (err instanceof BodyTooLargeError) return errorAnswer(413, BODY_TOO_LARGE_MESSAGE);
    if (err instanceof CrossOriginError) return errorAnswer(403, err.message);
    throw err;
  }

  const own = settings ? ownCall(method, path) : null;
  if (own) return own(request, site);

  if (
    body &&
    method === 'POST' &&
    path === AUTH_PATHS.authenticateV2 &&
    request.headers.get(PLAIN_PASSWORD_HEADER) === PLAIN_PASSWORD_VALUE
  ) {
    const config = await passwordEncryptionOf(site, settings?.passwordEncryption ?? null);
    body = await encryptLoginBody(
      body,
      request.headers.get('content-type'),
      config,
      settings ? 'external' : 'built-in',
    );
  }

  const headers = new Headers(request.headers);
  // Headers only this server may set: the site (from the Host above) and the server-call mark.
  headers.delete(SITE_HEADER);
  headers.delete(SERVER_CALL_HEADER);
  const session = settings ? await ApiSession.fromHeaders(request.headers, site) : null;
  const upstream = await callTravelApi({
    path,
    method,
    site,
    search: url.search,
    headers,
    body,
    // Only an external Travel API is told the partner: the built-in backend knows the site itself, and
    // reading the site's configuration for it cost every /api/ call the cache's parse of the whole.
    partnerId: settings && partnerIdFor && !path.includes('webconfig') ? await partnerIdFor(site) : undefined,
    apiSession: session ?? undefined,
  });

  const out = new Headers();
  upstream.headers.forEach((v, k) => {
    // Each Set-Cookie is its own header (a sign-in sets the session and the known-device cookie):
    // set() would keep only the last one.
    if (k.toLowerCase() === 'set-cookie') out.append(k, v);
    else if (!DROP_RESPONSE.has(k.toLowerCase())) out.set(k, v);
  });
  let answer: BodyInit | null = upstream.body;

  if (session) {
    // The API's cookies are for the API: the browser gets the storefront's sealed copy instead.
    out.delete('set-cookie');
    let parsed: unknown = null;
    if (ApiSession.namesUserUiId(path) && (upstream.headers.get('content-type') ?? '').includes('json')) {
      const bytes = await upstream.arrayBuffer();
      answer = bytes;
      try {
        parsed = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        parsed = null;
      }
    }
    const upstreamUrl = new URL(upstream.url || new URL(path, settings?.baseUrl).href);
    await session.absorb(method, path, upstreamUrl, upstream, parsed);
    const cookie = await session.setCookieHeader(request);
    if (cookie) out.append('set-cookie', cookie);
  }

  if (isSiteConfigPath(path)) {
    const projected = await projectSiteConfigResponse(path, upstream, site);
    if (projected) {
      out.set('content-type', 'application/json');
      answer = JSON.stringify(projected);
    }
  }
  return withCaching(request, site, {
    method,
    path,
    status: upstream.status,
    statusText: upstream.statusText,
    headers: out,
    body: answer,
    // With an external API the visitor's API session (cookies, user_ui_id) goes with the call.
    personal: out.has('set-cookie') || (session !== null && request.headers.has('cookie')),
  });
}

/**
 * The answer with the caching lib/http/cache-policy.ts decides: shared answers get an ETag of the
 * site and body, and a request whose If-None-Match matches it is answered 304 without the body.
 */
async function withCaching(
  request: Request,
  site: string,
  a: {
    method: string;
    path: string;
    status: number;
    statusText: string;
    headers: Headers;
    body: BodyInit | null;
    personal: boolean;
  },
): Promise<Response> {
  const decision = cacheDecision({
    method: a.method,
    path: a.path,
    status: a.status,
    upstreamCacheControl: a.headers.get('cache-control'),
    personal: a.personal,
  });
  a.headers.set('cache-control', decision.cacheControl);
  if (!decision.etag)
    return new Response(a.body, { status: a.status, statusText: a.statusText, headers: a.headers });
  const bytes = new Uint8Array(await new Response(a.body).arrayBuffer());
  const etag = etagFor(site, bytes);
  a.headers.set('etag', etag);
  a.headers.append('vary', 'Accept-Encoding');
  if (ifNoneMatchHits(request.headers.get('if-none-match'), etag)) {
    a.headers.delete('content-type');
    return new Response(null, { status: 304, headers: a.headers });
  }
  return new Response(a.method === 'HEAD' ? null : bytes, { status: a.status, headers: a.headers });
}
