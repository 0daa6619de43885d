'use client';

import { useEffect } from 'react';
import { isFramed, rememberWidgetSession } from './widget-session';

/**
 * Mounted on the widget page: marks the browsing session as widget mode (only when framed, so a
 * visitor opening the widget address directly is not restricted later), without making the
 * cached page read anything per request.
 */
export function WidgetSessionMarker({ widgetId, appId }: { widgetId: string; appId: string }) {
  useEffect(() => {
    if (!isFramed()) return;
    rememberWidgetSession({ widgetId, appId });
  }, [widgetId, appId]);
  return null;
}
