'use client';

import { useTranslations } from 'next-intl';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/components/a11y/use-focus-trap';
import { useScrollLock } from '@/components/a11y/use-scroll-lock';
import { useModalHistory } from './use-modal-history';

/**
 * `standard`: the spec's login-modal size (§2 dialog 12, §9): 550 px wide, at most 80vw, on desktop;
 * full screen below 1024 px. `compact`: alerts and confirmations, a centred card on every screen.
 */
export type ModalSize = 'standard' | 'compact';

const PANEL: Record<ModalSize, string> = {
  standard:
    'h-full w-full rounded-none lg:h-auto lg:max-h-[90vh] lg:w-[550px] lg:max-w-[80vw] lg:rounded-2xl lg:shadow-2xl',
  compact: 'max-h-[90vh] w-full max-w-md rounded-2xl shadow-2xl',
};

const BACKDROP: Record<ModalSize, string> = {
  standard: 'p-0 lg:p-4',
  compact: 'p-4',
};

export interface ModalFrameProps {
  open: boolean;
  /** Escape, Back and the close button call this (only when `dismissible`). */
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  footer?: ReactNode;
  size?: ModalSize;
  /** False for dialogs the visitor must not dismiss (no Escape, no Back, no close button). */
  dismissible?: boolean;
  /** An × button in the corner; on by default for dismissible standard dialogs. */
  showCloseButton?: boolean;
  /** Push a history entry so Back closes this modal (spec §4); on by default when dismissible. */
  closeOnBack?: boolean;
  /** What gets focus first; otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Content above the title, such as an icon or an illustration. */
  media?: ReactNode;
}

/**
 * The frame every modal of the site shares: a portal over the page, an accessible dialog (labelled,
 * aria-modal, focus kept inside and returned afterwards, Escape closes), the modal back-button rule,
 * and the spec's sizes.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'standard',
  dismissible = true,
  showCloseButton,
  closeOnBack,
  initialFocus,
  media,
}: ModalFrameProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const visible = open && mounted;
  return visible ? (
    <ModalPortal
      onClose={onClose}
      title={title}
      hideTitle={hideTitle}
      footer={footer}
      size={size}
      dismissible={dismissible}
      showCloseButton={showCloseButton ?? (dismissible && size === 'standard')}
      closeOnBack={closeOnBack ?? dismissible}
      initialFocus={initialFocus}
      media={media}
    >
      {children}
    </ModalPortal>
  ) : null;
}

type PortalProps = Required<
  Pick<ModalFrameProps, 'onClose' | 'title' | 'hideTitle' | 'size' | 'dismissible'>
> &
  Pick<ModalFrameProps, 'footer' | 'initialFocus' | 'media' | 'children'> & {
    showCloseButton: boolean;
    closeOnBack: boolean;
  };

function ModalPortal({
  onClose,
  title,
  hideTitle,
  children,
  footer,
  size,
  dismissible,
  showCloseButton,
  closeOnBack,
  initialFocus,
  media,
}: PortalProps) {
  const t = useTranslations('Dialogs');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(panel, true, { initialFocus });
  useScrollLock(true);
  useModalHistory(true, onClose, closeOnBack && dismissible);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // The innermost dialog answers; dialogs behind it (React parents) must not close too.
    event.stopPropagation();
    if (dismissible) onClose();
  };

  return createPortal(
    <div
      className={`fixed inset-0 z-[100] flex items-center justify-center bg-slate-950/60 ${BACKDROP[size]}`}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative flex flex-col overflow-hidden bg-white text-ink outline-none ${PANEL[size]}`}
      >
        {showCloseButton ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('closeDialog')}
            className="absolute top-3 end-3 z-10 flex h-10 w-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <div className="flex-1 overflow-y-auto px-6 pt-6 pb-4">
          {media}
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'pe-10 text-xl font-bold text-ink'}>
            {title}
          </h2>
          <div id={bodyId} className={hideTitle ? '' : 'mt-3'}>
            {children}
          </div>
        </div>
        {footer ? (
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 bg-slate-50 px-6 py-4">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
