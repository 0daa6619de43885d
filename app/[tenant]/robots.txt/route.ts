import { localizePath } from '@/i18n/routing';
import { buildRobotsTxt } from '@/lib/seo';
import { siteForFile, unknownSite } from '@/lib/seo/site-files';

/** /robots.txt of a site (the proxy rewrites it to /<site>/robots.txt). Cached per site like pages. */
export const revalidate = 300;
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  const site = await siteForFile(params);
  if (!site) return unknownSite();
  const { locales, defaultLocale } = site.wc;
  const localePrefixes = locales
    .filter((l) => l !== defaultLocale)
    .map((l) => localizePath('/', l, defaultLocale));
  const robots = buildRobotsTxt({
    origin: site.origin,
    invitationOnly: site.wc.invitationOnly,
    localePrefixes,
  });
  return new Response(robots, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
