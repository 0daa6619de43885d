/** sitemap.xml (sitemaps.org protocol 0.9) for a list of absolute URLs. */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/**
 * No <lastmod>: the configuration carries no modification dates, and a made-up date is worse than
 * none (crawlers learn to ignore a site's lastmod when it is wrong).
 */
export function buildSitemapXml(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
