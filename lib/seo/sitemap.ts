/** sitemap.xml (sitemaps.org protocol 0.9) for a list of absolute URLs. */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** One page of a sitemap: its address, and the same page in each language the site offers. */
export interface SitemapEntry {
  loc: string;
  /** hreflang → absolute URL, `x-default` included; empty on a site with one language. */
  alternates: readonly (readonly [hreflang: string, href: string])[];
}

/**
 * The entries of one language's sitemap: each page at that language's address, with its
 * `hreflang` alternates (every language, itself included, and `x-default` the default's), as
 * Google reads them from sitemaps. The pages carry no hreflang links of their own (canonical.ts).
 */
export function sitemapEntries(
  paths: readonly string[],
  at: (path: string, locale: string) => string,
  site: { locale: string; locales: readonly string[]; defaultLocale: string },
): SitemapEntry[] {
  return paths.map((path) => ({
    loc: at(path, site.locale),
    alternates:
      site.locales.length < 2
        ? []
        : [
            ...site.locales.map((l) => [l, at(path, l)] as const),
            ['x-default', at(path, site.defaultLocale)] as const,
          ],
  }));
}

/**
 * No <lastmod>: the configuration carries no modification dates, and a made-up date is worse than
 * none (crawlers learn to ignore a site's lastmod when it is wrong).
 */
export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const url = (e: SitemapEntry) => {
    const links = e.alternates.map(
      ([lang, href]) =>
        `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
    );
    return `  <url><loc>${escapeXml(e.loc)}</loc>${links.join('')}${links.length ? '\n  ' : ''}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(url),
    '</urlset>',
    '',
  ].join('\n');
}
