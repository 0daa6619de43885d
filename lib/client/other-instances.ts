import 'server-only';
import { openTagBus } from '@/lib/cache/tag-bus.mjs';
import { siteOfConfigTag } from './site-config';
import { forgetSiteRouting } from './site-routing';

/**
 * With REDIS_URL, several instances serve one deployment: the cache handler expires their cached
 * pages and data when a site changes anywhere (lib/cache/shared-tags-cache-handler.mjs); this keeps
 * the proxy's short memo of what each site allows and speaks in step with it. Started once, at
 * server start (instrumentation.ts).
 */
export function followOtherInstances(url: string): void {
  openTagBus(url, ({ tags }) => {
    const sites = tags.map(siteOfConfigTag).filter((site): site is string => site !== null);
    if (sites.length > 0) forgetSiteRouting(sites);
  });
}
