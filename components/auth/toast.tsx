'use client';

import { useEffect } from 'react';

/** The spec's message clear timer (§9). */
export const MESSAGE_CLEAR_MS = 3000;

export interface ToastMessage {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

/** A short confirmation at the top of the page ('Login successful.', 'Logged out successfully.'), read out politely. */
export function Toast({ message, onDone }: { message: ToastMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(onDone, MESSAGE_CLEAR_MS);
    return () => clearTimeout(t);
  }, [message, onDone]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-[120] flex justify-center px-4"
    >
      {message ? (
        <p
          className={`pointer-events-auto rounded-xl px-4 py-3 text-sm font-semibold shadow-lg ${
            message.tone === 'success' ? 'bg-emerald-700 text-white' : 'bg-red-700 text-white'
          }`}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
