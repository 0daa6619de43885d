import { referenceListsForBrowser } from '@/lib/reference/browser-lists-server';
import { siteForFile, unknownSite } from '@/lib/seo/site-files';

/**
 * /reference-lists.json of a site: the countries, currencies and dial codes its choosers offer,
 * fetched by the browser when a chooser opens (lib/reference/browser-lists.ts). Cached per site like
 * robots.txt; only known sites have one, so arbitrary Hosts add nothing to the cache.
 */
export const revalidate = 86400;
export const dynamic = 'force-static';
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  if (!(await siteForFile(params))) return unknownSite();
  return Response.json(referenceListsForBrowser());
}
