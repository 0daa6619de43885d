'use client';

import { createContext, useContext } from 'react';
import type { AuthConfig } from '@/lib/browser/auth/config';
import type { AuthState } from '@/lib/browser/auth/session';

export interface OpenLoginOptions {
  /** The visitor may not dismiss the modal (guarded routes); the Sign up link hides too (§2 dialog 2). */
  cancelDisabled?: boolean;
  /** Runs once the visitor is signed in. */
  afterLogin?: () => void;
}

export interface AuthContextValue {
  config: AuthConfig;
  /** undefined until the first auth check answers. */
  state: AuthState | undefined;
  openLogin: (options?: OpenLoginOptions) => void;
  openEditProfile: () => void;
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The sign-in state and actions; null outside the site shell (bare pages have no sign-in). */
export function useAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
