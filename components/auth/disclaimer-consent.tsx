'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useShellPath } from '@/components/common/shell-path';
import { DialogButton, ModalFrame } from '@/components/dialogs';
import { isGuardedPath } from '@/lib/auth/rules';
import { acceptDisclaimer, disclaimerAccepted } from '@/lib/browser/auth/storage';
import { useAuth } from './auth-context';

/** The agency's plain text, a paragraph per blank-line-separated block. */
const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * §2 dialog 9: 'Disclaimer' with Proceed, once per session, for the `disclaimerConsent` capability,
 * on the search pages. The text is the agency's (`disclaimer_text`), else the product's default.
 */
export function DisclaimerConsent() {
  const auth = useAuth();
  const t = useTranslations('Auth.disclaimer');
  const path = useShellPath();
  const [open, setOpen] = useState(false);
  const enabled = auth?.config.disclaimerConsent === true;

  useEffect(() => {
    if (enabled && isGuardedPath(path) && !disclaimerAccepted()) setOpen(true);
  }, [enabled, path]);

  const proceed = () => {
    acceptDisclaimer();
    setOpen(false);
  };
  return (
    <ModalFrame
      open={open}
      onClose={proceed}
      title={t('title')}
      size="compact"
      dismissible={false}
      footer={<DialogButton onClick={proceed}>{t('proceed')}</DialogButton>}
    >
      <div className="text-base leading-relaxed text-slate-700 [&>*+*]:mt-3">
        {paragraphs(auth?.config.disclaimerText ?? t('body')).map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text split once; paragraphs never reorder.
          <p key={i}>{text}</p>
        ))}
      </div>
    </ModalFrame>
  );
}
