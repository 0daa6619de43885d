import type { Metadata } from 'next';

/**
 * Metadata giving a page its canonical URL. Pages call it from their own `metadata` /
 * `generateMetadata` (the tenant layout cannot know the path without reading the request):
 *
 *   export const metadata = canonicalFor('/contact-us');
 *
 * The path is resolved against the tenant layout's `metadataBase` (the site's public origin), and
 * only `alternates` is set, because Next merges metadata shallowly: a page that set `openGraph`
 * would replace the layout's whole OpenGraph block.
 */
export function canonicalFor(path: string): Pick<Metadata, 'alternates'> {
  return { alternates: { canonical: canonicalPath(path) } };
}

/** `/search/trips/` or `search/trips?x#y` → `/search/trips`: one spelling per page. */
export function canonicalPath(path: string): string {
  const bare = path.trim().replace(/[?#].*$/, '');
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}
