/**
 * Host → site. One pure function, unit-tested with a table of hosts (host.test.ts).
 *
 * A "site" is what the app's `[tenant]` route segment carries: a tenant key (`demo`) for a subdomain
 * of the root domain or of localhost, or a custom domain (`travel.acme.com`) that the tenant resolver
 * looks up. Keys never contain dots and domains always do, so one segment carries both without
 * ambiguity and the proxy never needs a database.
 */

/**
 * Subdomains that are never a tenant: platform hosts, and the site's own top-level route names
 * (the shell strips a leading `/<tenant>` segment from rewritten paths, so a tenant called `search`
 * would be indistinguishable from the /search route).
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'app',
  'api',
  'admin',
  'assets',
  'static',
  'cdn',
  'mail',
  'status',
  'docs',
  'help',
  'internal',
  // top-level routes of the site (spec §2)
  'search',
  'holidays',
  'userloginsso',
  'list',
  'details-list',
  'detail',
  'bookings',
  'bookingdetails',
  'booking-details',
  'quotation-details',
  'notifications-engine',
  'make-payment',
  'payit',
  'pay-success',
  'pay-failure',
  'static_package',
  'mbl',
  'featured-packages',
  'set-password',
  'verify',
  'contact-us',
  'about-us',
  'updates',
  'terms',
  '404',
]);

export type ParsedHost =
  | { kind: 'tenant'; site: string }
  | { kind: 'domain'; site: string }
  /** The platform itself (bare localhost, an IP address, the root domain, a reserved subdomain). */
  | { kind: 'root' };

const TENANT_KEY = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

export function isTenantKey(value: string): boolean {
  return TENANT_KEY.test(value) && !RESERVED_SUBDOMAINS.has(value);
}

/** Lowercase, drop the port, a trailing dot and a leading `www.`. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1); // IPv6 literal
  h = h.replace(/:\d+$/, '').replace(/\.$/, '');
  return h.startsWith('www.') ? h.slice(4) : h;
}

export function parseHost(host: string | null | undefined, rootDomain?: string | null): ParsedHost {
  if (!host) return { kind: 'root' };
  const h = normaliseHost(host);
  if (!h || h.startsWith('[') || IPV4.test(h) || h === 'localhost') return { kind: 'root' };

  const roots = ['localhost'];
  const root = rootDomain ? normaliseHost(rootDomain) : '';
  if (root) roots.push(root);
  for (const r of roots) {
    if (h === r) return { kind: 'root' };
    if (h.endsWith(`.${r}`)) {
      const sub = h.slice(0, -(r.length + 1));
      // Only one label deep: `a.b.example.com` is not a tenant of example.com.
      return !sub.includes('.') && isTenantKey(sub) ? { kind: 'tenant', site: sub } : { kind: 'root' };
    }
  }
  return h.includes('.') ? { kind: 'domain', site: h } : { kind: 'root' };
}

/**
 * The site a request is for: the tenant key or custom domain of its Host, or the default tenant for
 * the platform's own hosts (bare localhost, IP addresses, the root domain). Used by the proxy for
 * pages and by the contract mount for /api/ (which the proxy does not run for, so request bodies
 * reach the route handler's size limit unread).
 */
export function siteForHost(
  host: string | null | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const parsed = parseHost(host, env.ROOT_DOMAIN);
  return parsed.kind === 'root' ? env.DEFAULT_TENANT || 'demo' : parsed.site;
}
