'use client';

import { useEffect, useState } from 'react';

/**
 * HTML from an API message, passed through the same allow-list as configured content. The
 * sanitiser is loaded only when such a message is shown, so it stays out of the first-load bundle;
 * until it has run, nothing is rendered (never the raw HTML).
 */
export function useSanitizedHtml(html: string | null): string | null {
  const [safe, setSafe] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (html === null) return;
    let live = true;
    void import('@/lib/content/sanitize').then(({ sanitizeRichText }) => {
      if (live) setSafe({ source: html, html: sanitizeRichText(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return html !== null && safe?.source === html ? safe.html : null;
}
