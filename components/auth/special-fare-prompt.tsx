'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useShellPath } from '@/components/common/shell-path';
import { showsSpecialFarePrompt } from '@/lib/auth/rules';
import { loginAlertOpened, markSpecialFareReminded, specialFareReminded } from '@/lib/browser/auth/storage';
import { CONSENT_SETTLED_EVENT, consentUnanswered, siteStorage } from '@/lib/browser/site-scripts/consent';
import { HOME_PATH } from '@/lib/shell/path-rules';
import { ActionSheet } from './action-sheet';
import { useAuth } from './auth-context';
import { useIsMobile } from './use-is-mobile';

/**
 * §2 dialog 1 and §4: 'You may be eligible for special fares by logging in', once per browser
 * session, only on search/trips, only logged out, only before the login alert was opened, never for
 * the `noSpecialFarePrompt` capability. A popover under the header on desktop, an action sheet on mobile.
 * On a site that asks for consent it waits for the visitor's answer, so it never covers the banner.
 */
export function SpecialFarePrompt() {
  const auth = useAuth();
  const t = useTranslations('Auth.specialFare');
  const path = useShellPath();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [consentAnswered, setConsentAnswered] = useState(false);
  const state = auth?.state;

  useEffect(() => {
    if (!consentUnanswered(document, siteStorage())) {
      setConsentAnswered(true);
      return;
    }
    const answered = () => setConsentAnswered(true);
    window.addEventListener(CONSENT_SETTLED_EVENT, answered);
    return () => window.removeEventListener(CONSENT_SETTLED_EVENT, answered);
  }, []);

  useEffect(() => {
    if (!auth || state === undefined || open || !consentAnswered) return;
    const show = showsSpecialFarePrompt({
      path,
      loggedIn: state.loggedIn,
      // On an invitation-only site the guard's login prompt is the login alert.
      loginAlertOpened: loginAlertOpened() || auth.config.invitationOnly,
      excluded: auth.config.noSpecialFarePrompt,
      reminded: specialFareReminded(),
    });
    if (!show) return;
    markSpecialFareReminded();
    setOpen(true);
  }, [auth, state, path, open, consentAnswered]);

  // Leaving search/trips or signing in takes the prompt away.
  useEffect(() => {
    if (open && (path !== HOME_PATH || state?.loggedIn)) setOpen(false);
  }, [open, path, state]);

  if (!auth || !open) return null;
  const close = () => setOpen(false);
  const login = () => {
    setOpen(false);
    auth.openLogin();
  };
  if (mobile)
    return (
      <ActionSheet
        open
        message={t('message')}
        onDismiss={close}
        actions={[
          { label: t('login'), onSelect: login, primary: true },
          { label: t('close'), onSelect: close },
        ]}
      />
    );
  return (
    <FarePopover
      message={t('message')}
      title={t('title')}
      loginLabel={t('login')}
      closeLabel={t('close')}
      onLogin={login}
      onClose={close}
    />
  );
}

function FarePopover({
  title,
  message,
  loginLabel,
  closeLabel,
  onLogin,
  onClose,
}: {
  title: string;
  message: string;
  loginLabel: string;
  closeLabel: string;
  onLogin: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  // A non-modal popover by the header's Login button: the page stays usable behind it.
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      data-testid="special-fare-prompt"
      className="fixed top-[4.5rem] end-6 z-50 w-80 rounded-2xl border border-black/10 bg-white p-4 shadow-2xl"
    >
      <span
        aria-hidden="true"
        className="absolute -top-2 end-10 h-4 w-4 rotate-45 border-t border-l border-black/10 bg-white"
      />
      <h2 id={titleId} className="sr-only">
        {title}
      </h2>
      <p className="text-base font-semibold text-ink">{message}</p>
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="min-h-10 rounded-lg px-4 text-sm font-semibold text-ink ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {closeLabel}
        </button>
        <button
          type="button"
          onClick={onLogin}
          className="min-h-10 rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {loginLabel}
        </button>
      </div>
    </section>
  );
}
