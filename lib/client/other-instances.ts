import 'server-only';
import { REMOTE_EXPIRY_HOOK, type RemoteExpiryHook } from '@/lib/cache/tag-bus.mjs';
import { siteOfConfigTag } from './site-config';
import { forgetSiteRouting } from './site-routing';

/**
 * With REDIS_URL, several instances serve one deployment, and the cache handler expires here what
 * another instance changed (lib/cache/shared-tags-cache-handler.mjs). Before it does, the sites
 * named are forgotten: the proxy's short memo of what they allow and speak, and whatever
 * `forgetElsewhere` keeps (the built-in backend's cached tenant rows), so the pages rendered again
 * read the new configuration. Set once, at server start (instrumentation.ts).
 */
export function followOtherInstances(forgetElsewhere?: (sites: string[]) => Promise<void> | void): void {
  const hook: RemoteExpiryHook = async (tags) => {
    const sites = tags.map(siteOfConfigTag).filter((site): site is string => site !== null);
    if (sites.length === 0) return;
    forgetSiteRouting(sites);
    await forgetElsewhere?.(sites);
  };
  (globalThis as unknown as Record<symbol, RemoteExpiryHook>)[REMOTE_EXPIRY_HOOK] = hook;
}
