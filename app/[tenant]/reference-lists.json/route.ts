import { referenceListsForBrowser, referenceListsLocale } from '@/lib/reference/browser-lists-server';
import { siteForFile, unknownSite } from '@/lib/seo/site-files';

/**
 * /reference-lists.json of a site: the countries, currencies and dial codes its choosers offer,
 * fetched by the browser when a chooser opens (lib/reference/browser-lists.ts), with names in
 * `?locale=` (a shipped locale; en-GB when absent). Only known sites have one. The query makes the
 * route dynamic (a static route never sees it), so it stays cheap and cacheable otherwise: the
 * lists are built once per locale in memory and the answer is public for a day, keyed by its URL.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export async function GET(request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  const asked = referenceListsLocale(new URL(request.url).searchParams);
  if (!asked.ok) {
    // The envelope every 400 of the platform has (lib/backend/http/parse-or-400.ts), naming the field.
    const { field, message } = asked;
    return Response.json(
      { data: null, message, errors: { code: 'invalid_request', message, [field]: [message] } },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
  if (!(await siteForFile(params))) return unknownSite();
  return Response.json(referenceListsForBrowser(asked.locale), {
    headers: { 'cache-control': CACHE_CONTROL },
  });
}
