import 'server-only';
import { draftMode } from 'next/headers';
import type { TSiteConfig } from '@/lib/contract/site-config';
import { callTravelApi } from './transport';
import { visitorCookie } from './visitor';
import { readConfigAs } from './webconfig';

/**
 * The console's live preview (issue 32 item 2) on the storefront's side: the real pages render an
 * agency admin's unsaved draft, for that admin only. Next.js draft mode marks the admin's browser
 * (a cookie only /console/preview sets, signed with the build's secret); a page rendered in draft
 * mode is rendered per request and never cached or served to anyone else. Even then the draft comes
 * from the backend as the signed-in admin's own (GET api/console/site/draft): a visitor holding the
 * cookie without being that admin gets the live site.
 */

/** Is this render an admin's preview? False wherever draft mode cannot be asked (a build, a test). */
export async function previewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** The signed-in admin's draft of `site`, projected as pages hold a configuration; null without one. */
export async function fetchDraftSiteConfig(
  site: string,
  visibility: 'public' | 'server' = 'public',
): Promise<TSiteConfig | null> {
  try {
    const res = await callTravelApi({ path: 'api/console/site/draft', site, headers: await visitorCookie() });
    if (!res.ok) return null;
    const json = (await res.json()) as { data?: unknown } | null;
    return json?.data == null ? null : readConfigAs(json.data, site, visibility);
  } catch {
    // No draft to show is the live site, never an error page.
    return null;
  }
}
