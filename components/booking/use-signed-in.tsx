'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { useLoginOnce } from '@/components/auth/use-login-once';
import { PlannerStatus } from '@/components/common/planner-status';

/**
 * The visitor's login state for a login-only page (spec §2 bookings, bookingDetails: login).
 * Signed out, the login dialog opens once by itself; `gate` is what to show instead of the page
 * (loading, or the login prompt), null once signed in.
 */
export function useSignedIn(): {
  loggedIn: boolean | undefined;
  openLogin: (() => void) | null;
  gate: ReactNode;
} {
  const t = useTranslations('Booking');
  const auth = useAuth();
  const loggedIn = useLoginOnce();
  const openLogin = auth ? () => auth.openLogin() : null;
  const gate =
    loggedIn === undefined ? (
      <PlannerStatus kind="loading" text={t('loading')} />
    ) : loggedIn === false ? (
      <PlannerStatus
        kind="error"
        text={t('loginRequired')}
        action={openLogin ? { label: t('login'), onClick: openLogin } : undefined}
      />
    ) : null;
  return { loggedIn, openLogin, gate };
}
