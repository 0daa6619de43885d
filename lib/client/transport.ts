import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Backend } from '@/lib/backend/app';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { externalApiSettings, externalHeaders } from './external';

export interface CallOptions {
  /** The contract path exactly as in the spec, e.g. `v1/get_webconfig` or `api/b2b/webconfig/`. */
  path: string;
  method?: string;
  site: string;
  body?: BodyInit | null;
  headers?: HeadersInit;
  search?: string;
  partnerId?: string | number | null;
  signal?: AbortSignal;
}

const INTERNAL_ORIGIN = 'http://travel-api.internal/';

let builtInBackend: () => Backend = getBackend;

/** Tests only: run the in-process path on a backend over a test database (null restores the real one). */
export function setBuiltInBackendForTests(backend: Backend | null): void {
  builtInBackend = backend ? () => backend : getBackend;
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
export async function callTravelApi(opts: CallOptions): Promise<Response> {
  const path = opts.path.replace(/^\/+/, '') + (opts.search ?? '');
  const method = (opts.method ?? 'GET').toUpperCase();
  const incoming = new Headers(opts.headers);
  const settings = externalApiSettings();
  const body = method === 'GET' || method === 'HEAD' ? null : (opts.body ?? null);

  if (!settings) {
    incoming.set(SITE_HEADER, opts.site);
    const request = new Request(contractUrl(path, INTERNAL_ORIGIN), {
      method,
      headers: incoming,
      body,
      signal: opts.signal,
    });
    return builtInBackend().fetch(request);
  }
  const headers = externalHeaders(incoming, settings, opts.partnerId ?? null);
  return fetch(contractUrl(path, settings.baseUrl), {
    method,
    headers,
    body,
    signal: opts.signal ?? AbortSignal.timeout(Number(process.env.TRAVEL_API_TIMEOUT_MS || 15000)),
    redirect: 'manual',
    cache: 'no-store',
  });
}
