/**
 * Widget mode (spec §2, §6 "Widget mode disables most routes"): an agency embeds the search form
 * (`/search/trips/widgetsSearch/{widget_id}/{app_id}`) in its own site by an iframe. Inside that
 * frame only the search module and what a search leads to stay usable; every other page (info
 * pages, payment pages, accounts, bookings, anything unknown) is offered in a new tab instead,
 * where it runs as a normal first-party page (sign-in cookies, payment gateways).
 *
 * Allowed inside the frame (by first path segment, the visitor's path without the tenant):
 * - search module: `search/…` (search/trips and the widget page itself), `holidays`, `userloginsso`
 * - what a search leads to: `list/{package_id}`, `details-list/{package_id}/{index}`
 * Everything else is disabled, in particular the spec's named ones: contact-us, about_us, about-us,
 * updates, privacy_policy, terms_conditions, terms (info pages) and make-payment, payit,
 * pay-success, pay-failure (payment). Pure; no React, no I/O.
 */

const ALLOWED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'search',
  'holidays',
  'userloginsso',
  'list',
  'details-list',
]);

/** True when `path` (the visitor's path, e.g. `/search/trips`) may render inside the widget frame. */
export function widgetRouteAllowed(path: string): boolean {
  const first = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)[0] ?? '';
  return ALLOWED_FIRST_SEGMENTS.has(first.toLowerCase());
}

/** What the widget page remembers for the browsing session (sessionStorage). */
export interface WidgetSession {
  widgetId: string;
  appId: string;
}

export const WIDGET_SESSION_KEY = 'itinera/widget-session';

/** The stored widget session, or null when absent or not ours (bad JSON, missing ids). */
export function parseWidgetSession(raw: string | null): WidgetSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { widgetId, appId } = value as Record<string, unknown>;
    return typeof widgetId === 'string' && widgetId && typeof appId === 'string' && appId
      ? { widgetId, appId }
      : null;
  } catch {
    return null;
  }
}

/** The guard acts only in a framed page of a widget session: the site itself is never affected. */
export const widgetGuardActive = (framed: boolean, session: WidgetSession | null): boolean =>
  framed && session !== null;

export interface WidgetLink {
  href: string;
  target?: '_blank';
  rel?: string;
}

/**
 * A mode tab on the widget page: a mode the widget's form can search stays in the frame (the
 * hash alone, so the frame keeps the widget page, not the full site); any other mode's page opens
 * in a new tab, like every page outside the widget.
 */
export function widgetTabLink(type: string, href: string, searchable: boolean): WidgetLink {
  if (searchable) return { href: `#${encodeURIComponent(type)}` };
  return { href, target: '_blank', rel: 'noopener' };
}
