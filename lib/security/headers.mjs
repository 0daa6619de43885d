// @ts-check
/**
 * Security headers for every response, applied from next.config.mjs `headers()` (so they also cover
 * ISR-cached pages, /api/* and build assets without any per-request work). Plain ESM JavaScript
 * because next.config.mjs imports it; types are in headers.d.mts, tests in headers.test.ts.
 *
 * Scripts: a nonce per response, on every page, cached ones included. Tenant pages are rendered once
 * per tenant and served from the ISR cache (docs/architecture.md, "Rendering and caching"), and Next
 * can only stamp a nonce on pages it renders per request (~4x less throughput). So the nonce is added
 * on the way out instead, by the server (lib/security/script-nonce/): the static policy below names
 * NONCE_PLACEHOLDER; for every HTML response the server draws a nonce, puts it in the header in place
 * of the placeholder, and gives it to the framework's own inline scripts only (Next's RSC data,
 * Turbopack's chunk list, React's streaming runtime: whole texts of known shapes, framework-scripts.ts)
 * — an injected <script>, whatever it says, gets none and does not run. No 'unsafe-inline' in
 * script-src (development keeps it, with 'unsafe-eval': the dev server's own scripts).
 * Styles keep 'unsafe-inline': style attributes cannot carry a nonce (CSP 3), components and the
 * chat providers' widgets set them, and the tenant theme is an inline <style>.
 *
 * Chat, tags and pixels (issue 30): each page's policy opens its own site's providers and no other's.
 * The proxy knows the site and reads its configuration (lib/client/site-routing.ts, kept for a short
 * TTL), so it hands the page sitePagePolicy — release notes plus that site's chat, tags and
 * advertising origins — in SITE_POLICY_HEADER, which the server puts in place of the static policy
 * below as the response starts. The static one (next.config.mjs, every provider's origins) is what
 * the API, assets and any response the proxy does not see keep. The pages of a site that configures
 * scripts also carry that site's policy in a <meta http-equiv> (siteScriptsPolicy, rendered into
 * its cached HTML by app/[tenant]/[locale]/(site)/layout.tsx, its nonce stamped like the header's),
 * which a browser enforces beside the header. The scripts themselves are added by our bundle after
 * consent (lib/browser/site-scripts/loader.ts): no inline snippet.
 */

/**
 * The nonce a policy names until the server puts the response's own in its place
 * (lib/security/script-nonce/response.ts); matches no script if it were ever sent as it is.
 */
export const NONCE_PLACEHOLDER = 'itinera-per-request';

/**
 * The release-notes widget (Beamer) that starts for agency staff after sign-in (spec §1, §4, §6),
 * on every site: its origins stay in every page's policy.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const RELEASE_NOTES_SOURCES = {
  'script-src': ['https://app.getbeamer.com'],
  'style-src': ['https://app.getbeamer.com'],
  'connect-src': ['https://app.getbeamer.com', 'https://backend.getbeamer.com'],
  'frame-src': ['https://app.getbeamer.com'],
};

/**
 * The union of every origin the site scripts of lib/site-scripts/registry.ts (ten chat providers,
 * Google tag, Meta pixel, agency 379's advertising) may need; registry.test.ts fails when a
 * provider's origin is missing here. Only the static policy (API, assets) carries it whole: a page's
 * policy has its own site's providers only (sitePagePolicy, below).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const SITE_SCRIPT_SOURCES = {
  'script-src': [
    'https://embed.tawk.to',
    'https://cdn.jsdelivr.net',
    'https://widget.intercom.io',
    'https://js.intercomcdn.com',
    'https://static.zdassets.com',
    'https://fw-cdn.com',
    'https://*.freshchat.com',
    'https://client.crisp.chat',
    'https://settings.crisp.chat',
    'https://code.tidio.co',
    'https://widget-v4.tidiochat.com',
    'https://cdn.livechatinc.com',
    'https://secure.livechatinc.com',
    'https://js.hs-scripts.com',
    'https://js.usemessages.com',
    'https://js.hs-analytics.net',
    'https://js.hs-banner.com',
    'https://js.hscollectedforms.net',
    'https://js.driftt.com',
    'https://static.olark.com',
    'https://www.googletagmanager.com',
    'https://connect.facebook.net',
    'https://securepubads.g.doubleclick.net',
    'https://pagead2.googlesyndication.com',
  ],
  'style-src': [
    'https://embed.tawk.to',
    'https://client.crisp.chat',
    'https://widget-v4.tidiochat.com',
    'https://static.olark.com',
  ],
  'font-src': [
    'https://embed.tawk.to',
    'https://js.intercomcdn.com',
    'https://fonts.intercomcdn.com',
    'https://client.crisp.chat',
    'https://widget-v4.tidiochat.com',
  ],
  'connect-src': [
    'https://*.tawk.to',
    'wss://*.tawk.to',
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://*.intercomcdn.com',
    'https://*.zendesk.com',
    'wss://*.zendesk.com',
    'https://*.zdassets.com',
    'https://*.freshchat.com',
    'wss://*.freshchat.com',
    'https://*.freshworks.com',
    'https://client.crisp.chat',
    'https://storage.crisp.chat',
    'wss://client.relay.crisp.chat',
    'wss://stream.relay.crisp.chat',
    'https://*.tidio.co',
    'wss://*.tidio.co',
    'https://*.tidiochat.com',
    'https://*.livechatinc.com',
    'wss://*.livechatinc.com',
    'https://*.hubspot.com',
    'https://*.hubapi.com',
    'https://*.hs-banner.com',
    'https://*.drift.com',
    'wss://*.drift.com',
    'https://*.driftt.com',
    'https://*.olark.com',
    'wss://*.olark.com',
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.facebook.com',
    'https://connect.facebook.net',
    'https://securepubads.g.doubleclick.net',
    'https://pagead2.googlesyndication.com',
  ],
  'frame-src': [
    'https://*.tawk.to',
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://*.zendesk.com',
    'https://*.freshchat.com',
    'https://game.crisp.chat',
    'https://secure.livechatinc.com',
    'https://app.hubspot.com',
    'https://js.driftt.com',
    'https://*.drift.com',
    'https://*.olark.com',
    'https://*.doubleclick.net',
    'https://tpc.googlesyndication.com',
  ],
  'media-src': [
    'https://embed.tawk.to',
    'https://js.intercomcdn.com',
    'https://static.zdassets.com',
    'https://client.crisp.chat',
    'https://widget-v4.tidiochat.com',
  ],
};

/**
 * Several source lists as one (no duplicates).
 * @param {...Readonly<Record<string, readonly string[]>>} lists
 * @returns {Record<string, string[]>}
 */
export function mergeSources(...lists) {
  /** @type {Record<string, string[]>} */
  const out = {};
  for (const list of lists) {
    for (const [name, sources] of Object.entries(list)) {
      const into = out[name] ?? [];
      for (const s of sources) if (!into.includes(s)) into.push(s);
      out[name] = into;
    }
  }
  return out;
}

/**
 * Hosts that features add to the static policy (payment gateways have their own, see below).
 * Keep each list next to a comment naming the feature that needs it.
 */
export const THIRD_PARTY_SOURCES = mergeSources(RELEASE_NOTES_SOURCES, SITE_SCRIPT_SOURCES);

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
 * The header through which the proxy hands a page its site's own policy (sitePagePolicy); the
 * server moves it into Content-Security-Policy as the response starts (lib/security/script-nonce/
 * response.ts), so it never leaves the server.
 */
export const SITE_POLICY_HEADER = 'x-itinera-site-policy';

/**
 * The policy of one site's pages: the release-notes widget and the origins of that site's own chat,
 * tags and advertising (`sources`), nothing of the other providers'. Set per request by the proxy,
 * which knows the site (lib/client/site-routing.ts); the static header of next.config, with every
 * provider's origins, is what a response would carry without it.
 * @param {{ dev?: boolean; sources?: Readonly<Record<string, readonly string[]>>; frameAncestors?: readonly string[] }} [options]
 * @returns {string}
 */
export function sitePagePolicy(options = {}) {
  const { dev = false, sources = {}, frameAncestors } = options;
  return buildContentSecurityPolicy({
    dev,
    frameAncestors,
    extra: mergeSources(RELEASE_NOTES_SOURCES, sources),
  });
}

/**
 * `frameAncestors`: who may frame the page; our own origin only unless a widget's site lists more
 * (widgetPagePolicy).
 * @param {{ dev?: boolean; frameAncestors?: readonly string[]; extra?: Readonly<Record<string, readonly string[]>> }} [options]
 * @returns {string}
 */
export function buildContentSecurityPolicy(options = {}) {
  return serialise(policyDirectives(options));
}

/**
 * @param {Record<string, string[]>} directives
 * @returns {string}
 */
const serialise = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * The policy one site's pages carry in a `<meta http-equiv>` besides the header when the site
 * configures scripts (lib/site-scripts/plan.ts): the same directives, with the third-party origins
 * of that site's own providers (`sources`) and the release-notes widget only. A browser enforces
 * both policies, so the header's union of every provider is cut down to this site's. Directives a
 * meta policy may not carry (frame-ancestors; browsers ignore it there and say so on the console)
 * stay in the header alone.
 * @param {{ dev?: boolean; sources: Readonly<Record<string, readonly string[]>> }} options
 * @returns {string}
 */
export function siteScriptsPolicy({ dev = false, sources }) {
  const directives = policyDirectives({ dev, extra: mergeSources(RELEASE_NOTES_SOURCES, sources) });
  delete directives['frame-ancestors'];
  return serialise(directives);
}

/**
 * @param {{ dev?: boolean; frameAncestors?: readonly string[]; extra?: Readonly<Record<string, readonly string[]>> }} options
 * @returns {Record<string, string[]>}
 */
function policyDirectives(options) {
  const { dev = false, frameAncestors = ["'self'"], extra = THIRD_PARTY_SOURCES } = options;
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    // Production: the framework's inline scripts carry the response's nonce (see the top). Development:
    // React's dev build and Fast Refresh evaluate code and write inline scripts of their own.
    'script-src': dev
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", `'nonce-${NONCE_PLACEHOLDER}'`],
    // The tenant theme is an inline <style>; components use style attributes (see the top).
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
    'frame-ancestors': [...frameAncestors],
  };
  for (const [name, sources] of Object.entries(extra)) {
    // Features may widen where content comes from, never who may frame us or plugins/<base>.
    if (LOCKED_DIRECTIVES.includes(name)) continue;
    const list = directives[name] ?? [];
    for (const s of sources) if (!list.includes(s)) list.push(s);
    directives[name] = list;
  }
  return directives;
}

/**
 * The policy of a widget page (spec §2 widget mode): the site's own policy, framed by our origin and
 * by the origins the site lists for this widget (lib/tenant/widgets.ts, already normalised; anything
 * that is not a plain http(s) origin is dropped here too). Set per request by the proxy, because
 * each site lists its own origins; next.config leaves the widget routes' policy to it.
 * With `sources`, the site's own providers' origins only (sitePagePolicy), else every provider's.
 * @param {{ dev?: boolean; origins?: readonly string[]; sources?: Readonly<Record<string, readonly string[]>> }} [options]
 * @returns {string}
 */
export function widgetPagePolicy(options = {}) {
  const { dev = false, origins = [], sources } = options;
  /** @type {string[]} */
  const ancestors = ["'self'"];
  for (const origin of origins) {
    const parsed = URL.canParse(origin) ? new URL(origin) : null;
    if (!parsed || parsed.origin !== origin || !/^https?:$/.test(parsed.protocol) || origin.includes('*'))
      continue;
    if (!ancestors.includes(origin)) ancestors.push(origin);
  }
  return sources
    ? sitePagePolicy({ dev, sources, frameAncestors: ancestors })
    : buildContentSecurityPolicy({ dev, frameAncestors: ancestors });
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
    // The widget pages' policy is per site (who may frame them): the proxy sets it (widgetPagePolicy).
    { source: `${WIDGET_PATH_PREFIX}/:path*`, headers: [...common] },
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
