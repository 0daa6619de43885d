import { type Locale, toLocale } from '@/i18n/locales';
import { localizePath } from '@/i18n/routing';
import { siteLocales } from '@/lib/tenant/site-locales';

/**
 * The language a site writes to one reader in (issue 31): the reader's own (users.locale, the
 * language they last used the site in) when the site still offers it, else the site's default. And
 * a link into the site in that language. Pure.
 */

type SiteConfig = { locales?: readonly string[] | null; default_locale?: string | null };

export function readerLocale(site: SiteConfig, stored: string | null | undefined): Locale {
  const { locales, defaultLocale } = siteLocales(site);
  const own = toLocale(stored);
  return own && locales.includes(own) ? own : defaultLocale;
}

/** An absolute or root-relative link into the site, its path in `locale` (the default's unprefixed). */
export function linkIn(site: SiteConfig, locale: Locale, href: string): string {
  const { defaultLocale } = siteLocales(site);
  if (href.startsWith('/')) return localizePath(href, locale, defaultLocale);
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  url.pathname = localizePath(url.pathname, locale, defaultLocale);
  return url.toString();
}
