'use client';

import { useSyncExternalStore } from 'react';

/** Mobile means a screen narrower than 1024 px (spec §2, §9). */
const QUERY = '(max-width: 1023.98px)';

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/** True below 1024 px; false during the server render (the desktop shell decides nothing there). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
