'use client';

import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { broadcastLoginState, onLoginStateBroadcast } from './broadcast';
// Bundled with the page (1 kB): check_auth leaves as the page hydrates, not a chunk's round trip
// later; its answer readers (zod) still load only for an answer that claims a session.
import { loadAuthState } from './load-auth-state';
import type { AuthState } from './session';

export const AUTH_STATE_KEY = 'itinera/auth-state';

export interface UseAuthState {
  /** undefined while the first check is running. */
  state: AuthState | undefined;
  /** Reload now (after closing the login modal, §4). */
  reload: () => Promise<AuthState | undefined>;
  /** Set the state at once and broadcast the change after 500 ms. */
  announce: (next: AuthState) => void;
}

/** The visitor's login status from check_auth and user/details, shared by every client part (swr). */
export function useAuthState(): UseAuthState {
  const { data, mutate } = useSWR<AuthState>(AUTH_STATE_KEY, loadAuthState, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    fallbackData: undefined,
    onError: () => undefined,
  });
  const reload = useCallback(() => mutate(), [mutate]);
  const announce = useCallback(
    (next: AuthState) => {
      void mutate(next, { revalidate: false });
      broadcastLoginState(() => void mutate());
    },
    [mutate],
  );
  useEffect(() => onLoginStateBroadcast(() => void mutate()), [mutate]);
  return { state: data ?? undefined, reload, announce };
}
