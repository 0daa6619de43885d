'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { DialogButton } from './dialog-button';
import { ErrorIcon } from './error-icon';
import { ModalFrame } from './modal-frame';
import { useSanitizedHtml } from './use-sanitized-html';

export interface ErrorDialogProps {
  open: boolean;
  /** Okay, Escape and Back call this (never in `dontClose` mode). */
  onClose: () => void;
  /** Several messages, shown as a list. Wins over `message`. */
  messages?: readonly string[];
  /** One message; without any, 'Something went wrong! Please try again'. */
  message?: string | null;
  /** The single message is HTML (from the API): sanitised, then shown. */
  html?: boolean;
  /** The "don't close" alert: no Okay button, and neither Escape nor Back dismiss it. */
  dontClose?: boolean;
}

const HTML_MESSAGE = 'text-slate-700 [&_a]:text-brand [&_a]:underline [&_p+p]:mt-2';

function SanitizedHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText's allow-list.
  return <div className={HTML_MESSAGE} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The generic error dialog (spec §2 dialog 7, §8). */
export function ErrorDialog({
  open,
  onClose,
  messages,
  message,
  html = false,
  dontClose = false,
}: ErrorDialogProps) {
  const t = useTranslations('Dialogs');
  const okay = useRef<HTMLButtonElement>(null);
  const list = (messages ?? []).filter((m) => m.trim() !== '');
  const single = message?.trim() ? message : null;
  const safeHtml = useSanitizedHtml(open && list.length === 0 && html && single ? single : null);

  let body: React.ReactNode;
  if (list.length > 0) {
    body = (
      <ul className="list-disc ps-5 text-start text-slate-700 [&>*+*]:mt-1">
        {list.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    );
  } else if (single && html) {
    body = safeHtml === null ? null : <SanitizedHtml html={safeHtml} />;
  } else {
    body = <p className="text-slate-700">{single ?? t('defaultError')}</p>;
  }

  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={t('errorTitle')}
      hideTitle
      size="compact"
      dismissible={!dontClose}
      initialFocus={dontClose ? undefined : okay}
      media={
        <div className="mb-4 flex justify-center">
          <ErrorIcon />
        </div>
      }
      footer={
        dontClose ? undefined : (
          <DialogButton ref={okay} onClick={onClose} className="w-full sm:w-auto">
            {t('okay')}
          </DialogButton>
        )
      }
    >
      <div className="text-center text-base leading-relaxed">{body}</div>
    </ModalFrame>
  );
}
