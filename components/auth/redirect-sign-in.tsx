'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ErrorDialog, ModalFrame } from '@/components/dialogs';
import { oauthReturnAddress } from '@/lib/browser/auth/oauth-return';
import { ActionSheet } from './action-sheet';
import { useIsMobile } from './use-is-mobile';

/** §2 dialog 11, §9: the redirection notice shows for 3000 ms before the external sign-in page opens. */
export const REDIRECT_NOTICE_MS = 3000;

type Phase = 'idle' | 'notice' | 'error';

/**
 * External sign-in (OAuth or enterprise, §4 login button choice): asks user/redirection_url where to
 * go, shows the notice for 3 s, then leaves. No success or no URL: 'An error occured' in a modal,
 * or an action sheet with Okay on mobile (§8).
 */
export function RedirectSignIn({ active, onDone }: { active: boolean; onDone: () => void }) {
  const t = useTranslations('Auth.redirect');
  const mobile = useIsMobile();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    setPhase('notice');
    const started = Date.now();
    // The provider comes back to /userloginsso on this origin, where OAuthReturn finishes sign-in.
    const returnTo = oauthReturnAddress(window.location.origin);
    // The call (and its reader) loads only when a redirect sign-in starts, not with every page.
    void import('@/lib/browser/auth/actions')
      .then((m) => m.redirectionUrl(returnTo))
      .catch(() => null)
      .then((url) => {
        if (cancelled) return;
        if (!url) {
          setPhase('error');
          return;
        }
        const wait = Math.max(0, REDIRECT_NOTICE_MS - (Date.now() - started));
        setTimeout(() => {
          if (!cancelled) window.location.assign(url);
        }, wait);
      });
    return () => {
      cancelled = true;
    };
  }, [active]);

  const finish = () => {
    setPhase('idle');
    onDone();
  };
  if (!active) return null;
  if (phase === 'error')
    return mobile ? (
      <ActionSheet
        open
        message={t('error')}
        onDismiss={finish}
        actions={[{ label: t('okay'), onSelect: finish, primary: true }]}
      />
    ) : (
      <ErrorDialog open message={t('error')} onClose={finish} />
    );
  return (
    <ModalFrame
      open={phase === 'notice'}
      onClose={finish}
      title={t('title')}
      size="compact"
      dismissible={false}
    >
      <p role="status" className="text-base text-slate-700">
        {t('message')}
      </p>
    </ModalFrame>
  );
}
