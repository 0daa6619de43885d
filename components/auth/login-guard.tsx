'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useShellPath } from '@/components/common/shell-path';
import { useLocaleRouter } from '@/components/i18n/locale-link';
import { afterGuardLogin, isGuardedPath } from '@/lib/auth/rules';
import { ActionSheet } from './action-sheet';
import { useAuth } from './auth-context';
import { useIsMobile } from './use-is-mobile';

/**
 * Guarded routes of invitation-only tenants (§4): a visitor who is not signed in gets the login
 * prompt — the login modal on desktop, an action sheet 'Please login to continue' on mobile — and
 * after sign-in goes to /search/trips with the fragment they came with.
 */
export function LoginGuard() {
  const auth = useAuth();
  const t = useTranslations('Auth.guard');
  const path = useShellPath();
  const mobile = useIsMobile();
  const router = useLocaleRouter();
  const [sheet, setSheet] = useState(false);
  const state = auth?.state;
  const blocked = Boolean(auth?.config.invitationOnly && state && !state.loggedIn && isGuardedPath(path));
  const openLogin = auth?.openLogin;

  useEffect(() => {
    if (!blocked || !openLogin) {
      setSheet(false);
      return;
    }
    if (mobile) setSheet(true);
    else
      openLogin({
        cancelDisabled: true,
        afterLogin: () => router.push(afterGuardLogin(window.location.hash)),
      });
  }, [blocked, mobile, openLogin, router]);

  if (!auth) return null;
  return (
    <ActionSheet
      open={sheet && blocked}
      message={t('message')}
      onDismiss={() => setSheet(false)}
      actions={[
        {
          label: t('login'),
          primary: true,
          onSelect: () => {
            setSheet(false);
            auth.openLogin({ afterLogin: () => router.push(afterGuardLogin(window.location.hash)) });
          },
        },
        { label: t('cancel'), onSelect: () => setSheet(false) },
      ]}
    />
  );
}
