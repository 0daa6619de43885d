import { localeOfSlug, toLocale } from '@/i18n/locales';
/**
 * Which parts of the site shell show on which page (spec §2 "Desktop header and footer", "Mobile
 * shell"). Pure functions of the address path so that the tenant layout stays cacheable: small client
 * components call them with `usePathname()`, the layout itself never reads the request.
 */

/**
 * Home of every site (the empty path redirects here, spec §2): the search module's page, where the
 * country/currency chip and the mobile footer live.
 */
export const HOME_PATH = '/search/trips';

/** First path segments of the list and detail pages, the only pages with the header's mode menu. */
const MODE_MENU_SEGMENTS: ReadonlySet<string> = new Set(['list', 'details-list', 'detail']);

/** Address words that switch the footer to its main style (spec: "contains bookings, about_us or search"). */
const MAIN_FOOTER_WORDS = ['bookings', 'about_us', 'search'] as const;

export type FooterVariant = 'hidden' | 'main' | 'plain';

/**
 * The path as the visitor sees it. During a server render behind the proxy's rewrite the path may
 * still carry the tenant segment (`/demo/search/trips`); the browser's never does. Both must give
 * the same answer or hydration would disagree, so the tenant segment is removed when present.
 * (Tenant keys that equal a top-level route name, such as `search`, must therefore stay reserved.)
 */
export function visitorPath(pathname: string | null | undefined, tenant?: string): string {
  let path = (pathname ?? '/').split(/[?#]/)[0] || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  if (tenant) {
    const prefix = `/${encodeURIComponent(tenant.toLowerCase())}`;
    const lower = path.toLowerCase();
    if (lower === prefix) path = '/';
    else if (lower.startsWith(`${prefix}/`)) path = path.slice(prefix.length);
  }
  // The language: a slug as the visitor sees it (`/fr/…`) or the route's tag (`/fr-FR/…`).
  const first = path.split('/')[1] ?? '';
  if (localeOfSlug(first) || toLocale(first)) path = path.slice(first.length + 1) || '/';
  // One trailing slash means the same page.
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const firstSegment = (path: string): string => path.split('/').filter(Boolean)[0] ?? '';

export const isSearchTrips = (path: string): boolean => path === HOME_PATH;

/** The search module's pages (spec §2: holidays, userloginsso, search/trips), rendered by the no-code renderer when a site's builder is on. */
const SEARCH_MODULE_PATHS: ReadonlySet<string> = new Set([HOME_PATH, '/holidays', '/userloginsso']);

/** Header and footer are not shown on no-code search pages (spec §2): the builder draws its own. */
export const showStandardShellBesideBuilder = (path: string): boolean => !SEARCH_MODULE_PATHS.has(path);

/** The mode menu shows only on list and detail pages (`/list/…`, `/details-list/…`, `/detail/…`). */
export const showModeMenu = (path: string): boolean => MODE_MENU_SEGMENTS.has(firstSegment(path));

/** The country/currency chip shows only on search/trips. */
export const showCountryCurrency = (path: string): boolean => isSearchTrips(path);

/** The mobile back button is hidden on search/trips (there is nothing to go back to in the app). */
export const showBackButton = (path: string): boolean => !isSearchTrips(path);

/** The mobile footer appears only on search/trips. */
export const showMobileFooter = (path: string): boolean => isSearchTrips(path);

/** Hidden on the payment hand-off; the main style where the address contains bookings, about_us or search. */
export function footerVariant(path: string): FooterVariant {
  if (firstSegment(path) === 'make-payment') return 'hidden';
  return MAIN_FOOTER_WORDS.some((w) => path.includes(w)) ? 'main' : 'plain';
}

/** The path rules by name, so a server component can pick one for a client gate (functions can't cross). */
export const PATH_RULES = {
  modeMenu: showModeMenu,
  countryCurrency: showCountryCurrency,
  backButton: showBackButton,
  footer: (path: string) => footerVariant(path) !== 'hidden',
  standardShellBesideBuilder: showStandardShellBesideBuilder,
} as const;

export type PathRuleName = keyof typeof PATH_RULES;
