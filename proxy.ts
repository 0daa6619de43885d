import { type NextRequest, NextResponse } from 'next/server';
import { normaliseHost, parseHost } from '@/lib/tenant/host';
import { SITE_HEADER } from '@/lib/tenant/site-header';

/**
 * Routing only (no database, no business rules): maps the Host to a site and rewrites the request to
 * `/<site>/<path>` so pages receive the tenant as a route segment and stay cacheable per tenant.
 * API calls keep their path and get the site as a request header instead.
 */

const defaultTenant = () => process.env.DEFAULT_TENANT || 'demo';

export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const host = request.headers.get('host');
  const parsed = parseHost(host, process.env.ROOT_DOMAIN);

  if (
    parsed.kind === 'root' &&
    host &&
    /^(www\.)?localhost(:\d+)?$/i.test(host) &&
    !url.pathname.startsWith('/api/')
  ) {
    // Bare localhost: send the visitor to the default tenant's own host so cookies and links are per tenant.
    const target = new URL(
      url.pathname + url.search,
      `${url.protocol}//${defaultTenant()}.${host.replace(/^www\./i, '')}`,
    );
    return NextResponse.redirect(target, 307);
  }
  const rootDomain = process.env.ROOT_DOMAIN;
  if (parsed.kind === 'root' && rootDomain && host && normaliseHost(host) === normaliseHost(rootDomain)) {
    return NextResponse.redirect(
      new URL(url.pathname + url.search, `https://${defaultTenant()}.${rootDomain}`),
      307,
    );
  }
  // IP literals and other bare hosts (health checks, load balancers) get the default tenant in place.
  const site = parsed.kind === 'root' ? defaultTenant() : parsed.site;

  if (url.pathname.startsWith('/api/')) {
    const headers = new Headers(request.headers);
    headers.set(SITE_HEADER, site);
    return NextResponse.next({ request: { headers } });
  }
  if (url.pathname === '/') {
    const to = url.clone();
    to.pathname = '/search/trips';
    return NextResponse.redirect(to, 307);
  }
  const to = url.clone();
  to.pathname = `/${encodeURIComponent(site)}${url.pathname}`;
  return NextResponse.rewrite(to);
}

export const config = {
  // Everything but build assets and the shared static folder; robots.txt, sitemap.xml and the
  // favicon are per tenant, so they go through.
  matcher: ['/((?!_next/static|_next/image|assets/).*)'],
};
