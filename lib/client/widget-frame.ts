import 'server-only';
import { SITE_CONFIG_TTL } from '@/lib/client/site-config';
import { findWidget, type SiteWidget, siteWidgets } from '@/lib/tenant/widgets';
import { fetchSiteConfig } from './webconfig';

/**
 * Who may frame a site's widget (spec §2 widget mode, issue 30), for the proxy, which sets the
 * widget route's `frame-ancestors` per request: the page itself stays cached per tenant (ISR), and
 * a Content-Security-Policy cannot come from a page render. The site's widgets are kept in memory
 * for a short while (one Travel API call per site and FRAME_TTL, shared by concurrent requests);
 * a site that cannot be read frames nowhere but itself (fail closed) and is asked again next time.
 */

const MAX_SITES = 1000;
/**
 * 15 s (or the configuration's TTL when shorter): a page's cached configuration is expired by the
 * admin API's update, and so is this memo (forgetWidgetFrames), but a read right after an update
 * may still get the old one from the backend's own short cache; a short TTL bounds how long.
 */
const FRAME_TTL_MS = Math.min(SITE_CONFIG_TTL, 15) * 1000;
type Entry = { at: number; widgets: Promise<SiteWidget[]> };
/** On globalThis: the proxy and the admin API's routes are bundled apart, and must share one memo. */
const MEMO_KEY = Symbol.for('itinera.widget-frames');
const slot = globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>;
slot[MEMO_KEY] ??= new Map<string, Entry>();
const memo = slot[MEMO_KEY];

async function loadWidgets(site: string, entry: Entry): Promise<SiteWidget[]> {
  try {
    const cfg = await fetchSiteConfig(site);
    return cfg ? siteWidgets(cfg) : [];
  } catch {
    // Not kept: a passing outage must not refuse the site's partners for a whole TTL.
    if (memo.get(site) === entry) memo.delete(site);
    return [];
  }
}

function widgetsOf(site: string, now: number): Promise<SiteWidget[]> {
  const key = site.toLowerCase();
  const hit = memo.get(key);
  if (hit && now - hit.at < FRAME_TTL_MS) return hit.widgets;
  if (memo.size >= MAX_SITES) memo.delete(memo.keys().next().value as string);
  const entry: Entry = { at: now, widgets: Promise.resolve([]) };
  entry.widgets = loadWidgets(key, entry);
  memo.set(key, entry);
  return entry.widgets;
}

/** Forgets what the sites allow, so the next widget request reads their new configuration (admin API). */
export function forgetWidgetFrames(sites: readonly string[]): void {
  for (const site of sites) memo.delete(site.toLowerCase());
}

/** The origins that may frame this widget of this site; [] for an unknown site or widget. */
export async function widgetFrameOrigins(
  site: string,
  ids: { widgetId: string; appId: string },
  now = Date.now(),
): Promise<string[]> {
  return findWidget(await widgetsOf(site, now), ids.widgetId, ids.appId)?.allowedOrigins ?? [];
}
