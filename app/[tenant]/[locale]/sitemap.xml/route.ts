import { isLocale } from '@/i18n/locales';
import { localizePath } from '@/i18n/routing';
import { buildSitemapXml, publicPagePaths, sitemapEntries } from '@/lib/seo';
import { siteForFile, unknownSite } from '@/lib/seo/site-files';

/**
 * /sitemap.xml of a site in one of its languages (`/fr/sitemap.xml`): home and the info pages it
 * has, at that language's addresses, each with its address in every other language (hreflang);
 * robots.txt lists one per language.
 *
 * Rendered per request rather than ISR, unlike robots.txt: Next takes any route ending in
 * `/sitemap.xml` for a metadata route, and a static one under `[tenant]` gets prerendered at build
 * time for a placeholder site `-` (opening the database during `next build`) while real sites are
 * still served uncached. Per request it is cheap: the configuration comes from the tagged data cache
 * and no React renders; Cache-Control lets browsers and CDNs keep it like the ISR files.
 */
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ tenant: string; locale: string }> },
) {
  const site = await siteForFile(params);
  const { locale } = await params;
  if (!site || !isLocale(locale) || !site.wc.locales.includes(locale)) return unknownSite();
  const { defaultLocale, locales } = site.wc;
  const entries = sitemapEntries(
    publicPagePaths(site.wc),
    (path, l) => `${site.origin}${localizePath(path, l as typeof locale, defaultLocale)}`,
    { locale, locales, defaultLocale },
  );
  return new Response(buildSitemapXml(entries), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300, stale-while-revalidate=3600',
    },
  });
}
