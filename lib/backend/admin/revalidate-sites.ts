import 'server-only';
import { revalidateTag } from 'next/cache';
import { siteConfigTag } from '@/lib/client/site-config';
import { forgetSiteRouting } from '@/lib/client/site-routing';

/**
 * Expires the cached configuration of each site so the next request shows the new one.
 *
 * `{ expire: 0 }`, not the recommended `'max'`: 'max' would serve the old configuration once more
 * while refreshing in the background, and an admin who just changed a tenant expects to see the
 * change on the next request. `updateTag` would do the same but only works in Server Actions.
 * Tenant pages are ISR-cached, and the page entries carry the tags of the `unstable_cache` data they
 * were built from, so expiring `site-config:<site>` also expires every cached page of that site
 * (and only that site) — no `revalidatePath` needed. Who may frame each site's widgets, which the
 * proxy keeps apart from that cache (lib/client/site-routing.ts), is forgotten with it.
 */
export function revalidateSites(sites: string[]): void {
  for (const site of sites) revalidateTag(siteConfigTag(site), { expire: 0 });
  forgetSiteRouting(sites);
}
