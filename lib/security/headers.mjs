// @ts-check
/**
 * Security headers for every response, applied from next.config.mjs `headers()` (so they also cover
 * ISR-cached pages, /api/* and build assets without any per-request work). Plain ESM JavaScript
 * because next.config.mjs imports it; types are in headers.d.mts, tests in headers.test.ts.
 *
 * Why a static Content-Security-Policy and 'unsafe-inline' scripts: tenant pages are rendered once
 * per tenant and served from the ISR cache (docs/architecture.md, "Rendering and caching"). A nonce has
 * to differ per response, which forces per-request rendering and costs ~4x throughput. Without a
 * nonce, Next's inline RSC bootstrap scripts (`self.__next_f.push(...)`, different for every page
 * and tenant, so no fixed hash list can cover them) only run with 'unsafe-inline'. The trade-off:
 * this policy does not stop an injected inline script, so XSS defence rests on React's escaping and
 * on sanitising configured HTML (about_us, updates); the policy still blocks plugins
 * (object-src 'none'), <base> hijacking, form posts to foreign hosts, framing by other sites
 * (clickjacking), and scripts/frames/connections to hosts outside the allow-lists below.
 * Pages that are per-user anyway (bookings, payment) may later add a nonce-based policy in the proxy.
 */

/**
 * Hosts that features add to the policy as they arrive (payment gateways to form-action and
 * frame-src, chat providers to script-src/frame-src/connect-src, tag managers, geolocation API…).
 * Keep each entry next to a comment naming the feature that needs it.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const THIRD_PARTY_SOURCES = {
  // Release-notes widget (Beamer) that starts for agency staff after sign-in (spec §1, §4, §6).
  'script-src': ['https://app.getbeamer.com'],
  'style-src': ['https://app.getbeamer.com'],
  'connect-src': ['https://app.getbeamer.com', 'https://backend.getbeamer.com'],
  'frame-src': ['https://app.getbeamer.com'],
};

/** The page routes that agencies embed in their own sites (spec §2, widget mode). */
export const WIDGET_PATH_PREFIX = '/search/trips/widgetsSearch';

const LOCKED_DIRECTIVES = ['frame-ancestors', 'object-src', 'base-uri'];

/**
 * The payment routes that hand a browser to a gateway or take it back (the built-in backend's
 * lib/backend/routes/payment-gateways.ts, as browsers address them). They are left out of the
 * static policy below because each response carries its own, made for its site's gateway by
 * paymentPagePolicy: a header from next.config would win over the route's (Next sends the first).
 */
export const GATEWAY_PAGE_PATH_PREFIX = '/api/payment-gateway/';

/** The directives a gateway's origins may open; every other stays as on any page. */
export const GATEWAY_DIRECTIVES = ['form-action', 'frame-src', 'connect-src', 'script-src'];

/**
 * The policy of a payment route for one site: nothing may load but what the page itself needs
 * (its one inline script, by hash), and form-action, frame-src, connect-src and script-src open
 * exactly to the origins the site's gateway needs (`gateway`), nothing more. Never framed.
 * @param {{ gateway?: Readonly<Record<string, readonly string[]>>; scriptHashes?: readonly string[] }} [options]
 * @returns {string}
 */
export function paymentPagePolicy(options = {}) {
  const { gateway = {}, scriptHashes = [] } = options;
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'none'"],
    'script-src': scriptHashes.map((h) => `'${h}'`),
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'"],
    'connect-src': [],
    'frame-src': [],
    'form-action': [],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  for (const name of GATEWAY_DIRECTIVES) {
    for (const origin of gateway[name] ?? []) {
      // Origins only (scheme, host, port): a path or a wildcard would open more than the gateway.
      const parsed = URL.canParse(origin) ? new URL(origin) : null;
      if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol) || origin.includes('*'))
        continue;
      const list = directives[name] ?? [];
      if (!list.includes(origin)) list.push(origin);
      directives[name] = list;
    }
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length > 0 ? sources.join(' ') : "'none'"}`)
    .join('; ');
}

/**
 * @param {{ dev?: boolean; embeddable?: boolean; extra?: Readonly<Record<string, readonly string[]>> }} [options]
 * @returns {string}
 */
export function buildContentSecurityPolicy(options = {}) {
  const { dev = false, embeddable = false, extra = THIRD_PARTY_SOURCES } = options;
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    // 'unsafe-eval' only in development: React's dev build and Fast Refresh evaluate code.
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    // The tenant theme is an inline <style>; components use style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Tenant images (logos, banners, backgrounds) come from whatever host the configuration names.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Widget routes are embedded by agencies' other sites, whose origins are not known here.
    'frame-ancestors': embeddable ? ['*'] : ["'self'"],
  };
  for (const [name, sources] of Object.entries(extra)) {
    // Features may widen where content comes from, never who may frame us or plugins/<base>.
    if (LOCKED_DIRECTIVES.includes(name)) continue;
    const list = directives[name] ?? [];
    for (const s of sources) if (!list.includes(s)) list.push(s);
    directives[name] = list;
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Permissions-Policy: the booking flow may ask for the visitor's location (origin city) and run a
 * payment request on our own origin; nothing else is used, so everything else is off.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=(self)',
  'usb=()',
].join(', ');

/**
 * HSTS for a year, without includeSubDomains or preload: a tenant's custom domain may be an
 * agency's apex domain, and we must not force HTTPS onto its other subdomains.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Hostnames (port already removed by Next) that never get HSTS: local development and tests. */
// One group: Next anchors the value as ^value$, and a bare alternation would escape the anchors.
export const LOCAL_HOST_PATTERN = '(?:(?:.+\\.)?localhost|127(?:\\.\\d{1,3}){3}|\\[.*|0\\.0\\.0\\.0)';

/**
 * The `headers()` rules of next.config.mjs.
 * @param {{ production: boolean; extra?: Readonly<Record<string, readonly string[]>> }} options
 * @returns {{ source: string; missing?: { type: 'host'; value: string }[]; headers: { key: string; value: string }[] }[]}
 */
export function securityHeaderRules({ production, extra }) {
  const dev = !production;
  const common = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
  const widget = WIDGET_PATH_PREFIX.slice(1);
  const gatewayPages = GATEWAY_PAGE_PATH_PREFIX.slice(1);
  // Next matches `source` against the requested path (before the proxy's tenant rewrite).
  const rules = [
    {
      source: `/:path((?!${widget}(?:/|$))(?!${gatewayPages}).*)`,
      headers: [
        ...common,
        { key: 'Content-Security-Policy', value: buildContentSecurityPolicy({ dev, extra }) },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
    {
      source: `${WIDGET_PATH_PREFIX}/:path*`,
      headers: [
        ...common,
        {
          key: 'Content-Security-Policy',
          value: buildContentSecurityPolicy({ dev, extra, embeddable: true }),
        },
      ],
    },
  ];
  // The gateway pages' policy and framing are their own (paymentPagePolicy, sent by the route).
  // `(.*)`, not `*`: the contract's paths end in a slash, which `:path*` does not match.
  rules.push({ source: `${GATEWAY_PAGE_PATH_PREFIX}:path(.*)`, headers: [...common] });
  if (production) {
    // Browsers ignore HSTS over plain HTTP, and localhost never gets it, so `next start` on a
    // developer machine is unaffected.
    rules.push({
      source: '/:path*',
      missing: [{ type: 'host', value: LOCAL_HOST_PATTERN }],
      headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
    });
  }
  return rules;
}
