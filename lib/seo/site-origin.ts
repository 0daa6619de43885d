/**
 * The public origin of a site, derived from the site key alone. Tenant layouts and route handlers
 * are cached per tenant, so they must not read the request's Host (headers() makes a page dynamic);
 * canonical URLs, the sitemap and structured data use this instead.
 */

export interface OriginEnv {
  /** The platform's root domain in production (`itinera.example` → `https://demo.itinera.example`). */
  ROOT_DOMAIN?: string;
  /** The port of a local server (default 3000); only used without ROOT_DOMAIN. */
  PORT?: string;
  /** Any other variables (so `process.env` can be passed as it is). */
  [name: string]: string | undefined;
}

const HOSTNAME = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

/** `ROOT_DOMAIN` as a bare hostname: lowercase, no scheme, port, path or surrounding dots. */
function rootDomainOf(value: string | undefined): string | null {
  const host = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/:].*$/, '')
    .replace(/^\.+|\.+$/g, '');
  // `localhost` is what local development already means; it is not a public root domain.
  return host && host !== 'localhost' ? host : null;
}

/**
 * A site is a tenant key (`demo`) or a custom domain (`travel.acme.com`: it contains a dot).
 * - custom domain → `https://<domain>`
 * - key with ROOT_DOMAIN set → `https://<key>.<ROOT_DOMAIN>`
 * - key otherwise (local) → `http://<key>.localhost:<PORT or 3000>`
 */
export function siteOrigin(site: string, env: OriginEnv): string {
  const key = decodeURIComponent(site).trim().toLowerCase();
  if (!HOSTNAME.test(key)) throw new Error(`Not a site key or domain: ${JSON.stringify(site)}`);
  if (key.includes('.')) return `https://${key}`;
  const root = rootDomainOf(env.ROOT_DOMAIN);
  if (root) return `https://${key}.${root}`;
  const port = /^\d+$/.test(env.PORT ?? '') ? env.PORT : '3000';
  return `http://${key}.localhost:${port}`;
}

/**
 * An absolute http(s) URL for a configured link or asset path (`/assets/logo.svg` → on the site's
 * origin), or null when it is empty or uses another scheme (`javascript:`, `data:`).
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  const v = value?.trim();
  if (!v) return null;
  try {
    const url = new URL(v, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
