import { draftMode } from 'next/headers';
import { isLocale } from '@/i18n/locales';
import { localizePath } from '@/i18n/routing';
import { searchPackages } from '@/lib/client/packages';
import { getWorkingConfig } from '@/lib/client/site-config';
import { fetchDraftSiteConfig } from '@/lib/client/site-preview';
import { isPreviewPage, previewPagePath, previewTarget } from '@/lib/console/preview-target';

type Params = { params: Promise<{ tenant: string; locale: string }> };

/**
 * GET /console/preview?page=home|results|detail (or ?to=/path) — the console's live preview (issue 32 item 2): for the admin whose
 * draft the backend holds, turns on draft mode (lib/client/site-preview.ts) and opens the page;
 * anyone else goes back to the console, which says who it is for. Never cached.
 */
export async function GET(request: Request, { params }: Params) {
  const { tenant, locale } = await params;
  const wc = await getWorkingConfig(tenant);
  const here = isLocale(locale) ? locale : (wc?.defaultLocale ?? 'en-GB');
  const localized = (path: string) => localizePath(path, here, wc?.defaultLocale ?? here);
  const query = new URL(request.url).searchParams;
  if (!wc || !(await fetchDraftSiteConfig(tenant))) return seeOther(localized('/console'));
  (await draftMode()).enable();
  const page = query.get('page');
  const to = isPreviewPage(page)
    ? previewPagePath(page, await firstPackageId(tenant))
    : previewTarget(query.get('to'));
  return seeOther(localized(to));
}

/** The site's first organised package, for the preview's detail page (none: null). */
async function firstPackageId(site: string): Promise<string | null> {
  const found = await searchPackages(site, {});
  return found.ok ? (found.data.results[0]?.id ?? null) : null;
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } });
}
