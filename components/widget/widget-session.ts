import { parseWidgetSession, WIDGET_SESSION_KEY, type WidgetSession } from '@/lib/shell/widget-mode';

/** True when this page runs inside a frame (cross-origin parents included: comparing is allowed). */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // Some browsers refuse even the comparison for a cross-origin parent: that is a frame too.
    return true;
  }
}

/** The widget session of this browsing session, or null (storage blocked counts as none). */
export function readWidgetSession(): WidgetSession | null {
  try {
    return parseWidgetSession(window.sessionStorage.getItem(WIDGET_SESSION_KEY));
  } catch {
    return null;
  }
}

/** Remembers for this browsing session that the visitor came through the widget page. */
export function rememberWidgetSession(session: WidgetSession): void {
  try {
    window.sessionStorage.setItem(WIDGET_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked (third-party frame settings): the guard then stays off, the pages still work.
  }
}
