'use client';

import { useEffect, useRef } from 'react';
import { useAuth } from './auth-context';

/**
 * For a login-only page: the visitor's login state (undefined while it loads), and, signed out,
 * the login dialog opened once by itself (the page's own Login button opens it again).
 */
export function useLoginOnce(): boolean | undefined {
  const auth = useAuth();
  const loggedIn = auth?.state?.loggedIn;
  const asked = useRef(false);
  useEffect(() => {
    if (loggedIn === false && !asked.current && auth) {
      asked.current = true;
      auth.openLogin();
    }
  }, [loggedIn, auth]);
  return loggedIn;
}
