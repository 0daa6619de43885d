import 'server-only';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { ApiSession } from './api-session';
import { externalApiSettings, externalHeaders } from './external';
import { type InProcessBackend, inProcessBackend } from './in-process';
import { travelApiSpan } from './travel-api-span';

export interface CallOptions {
  /** The contract path exactly as in the spec, e.g. `v1/get_webconfig` or `api/b2b/webconfig/`. */
  path: string;
  method?: string;
  site: string;
  body?: BodyInit | null;
  headers?: HeadersInit;
  search?: string;
  /** Partner-Id for an external API; undefined: the site's own (null: none). */
  partnerId?: string | number | null;
  signal?: AbortSignal;
  /**
   * The visitor's session with an external API. The BFF passes the one it then updates from the
   * answer; otherwise it is read (only) from the request's cookie in `headers`.
   */
  apiSession?: ApiSession;
  /**
   * Seconds a server render may reuse the answer. For pages rendered once per site (ISR): an
   * uncached fetch there would make the page dynamic (Next refuses it, DYNAMIC_SERVER_USAGE).
   */
  revalidate?: number;
}

/** The site configuration call: made before the site's partner is known. */
const SITE_CONFIG_PATHS = new Set(['v1/get_webconfig', 'api/b2b/webconfig/']);

/** The site's partner id (spec §7 Partner-Id header), from its working configuration. */
async function partnerOfSite(site: string): Promise<number | null> {
  // Imported when needed: lib/tenant reads the site configuration through this module.
  const { partnerIdForSite } = await import('@/lib/client/site-config');
  return partnerIdForSite(site);
}

const INTERNAL_ORIGIN = 'http://travel-api.internal/';

let backendForTests: InProcessBackend | null = null;

/** Tests only: run the in-process path on a backend over a test database (null restores the registered one). */
export function setBuiltInBackendForTests(backend: InProcessBackend | null): void {
  backendForTests = backend;
}

/**
 * `base` + a contract path, refusing anything that would leave the base: `https:/elsewhere`,
 * `//elsewhere` or `../` segments would otherwise resolve to another host or path, and the request
 * carries the backend's credentials.
 */
export function contractUrl(path: string, base: string): URL {
  const url = new URL(path, base);
  if (!url.href.startsWith(new URL(base).href)) throw new Error(`Travel API path escapes its base: ${path}`);
  return url;
}

/**
 * One call to the Travel API: in-process to the built-in backend when TRAVEL_API_URL is unset,
 * otherwise over HTTP with the spec's headers. Both answer a standard Response.
 */
export function callTravelApi(opts: CallOptions): Promise<Response> {
  const method = (opts.method ?? 'GET').toUpperCase();
  const settings = externalApiSettings();
  return travelApiSpan(
    { site: opts.site, method, path: opts.path.replace(/^\/+/, ''), external: settings !== null },
    () => send(opts, method, settings),
  );
}

async function send(
  opts: CallOptions,
  method: string,
  settings: ReturnType<typeof externalApiSettings>,
): Promise<Response> {
  const path = opts.path.replace(/^\/+/, '') + (opts.search ?? '');
  const incoming = new Headers(opts.headers);
  const body = method === 'GET' || method === 'HEAD' ? null : (opts.body ?? null);

  if (!settings) {
    incoming.set(SITE_HEADER, opts.site);
    const request = new Request(contractUrl(path, INTERNAL_ORIGIN), {
      method,
      headers: incoming,
      body,
      signal: opts.signal,
    });
    return (backendForTests ?? (await inProcessBackend())).fetch(request);
  }
  const bare = opts.path.replace(/^\/+/, '');
  const siteConfigCall = SITE_CONFIG_PATHS.has(bare);
  const partnerId =
    opts.partnerId !== undefined ? opts.partnerId : siteConfigCall ? null : await partnerOfSite(opts.site);
  const headers = externalHeaders(incoming, settings, partnerId);
  const url = contractUrl(path, settings.baseUrl);
  const session = opts.apiSession ?? (await ApiSession.fromHeaders(incoming, opts.site));
  // The API's session: its own cookies, and the user_ui_id it is tied to (§6), on every call.
  const cookie = await session.cookieHeader(url);
  if (cookie) headers.set('cookie', cookie);
  if (session.userUiId && !siteConfigCall) url.searchParams.set('user_ui_id', session.userUiId);
  return fetch(url, {
    method,
    headers,
    body,
    signal: opts.signal ?? AbortSignal.timeout(Number(process.env.TRAVEL_API_TIMEOUT_MS || 15000)),
    redirect: 'manual',
    ...(opts.revalidate ? { next: { revalidate: opts.revalidate } } : { cache: 'no-store' as const }),
  });
}
