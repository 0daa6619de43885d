import { LOCALE_SLUGS, type Locale, localeOfSlug, matchAcceptLanguage } from './locales';

/**
 * The one URL rule for languages (issue 31): a site's default locale lives at its unprefixed
 * addresses (`/search/trips`), every other locale it offers under its slug (`/fr/search/trips`).
 * Pure: the proxy decides with it, pages and links write addresses with it.
 */

/**
 * The header the browser's API client sends with the page's language (lib/client/browser-api.ts)
 * and the server reads it from (lib/backend/http/request-locale.ts).
 */
export const LOCALE_HEADER = 'x-itinera-locale';

/** The cookie that remembers a visitor's choice of language on a site (its own host). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export interface SiteLocales {
  locales: readonly Locale[];
  defaultLocale: Locale;
}

/** The path prefix of `locale` on a site whose default is `defaultLocale` ('' for the default). */
export const localePrefix = (locale: Locale, defaultLocale: Locale): string =>
  locale === defaultLocale ? '' : `/${LOCALE_SLUGS[locale]}`;

/** `/search/trips` in `locale` on a site whose default is `defaultLocale`. */
export function localizePath(path: string, locale: Locale, defaultLocale: Locale): string {
  const bare = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return bare;
  const prefix = `/${LOCALE_SLUGS[locale]}`;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}

/**
 * An internal address in the page's language: `prefix` is the page's own (`/fr`, '' for the site's
 * default). Absolute paths only; API calls, other origins, fragments, queries and addresses that
 * already carry a language are left alone.
 */
export function withLocalePrefix(href: string, prefix: string): string {
  if (!prefix || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) return href;
  if (splitLocalePath(href.split(/[?#]/)[0] ?? href).locale) return href;
  return href === '/' ? prefix : `${prefix}${href}`;
}

/** The language prefix of a path as the visitor sees it (`/fr/search` → `/fr`), '' for none. */
export function localePrefixOf(pathname: string): string {
  const { locale } = splitLocalePath(pathname);
  return locale ? `/${pathname.split('/')[1]}` : '';
}

/** A path's locale prefix and the rest (`/fr/search` → fr-FR, `/search`); no prefix → null. */
export function splitLocalePath(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = localeOfSlug(match?.[1]);
  if (!locale) return { locale: null, rest: pathname };
  return { locale, rest: match?.[2] || '/' };
}

export type LocaleRoute =
  /** Serve `rest` in `locale` (the proxy rewrites to /<site>/<locale><rest>). */
  | { kind: 'serve'; locale: Locale; rest: string }
  /** Send the visitor to `location` (a path with the same query string appended by the caller). */
  | { kind: 'redirect'; location: string; permanent: boolean };

/**
 * Which language a page request gets.
 * - A prefix of a locale the site offers serves it; the default's own prefix redirects (308) to the
 *   unprefixed address, so each page has one URL per language; a locale the site does not offer is
 *   no prefix at all (its path falls through to the site's not-found page).
 * - An unprefixed address serves the default, unless the visitor chose another offered language
 *   (the cookie) or, on a first visit (no cookie), their browser prefers one (`Accept-Language`):
 *   then a 307 to that language's address. Crawlers send neither, so they index the default.
 */
export function chooseLocaleRoute(input: {
  pathname: string;
  site: SiteLocales;
  cookie: string | undefined;
  acceptLanguage: string | null;
}): LocaleRoute {
  const { pathname, site } = input;
  const { locale: prefixed, rest } = splitLocalePath(pathname);
  if (prefixed && site.locales.includes(prefixed)) {
    if (prefixed === site.defaultLocale) return { kind: 'redirect', location: rest, permanent: true };
    return { kind: 'serve', locale: prefixed, rest };
  }
  const chosen = input.cookie === undefined ? undefined : site.locales.find((l) => l === input.cookie);
  const preferred =
    input.cookie === undefined ? matchAcceptLanguage(input.acceptLanguage, site.locales) : (chosen ?? null);
  if (preferred && preferred !== site.defaultLocale)
    return {
      kind: 'redirect',
      location: localizePath(pathname, preferred, site.defaultLocale),
      permanent: false,
    };
  return { kind: 'serve', locale: site.defaultLocale, rest: pathname };
}
