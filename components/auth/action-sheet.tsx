'use client';

import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/components/a11y/use-focus-trap';
import { useScrollLock } from '@/components/a11y/use-scroll-lock';
import { useModalHistory } from '@/components/dialogs';

export interface SheetAction {
  label: string;
  onSelect: () => void;
  primary?: boolean;
}

/**
 * The mobile action sheet (special-fare prompt, guarded routes, OAuth error): a modal panel at the
 * bottom of the screen with a message and stacked buttons. Escape and Back dismiss it.
 */
export function ActionSheet({
  open,
  message,
  actions,
  onDismiss,
}: {
  open: boolean;
  message: ReactNode;
  actions: SheetAction[];
  onDismiss: () => void;
}) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<Sheet message={message} actions={actions} onDismiss={onDismiss} />, document.body);
}

function Sheet({
  message,
  actions,
  onDismiss,
}: {
  message: ReactNode;
  actions: SheetAction[];
  onDismiss: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const messageId = useId();
  useFocusTrap(panel, true, { onEscape: onDismiss });
  useScrollLock(true);
  useModalHistory(true, onDismiss);
  return (
    <div className="fixed inset-0 z-[110] flex items-end bg-slate-950/50">
      <div className="absolute inset-0" aria-hidden="true" onClick={onDismiss} />
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        tabIndex={-1}
        className="relative w-full rounded-t-2xl bg-white px-4 pt-5 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl outline-none"
      >
        <p id={messageId} className="mb-4 text-center text-base font-semibold text-ink">
          {message}
        </p>
        <div className="flex flex-col gap-2">
          {actions.map((a) => (
            <button
              key={a.label}
              type="button"
              onClick={a.onSelect}
              className={`min-h-12 rounded-xl px-4 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                a.primary ? 'bg-brand text-on-brand' : 'bg-slate-100 text-ink'
              }`}
            >
              {a.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
