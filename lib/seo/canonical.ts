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
 * canonical URL is that language's address; pages get it with canonicalOf (lib/seo/route-canonical).
 *
 * No `hreflang` links: the site's sitemaps name every language of each page (sitemapEntries), one
 * of the three ways search engines read them. In each page they weighed ~1.9 kB on an
 * eight-language site (Next writes metadata into the head and again into the page's payload).
 */
export function canonicalFor(
  path: string,
  route?: Pick<SiteLocales, 'defaultLocale'> & { locale: Locale },
): Pick<Metadata, 'alternates'> {
  const canonical = canonicalPath(path);
  if (!route) return { alternates: { canonical } };
  return { alternates: { canonical: localizePath(canonical, route.locale, route.defaultLocale) } };
}

/** `/search/trips/` or `search/trips?x#y` → `/search/trips`: one spelling per page. */
export function canonicalPath(path: string): string {
  const bare = path.trim().replace(/[?#].*$/, '');
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
