'use client';

import { useEffect } from 'react';
import { startsReleaseNotes } from '@/lib/auth/rules';
import { useAuth } from './auth-context';

const SCRIPT_ID = 'release-notes-widget';
const SCRIPT_SRC = 'https://app.getbeamer.com/js/beamer-embed.js';

declare global {
  interface Window {
    beamer_config?: { product_id: string; selector?: string; user_email?: string; user_firstname?: string };
  }
}

/**
 * The release-notes widget (§4, §6): loaded only after sign-in by Agency, Agency Employee or
 * SuperAdmin, and only when the tenant has a `beamer_id`. Nothing is loaded otherwise.
 */
export function ReleaseNotesLoader() {
  const auth = useAuth();
  const state = auth?.state;
  const beamerId = auth?.config.beamerId ?? null;
  const role = state?.loggedIn ? state.user.role : null;
  useEffect(() => {
    if (!startsReleaseNotes(role, beamerId) || !beamerId || document.getElementById(SCRIPT_ID)) return;
    window.beamer_config = { product_id: beamerId };
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = SCRIPT_SRC;
    script.defer = true;
    document.body.appendChild(script);
  }, [role, beamerId]);
  return null;
}
