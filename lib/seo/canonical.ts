import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { localizePath, type SiteLocales } from '@/i18n/routing';

/**
 * Metadata giving a page its canonical URL. Pages call it from their own `metadata` /
 * `generateMetadata` (the tenant layout cannot know the path without reading the request):
 *
 *   export const metadata = canonicalFor('/contact-us');
 *
 * The path is resolved against the tenant layout's `metadataBase` (the site's public origin), and
 * only `alternates` is set, because Next merges metadata shallowly: a page that set `openGraph`
 * would replace the layout's whole OpenGraph block. Given the page's language and the site's, the
 * canonical URL is that language's address and every language the site offers is an `hreflang`
 * alternate (with `x-default` the default's); pages get them with canonicalOf (lib/seo/route-canonical).
 */
export function canonicalFor(
  path: string,
  route?: SiteLocales & { locale: Locale },
): Pick<Metadata, 'alternates'> {
  const canonical = canonicalPath(path);
  if (!route) return { alternates: { canonical } };
  const at = (locale: Locale) => localizePath(canonical, locale, route.defaultLocale);
  // A site with one language has no alternates: its pages stay as they were before languages.
  if (route.locales.length < 2) return { alternates: { canonical: at(route.locale) } };
  const languages: Record<string, string> = Object.fromEntries(route.locales.map((l) => [l, at(l)]));
  languages['x-default'] = at(route.defaultLocale);
  return { alternates: { canonical: at(route.locale), languages } };
}

/** `/search/trips/` or `search/trips?x#y` → `/search/trips`: one spelling per page. */
export function canonicalPath(path: string): string {
  const bare = path.trim().replace(/[?#].*$/, '');
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
