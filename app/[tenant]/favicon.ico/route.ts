import { absoluteUrl, monogramFaviconSvg } from '@/lib/seo';
import { siteForFile, unknownSite } from '@/lib/seo/site-files';

/**
 * /favicon.ico of a site (browsers and crawlers ask for it whatever the page declares): a redirect
 * to the configured favicon, or a monogram in the site's colours when none is configured.
 * Cached per site like pages.
 */
export const revalidate = 300;
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  const site = await siteForFile(params);
  if (!site) return unknownSite();
  const { wc, origin } = site;
  const target = absoluteUrl(wc.favIcon, origin);
  if (target) {
    // A configured path on our own origin is sent as a relative Location, so it also works on a host
    // other than the canonical one (a custom domain, a local port); foreign URLs stay absolute.
    const location = target.startsWith(`${origin}/`) ? target.slice(origin.length) : target;
    return new Response(null, { status: 307, headers: { location } });
  }
  const svg = monogramFaviconSvg({
    name: wc.vendorName,
    background: wc.theme.primary,
    foreground: wc.theme.onPrimary,
  });
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
}
