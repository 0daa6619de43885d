'use client';

import { useEffect, useRef } from 'react';
import { LOGIN_QUERY } from '@/lib/shell/routes';
import { useAuth } from './auth-context';

/** Removes the given query parameters from the address bar without a navigation. */
function dropParams(names: string[]): void {
  const url = new URL(window.location.href);
  for (const n of names) url.searchParams.delete(n);
  window.history.replaceState(window.history.state, '', url.toString());
}

/**
 * Sign-in that starts from the address: `?login=1` (the shell's Login links, the set-password page)
 * opens the login modal; `?invite=true&user_id=…` (§4 Invitation) accepts the invitation, then
 * opens the login modal. Runs once per page load.
 */
export function UrlTriggers() {
  const auth = useAuth();
  const done = useRef(false);
  const loggedIn = auth?.state?.loggedIn;
  const ready = auth?.state !== undefined;
  const openLogin = auth?.openLogin;

  useEffect(() => {
    if (!ready || !openLogin || done.current) return;
    done.current = true;
    const params = new URLSearchParams(window.location.search);
    const userId = params.get('user_id');
    if (params.get('invite') === 'true' && userId) {
      const token = params.get('token');
      dropParams(['invite', 'user_id', 'token']);
      // The call (and its reader) loads only for an invitation link, not with every page.
      void import('@/lib/browser/auth/actions')
        .then((m) => m.acceptInvitation(userId, token))
        .catch(() => undefined)
        .then(() => openLogin());
      return;
    }
    if (params.get(LOGIN_QUERY)) {
      dropParams([LOGIN_QUERY]);
      if (!loggedIn) openLogin();
    }
  }, [ready, loggedIn, openLogin]);
  return null;
}
