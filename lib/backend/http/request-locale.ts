import { type Locale, toLocale } from '@/i18n/locales';
import { LOCALE_HEADER } from '@/i18n/routing';
import { siteLocales } from '@/lib/tenant/site-locales';

/**
 * The language a request was made in (issue 31): the page's, as the browser said, when it is a
 * shipped locale the site offers; else the site's default. The one place the server reads the
 * header; a booking, a user's preference and the e-mails sent for them take it from here.
 */
export function requestLocale(
  headers: Pick<Headers, 'get'>,
  siteConfig: { locales?: readonly string[] | null; default_locale?: string | null },
): Locale {
  const { locales, defaultLocale } = siteLocales(siteConfig);
  const asked = toLocale(headers.get(LOCALE_HEADER));
  return asked && locales.includes(asked) ? asked : defaultLocale;
}
