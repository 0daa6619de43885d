import 'server-only';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import type { SiteLocales } from '@/i18n/routing';
import { SITE_CONFIG_TTL } from '@/lib/client/site-config';
import { currencyForCountry } from '@/lib/reference';
import { siteScriptSources } from '@/lib/site-scripts/plan';
import { siteLocales } from '@/lib/tenant/site-locales';
import { findWidget, type SiteWidget, siteWidgets } from '@/lib/tenant/widgets';
import { toWorkingConfig } from '@/lib/tenant/working-config';
import { fetchSiteConfig } from './webconfig';

/**
 * The facts of a site's configuration the proxy routes by, since a cached page cannot decide them
 * from its render:
 * - who may frame a site's widget (spec §2 widget mode, issue 30): the widget route's
 *   `frame-ancestors`, set per request;
 * - which origins the site's own chat, tags and advertising need (issue 30): its pages' policy
 *   opens those and no other provider's;
 * - which languages the site offers and its default (issue 31): which locale a URL serves.
 * Kept in memory for a short while (one Travel API call per site and TTL, shared by concurrent
 * requests); a site that cannot be read frames nowhere but itself (fail closed), speaks en-GB
 * alone, loads no third-party script, and is asked again next time.
 */

const MAX_SITES = 1000;
/**
 * 15 s (or the configuration's TTL when shorter): a page's cached configuration is expired by the
 * admin API's update, and so is this memo (forgetSiteRouting), but a read right after an update
 * may still get the old one from the backend's own short cache; a short TTL bounds how long.
 */
const FACTS_TTL_MS = Math.min(SITE_CONFIG_TTL, 15) * 1000;
interface RoutingFacts extends SiteLocales {
  widgets: SiteWidget[];
  scriptSources: Record<string, string[]>;
}
const UNREADABLE: RoutingFacts = {
  widgets: [],
  scriptSources: {},
  locales: [DEFAULT_LOCALE],
  defaultLocale: DEFAULT_LOCALE,
};
type Entry = { at: number; facts: Promise<RoutingFacts> };
/** On globalThis: the proxy and the admin API's routes are bundled apart, and must share one memo. */
const MEMO_KEY = Symbol.for('itinera.site-routing');
const slot = globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>;
slot[MEMO_KEY] ??= new Map<string, Entry>();
const memo = slot[MEMO_KEY];

/** The origins of the site's own scripts; none when its configuration cannot say (fail closed). */
function scriptSourcesOf(
  cfg: NonNullable<Awaited<ReturnType<typeof fetchSiteConfig>>>,
): Record<string, string[]> {
  try {
    return siteScriptSources(toWorkingConfig(cfg, { currencyForCountry }));
  } catch {
    return {};
  }
}

async function loadFacts(site: string, entry: Entry): Promise<RoutingFacts> {
  try {
    const cfg = await fetchSiteConfig(site);
    if (!cfg) return UNREADABLE;
    return { widgets: siteWidgets(cfg), scriptSources: scriptSourcesOf(cfg), ...siteLocales(cfg) };
  } catch {
    // Not kept: a passing outage must not refuse the site's partners or languages for a whole TTL.
    if (memo.get(site) === entry) memo.delete(site);
    return UNREADABLE;
  }
}

function factsOf(site: string, now: number): Promise<RoutingFacts> {
  const key = site.toLowerCase();
  const hit = memo.get(key);
  if (hit && now - hit.at < FACTS_TTL_MS) return hit.facts;
  if (memo.size >= MAX_SITES) memo.delete(memo.keys().next().value as string);
  const entry: Entry = { at: now, facts: Promise.resolve(UNREADABLE) };
  entry.facts = loadFacts(key, entry);
  memo.set(key, entry);
  return entry.facts;
}

/** Forgets what the sites allow and speak, so the next request reads their new configuration (admin API). */
export function forgetSiteRouting(sites: readonly string[]): void {
  for (const site of sites) memo.delete(site.toLowerCase());
}

/** The languages a site offers and its default (en-GB alone for a site that cannot be read). */
export async function siteLocalesFor(site: string, now = Date.now()): Promise<SiteLocales> {
  const { locales, defaultLocale } = await factsOf(site, now);
  return { locales, defaultLocale };
}

/** The origins the site's own scripts need, by directive ({} for a site without, or unreadable). */
export async function siteScriptSourcesFor(
  site: string,
  now = Date.now(),
): Promise<Record<string, string[]>> {
  return (await factsOf(site, now)).scriptSources;
}

/** The origins that may frame this widget of this site; [] for an unknown site or widget. */
export async function widgetFrameOrigins(
  site: string,
  ids: { widgetId: string; appId: string },
  now = Date.now(),
): Promise<string[]> {
  return findWidget((await factsOf(site, now)).widgets, ids.widgetId, ids.appId)?.allowedOrigins ?? [];
}
