'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useShellPath } from '@/components/common/shell-path';
import { DialogButton, ModalFrame } from '@/components/dialogs';
import { contactModalShown, markContactModalShown } from '@/lib/browser/auth/storage';
import { telHref } from '@/lib/shell/contact';
import { HOME_PATH } from '@/lib/shell/path-rules';
import { useAuth } from './auth-context';

/**
 * §2 dialog 10: the contact modal on home for the `contactModal` capability (agency 2732): the
 * airline reservations phone and Call Now. Once per browser session, so it greets and never nags;
 * nothing shows when the site has no phone to call.
 */
export function ContactModal() {
  const auth = useAuth();
  const t = useTranslations('Auth.contactModal');
  const path = useShellPath();
  const [open, setOpen] = useState(false);
  const phone = auth?.config.contactModalPhone ?? null;
  const href = telHref(phone);

  useEffect(() => {
    if (!href || path !== HOME_PATH || contactModalShown()) return;
    markContactModalShown();
    setOpen(true);
  }, [href, path]);

  if (!href || !phone) return null;
  const close = () => setOpen(false);
  return (
    <ModalFrame
      open={open}
      onClose={close}
      title={t('title')}
      size="compact"
      footer={
        <>
          <DialogButton variant="secondary" onClick={close}>
            {t('close')}
          </DialogButton>
          <a
            href={href}
            onClick={close}
            className="inline-flex min-h-11 min-w-24 items-center justify-center rounded-xl bg-brand px-5 text-sm font-semibold text-on-brand hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('callNow')}
          </a>
        </>
      }
    >
      <p className="text-base leading-relaxed text-slate-700">{t('body')}</p>
      <p className="mt-4 text-2xl font-bold tracking-tight text-ink">
        <a href={href} className="hover:text-brand">
          {phone}
        </a>
      </p>
    </ModalFrame>
  );
}
