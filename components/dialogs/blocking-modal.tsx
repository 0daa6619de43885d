'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { DialogButton } from './dialog-button';
import { ModalFrame } from './modal-frame';

export interface BlockingModalProps {
  open: boolean;
  /** The Okay button. */
  onOkay: () => void;
  /** The Close button; Escape and Back count as Close. */
  onClose: () => void;
  /** Defaults to 'Please take one of the possible actions to proceed!'. */
  message?: string;
  title?: string;
}

/**
 * A prompt the visitor has to answer before going on (spec §2 dialog 7, §8): Okay or Close. While it
 * is open the page owns a history entry, so Back closes it (spec §4).
 */
export function BlockingModal({ open, onOkay, onClose, message, title }: BlockingModalProps) {
  const t = useTranslations('Dialogs');
  const okay = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={title ?? t('blockingTitle')}
      size="compact"
      closeOnBack
      initialFocus={okay}
      footer={
        <>
          <DialogButton variant="secondary" onClick={onClose}>
            {t('close')}
          </DialogButton>
          <DialogButton ref={okay} onClick={onOkay}>
            {t('okay')}
          </DialogButton>
        </>
      }
    >
      <p className="text-base leading-relaxed text-slate-700">{message ?? t('blockingDefault')}</p>
    </ModalFrame>
  );
}
