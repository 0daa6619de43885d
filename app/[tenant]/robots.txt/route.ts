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
  return new Response(buildRobotsTxt({ origin: site.origin, invitationOnly: site.wc.invitationOnly }), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
