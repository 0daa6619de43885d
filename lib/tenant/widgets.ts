import type { TSiteConfig } from '@/lib/contract/site-config';

/**
 * The search widgets a site lets other sites embed (spec §2 widget mode, issue 30): the widget route
 * answers only for a configured (widget_id, app_id) pair, and only the pair's origins may frame it.
 * Pure; no React, no I/O.
 */
export interface SiteWidget {
  widgetId: string;
  appId: string;
  /** Origins (scheme://host[:port]) allowed to frame this widget, normalised; invalid ones dropped. */
  allowedOrigins: string[];
}

/**
 * An origin a site may list for `frame-ancestors`: http(s), no path, query, credentials or
 * wildcard, written as the browser compares it (lowercase host, default port dropped). Else null.
 */
export function frameOrigin(value: string): string | null {
  const v = value.trim().replace(/\/$/, '');
  if (v.includes('*') || !URL.canParse(v)) return null;
  const url = new URL(v);
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null;
  // Nothing after the origin: a path or query would mean the site wrote something else than it meant.
  if (url.pathname !== '/' || url.search || url.hash) return null;
  return url.origin;
}

/** The site's widgets, ids trimmed, origins normalised; a widget without both ids is left out. */
export function siteWidgets(cfg: Pick<TSiteConfig, 'widgets'>): SiteWidget[] {
  return (cfg.widgets ?? []).flatMap((w) => {
    const widgetId = w.widget_id.trim();
    const appId = w.app_id.trim();
    if (!widgetId || !appId) return [];
    const origins = (w.allowed_origins ?? []).map(frameOrigin).filter((o): o is string => o !== null);
    return [{ widgetId, appId, allowedOrigins: [...new Set(origins)] }];
  });
}

/** The configured widget for these ids (compared exactly, as they appear in the path), or null. */
export function findWidget(
  widgets: readonly SiteWidget[],
  widgetId: string,
  appId: string,
): SiteWidget | null {
  return widgets.find((w) => w.widgetId === widgetId && w.appId === appId) ?? null;
}

/**
 * The widget's ids from a visitor path `/search/trips/widgetsSearch/{widget_id}/{app_id}` (decoded),
 * or null for any other path (including extra segments, which the route does not serve).
 */
export function widgetIdsOfPath(path: string): { widgetId: string; appId: string } | null {
  const m = /^\/search\/trips\/widgetsSearch\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (!m?.[1] || !m[2]) return null;
  try {
    return { widgetId: decodeURIComponent(m[1]), appId: decodeURIComponent(m[2]) };
  } catch {
    return null;
  }
}
