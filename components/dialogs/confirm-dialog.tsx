'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { DialogButton } from './dialog-button';
import { ModalFrame } from './modal-frame';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  /** The cancel button; Escape and Back count as cancel. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The variant with a picture (spec §2 dialog 8: the self-drive change confirmation). */
  image?: { src: string; alt: string };
  /** `danger` for destructive answers (the confirm button turns red and focus starts on cancel). */
  tone?: 'default' | 'danger';
}

/** A yes/no question: plain, or with an image above it. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  image,
  tone = 'default',
}: ConfirmDialogProps) {
  const t = useTranslations('Dialogs');
  const confirm = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      open={open}
      onClose={onCancel}
      title={title}
      size="compact"
      initialFocus={tone === 'danger' ? cancel : confirm}
      media={
        image ? (
          // biome-ignore lint/performance/noImgElement: an illustration of any size; the optimiser is off.
          <img
            src={image.src}
            alt={image.alt}
            className="-mx-6 -mt-6 mb-5 block h-44 w-[calc(100%+3rem)] max-w-none object-cover"
          />
        ) : undefined
      }
      footer={
        <>
          <DialogButton ref={cancel} variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </DialogButton>
          <DialogButton ref={confirm} variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? t('confirm')}
          </DialogButton>
        </>
      }
    >
      <p className="text-base leading-relaxed text-slate-700">{message}</p>
    </ModalFrame>
  );
}
