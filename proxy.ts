import { type NextRequest, NextResponse } from 'next/server';
import { chooseLocaleRoute, LOCALE_COOKIE, localizePath } from '@/i18n/routing';
import { siteLocalesFor, siteScriptSourcesFor, widgetFrameOrigins } from '@/lib/client/site-routing';
import { DEFAULT_BODY_LIMIT_BYTES, declaresTooLarge } from '@/lib/http/body-limit';
import {
  SITE_POLICY_HEADER,
  sitePagePolicy,
  WIDGET_PATH_PREFIX,
  widgetPagePolicy,
} from '@/lib/security/headers.mjs';
import { HOME_PATH } from '@/lib/shell/path-rules';
import { isSharePath, SHARE_PAGE_PATH } from '@/lib/shell/share-referer';
import { normaliseHost, parseHost, siteForHost } from '@/lib/tenant/host';
import { widgetIdsOfPath } from '@/lib/tenant/widgets';

/**
 * Routing only (no database, no business rules): maps the Host to a site and the path's language
 * prefix to a locale (i18n/routing.ts), and rewrites the request to `/<site>/<locale>/<path>` so
 * pages receive both as route segments and stay cacheable per tenant and locale. Which languages a
 * site offers comes from its configuration (lib/client/site-routing.ts, kept for a short TTL): an
 * unprefixed address serves the site's default unless the visitor chose, or first asks in, another.
 * It does not run for /api/: Next.js copies a request's body for the proxy (up to 10 MB, silently
 * cut beyond), so the contract mount finds the site from the Host itself (the same siteForHost) and
 * refuses an oversized body before reading it.
 * The content-security policy is per site (lib/client/site-routing.ts, the site configuration read
 * through the Travel API and kept for its TTL): a page's opens its site's own chat, tags and
 * advertising origins only (handed to the server in SITE_POLICY_HEADER, which replaces next.config's
 * policy of every provider as the response starts); the widget route's also says who may frame it
 * (spec §2 widget mode). The pages themselves stay cached per tenant.
 * A site's files (robots.txt, favicon, the reference lists) are per tenant, not per language.
 */

const SITE_FILES = new Set(['/robots.txt', '/favicon.ico', '/reference-lists.json']);

const defaultTenant = () => process.env.DEFAULT_TENANT || 'demo';

export async function proxy(request: NextRequest): Promise<NextResponse> {
  // Pages take no request bodies: a declared large one is refused before it is read.
  if (declaresTooLarge(request.headers, DEFAULT_BODY_LIMIT_BYTES))
    return new NextResponse(null, { status: 413 });
  const url = request.nextUrl;
  const host = request.headers.get('host');
  const parsed = parseHost(host, process.env.ROOT_DOMAIN);

  if (parsed.kind === 'root' && host && /^(www\.)?localhost(:\d+)?$/i.test(host)) {
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
  const site = siteForHost(host, { ROOT_DOMAIN: rootDomain, DEFAULT_TENANT: defaultTenant() });
  if (SITE_FILES.has(url.pathname)) {
    const to = url.clone();
    to.pathname = `/${encodeURIComponent(site)}${url.pathname}`;
    return NextResponse.rewrite(to);
  }
  const locales = await siteLocalesFor(site);
  const route = chooseLocaleRoute({
    pathname: url.pathname,
    site: locales,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (route.kind === 'redirect') {
    const to = url.clone();
    to.pathname = route.location;
    const res = NextResponse.redirect(to, route.permanent ? 308 : 307);
    res.headers.set('Vary', 'Cookie, Accept-Language');
    return res;
  }
  const { locale, rest } = route;
  if (rest === '/') {
    const to = url.clone();
    to.pathname = localizePath(HOME_PATH, locale, locales.defaultLocale);
    return NextResponse.redirect(to, 307);
  }
  const to = url.clone();
  // Every share address (spec §2, user_prof/share + referer code) renders the site's one cached
  // share page; the browser keeps its own address and reads the code from it.
  const page = isSharePath(rest) ? SHARE_PAGE_PATH : rest;
  to.pathname = `/${encodeURIComponent(site)}/${locale}${page}`;
  // next-intl's request locale for a render that reads headers anyway (a dynamic page): the same
  // locale the route segment carries (i18n/route-locale.ts sets it for cached ones).
  const headers = new Headers(request.headers);
  headers.set('x-next-intl-locale', locale);
  const sources = await siteScriptSourcesFor(site);
  if (rest === WIDGET_PATH_PREFIX || rest.startsWith(`${WIDGET_PATH_PREFIX}/`))
    return rewriteWidget(to, site, rest, headers, sources);
  const responseHeaders: Record<string, string> = {
    [SITE_POLICY_HEADER]: sitePagePolicy({ dev: process.env.NODE_ENV !== 'production', sources }),
  };
  // An unprefixed address of a site with several languages answers by cookie and browser language.
  if (locales.locales.length > 1 && rest === url.pathname) responseHeaders.Vary = 'Cookie, Accept-Language';
  return NextResponse.rewrite(to, { request: { headers }, headers: responseHeaders });
}

/** A widget page, with the policy that lets only its site's listed origins (and ours) frame it. */
async function rewriteWidget(
  to: URL,
  site: string,
  path: string,
  headers: Headers,
  sources: Record<string, string[]>,
): Promise<NextResponse> {
  const ids = widgetIdsOfPath(path);
  const origins = ids ? await widgetFrameOrigins(site, ids) : [];
  const policy = widgetPagePolicy({ dev: process.env.NODE_ENV !== 'production', origins, sources });
  return NextResponse.rewrite(to, { request: { headers }, headers: { 'Content-Security-Policy': policy } });
}

export const config = {
  // Everything but build assets, the shared static folder, the API (see above), the health probes
  // (/healthz, /readyz) and /metrics, which are per instance, not per site; robots.txt, sitemap.xml
  // and the favicon are per tenant, so they go through.
  matcher: ['/((?!_next/static|_next/image|assets/|api/|healthz$|readyz$|metrics$).*)'],
};
