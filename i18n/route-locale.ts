import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './locales';

/**
 * The locale of a page's route (`app/[tenant]/[locale]/…`, which the proxy fills from the URL's
 * prefix or the site's default) set as next-intl's request locale. Every page, layout and
 * generateMetadata under [locale] calls it first: Next may render any of them on its own (a
 * client navigation renders only the segments that change), and next-intl would otherwise read
 * the locale from the request's headers, which makes a cached page dynamic. Not a shipped locale:
 * 404. Whether the site offers it is the [locale] layout's check.
 */
export async function routeLocale(params: Promise<object>): Promise<Locale> {
  const { locale } = (await params) as { locale?: unknown };
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
