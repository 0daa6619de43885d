'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useShellPath } from '@/components/common/shell-path';
import { ErrorDialog } from '@/components/dialogs';
import { useLocaleRouter } from '@/components/i18n/locale-link';
import { afterOAuthHref, oauthReturnParams } from '@/lib/browser/auth/oauth-return';
import type { AuthUser } from '@/lib/browser/auth/session';
import { ActionSheet } from './action-sheet';
import { useIsMobile } from './use-is-mobile';

/** Removes the provider's answer from the address, so a reload never replays a spent code. */
function dropOAuthParams(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  window.history.replaceState(window.history.state, '', url.toString());
}

/**
 * The end of external sign-in (§4 login button choice, §7 user/authenticate_via_oauth): back on
 * /userloginsso?code=…&state=…, forwards both once; on success the visitor is signed in and lands
 * on /search/trips (fragment kept, code and state gone); on failure 'An error occured' in a modal,
 * or an action sheet with Okay on mobile (§8). Anything else: does nothing.
 */
export function OAuthReturn({
  onSignedIn,
}: {
  onSignedIn: (user: AuthUser, userUiId: string | null) => void;
}) {
  const t = useTranslations('Auth.redirect');
  const path = useShellPath();
  const router = useLocaleRouter();
  const mobile = useIsMobile();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  // The latest callback without restarting the effect (a code is good for one attempt only).
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;

  useEffect(() => {
    if (started.current) return;
    const params = oauthReturnParams(path, window.location.search);
    if (!params) return;
    started.current = true;
    // The sign-in call (and its reader) loads only on an OAuth return, not with every page.
    void import('@/lib/browser/auth/actions')
      .then((m) => m.authenticateViaOauth(params.code, params.state))
      .catch(() => null)
      .then((r) => {
        if (r?.ok) {
          onSignedInRef.current(r.value.user, r.value.userUiId);
          router.replace(afterOAuthHref(window.location.hash));
          return;
        }
        dropOAuthParams();
        setFailed(true);
      });
  }, [path, router]);

  const dismiss = () => setFailed(false);
  if (!failed) return null;
  return mobile ? (
    <ActionSheet
      open
      message={t('error')}
      onDismiss={dismiss}
      actions={[{ label: t('okay'), onSelect: dismiss, primary: true }]}
    />
  ) : (
    <ErrorDialog open message={t('error')} onClose={dismiss} />
  );
}
