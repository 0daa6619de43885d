'use client';

import { useAppLocale } from '@/i18n/use-app-locale';
import { showsWallet } from '@/lib/auth/rules';
import type { AuthUser } from '@/lib/browser/auth/session';
import { formatWallet, useWallet } from '@/lib/browser/auth/use-wallet';
import { useAuth } from './auth-context';

export interface HeaderUser {
  user: AuthUser;
  /** The formatted wallet amount when §2's rule shows it, else null. */
  wallet: string | null;
}

/**
 * The signed-in user as the header and side menu show them, or null for the logged-out header
 * (also for consumers on the two tour-operator variants, §6).
 */
export function useHeaderUser(): HeaderUser | null {
  const auth = useAuth();
  const state = auth?.state;
  const user = state?.loggedIn ? state.user : null;
  const hidden = !user || (auth?.config.consumersLookLoggedOut === true && user.role === 'Consumer');
  const walletEnabled = Boolean(!hidden && auth?.config.walletEnabled);
  const wallet = useWallet(walletEnabled);
  const locale = useAppLocale();
  if (hidden || !user) return null;
  return { user, wallet: wallet && showsWallet(wallet, walletEnabled) ? formatWallet(wallet, locale) : null };
}
