import 'server-only';
import { REMOTE_EXPIRY_HOOK, type RemoteExpiryHook } from '@/lib/cache/tag-bus.mjs';
import { siteOfConfigTag, siteOfInventoryTag } from './site-config';
import { forgetSiteRouting } from './site-routing';

/** What the built-in backend forgets when another instance changed a site. */
export interface ElsewhereChanges {
  /** Sites whose configuration changed: the backend's cached tenant rows. */
  configOf?: (sites: string[]) => Promise<void> | void;
  /** Sites whose inventory changed (a console upload): their search index and planned packages. */
  inventoryOf?: (sites: string[]) => Promise<void> | void;
}

const sitesNamed = (tags: readonly string[], siteOf: (tag: string) => string | null): string[] =>
  tags.map(siteOf).filter((site): site is string => site !== null);

/**
 * With REDIS_URL, several instances serve one deployment, and the cache handler expires here what
 * another instance changed (lib/cache/shared-tags-cache-handler.mjs). Before it does, the sites
 * named are forgotten: the proxy's short memo of what they allow and speak, and what the backend
 * keeps of them (`elsewhere`: its cached tenant rows; for an inventory upload, the site's search
 * index and planned packages), so what is answered next reads the change. Set once, at server
 * start (instrumentation.ts).
 */
export function followOtherInstances(elsewhere: ElsewhereChanges = {}): void {
  const hook: RemoteExpiryHook = async (tags) => {
    const configured = sitesNamed(tags, siteOfConfigTag);
    const stocked = sitesNamed(tags, siteOfInventoryTag);
    if (configured.length > 0) {
      forgetSiteRouting(configured);
      await elsewhere.configOf?.(configured);
    }
    if (stocked.length > 0) await elsewhere.inventoryOf?.(stocked);
  };
  (globalThis as unknown as Record<symbol, RemoteExpiryHook>)[REMOTE_EXPIRY_HOOK] = hook;
}
