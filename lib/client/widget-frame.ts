import 'server-only';
import { SITE_CONFIG_TTL } from '@/lib/client/site-config';
import { findWidget, type SiteWidget, siteWidgets } from '@/lib/tenant/widgets';
import { fetchSiteConfig } from './webconfig';

/**
 * Who may frame a site's widget (spec §2 widget mode, issue 30), for the proxy, which sets the
 * widget route's `frame-ancestors` per request: the page itself stays cached per tenant (ISR), and
 * a Content-Security-Policy cannot come from a page render. The site's widgets are kept in memory
 * for the configuration's TTL (one Travel API call per site and TTL, shared by concurrent requests);
 * a site that cannot be read frames nowhere but itself (fail closed).
 */

const MAX_SITES = 1000;
type Entry = { at: number; widgets: Promise<SiteWidget[]> };
const memo = new Map<string, Entry>();

async function loadWidgets(site: string): Promise<SiteWidget[]> {
  try {
    const cfg = await fetchSiteConfig(site);
    return cfg ? siteWidgets(cfg) : [];
  } catch {
    return [];
  }
}

function widgetsOf(site: string, now: number): Promise<SiteWidget[]> {
  const key = site.toLowerCase();
  const hit = memo.get(key);
  if (hit && now - hit.at < SITE_CONFIG_TTL * 1000) return hit.widgets;
  if (memo.size >= MAX_SITES) memo.delete(memo.keys().next().value as string);
  const entry = { at: now, widgets: loadWidgets(key) };
  memo.set(key, entry);
  return entry.widgets;
}

/** The origins that may frame this widget of this site; [] for an unknown site or widget. */
export async function widgetFrameOrigins(
  site: string,
  ids: { widgetId: string; appId: string },
  now = Date.now(),
): Promise<string[]> {
  return findWidget(await widgetsOf(site, now), ids.widgetId, ids.appId)?.allowedOrigins ?? [];
}
