import 'server-only';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { callTravelApi } from './transport';

/** Response headers not passed back to the browser from the Travel API. */
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
]);

/**
 * The contract on the site's own origin: `/api/<spec path>` → the Travel API, path verbatim.
 * The site comes from the proxy's header (the proxy overwrites whatever a client sent).
 */
export async function serveContract(
  request: Request,
  pathSegments: string[],
  partnerIdFor?: (site: string) => Promise<string | number | null>,
): Promise<Response> {
  const site = request.headers.get(SITE_HEADER);
  if (!site) return Response.json({ data: null, errors: { message: 'Unknown site' } }, { status: 400 });
  const url = new URL(request.url);
  // Keep the trailing slash the spec's path has (`check_auth/`): Next strips it from the segments.
  const trailing = url.pathname.endsWith('/') ? '/' : '';
  const path = pathSegments.map(encodeURIComponent).join('/') + trailing;
  const method = request.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const upstream = await callTravelApi({
    path,
    method,
    site,
    search: url.search,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : null,
    partnerId: partnerIdFor && !path.includes('webconfig') ? await partnerIdFor(site) : null,
  });
  const headers = new Headers();
  upstream.headers.forEach((v, k) => {
    if (!DROP_RESPONSE.has(k.toLowerCase())) headers.set(k, v);
  });
  headers.set('cache-control', headers.get('cache-control') ?? 'no-store');
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
}
