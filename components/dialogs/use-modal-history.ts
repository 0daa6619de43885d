'use client';

import { useEffect, useRef } from 'react';
import { modalHistory } from './modal-history';

/**
 * While `open`, the modal owns a history entry (URL with modalOpened); Back calls `onBack`. Closing
 * the modal any other way removes the entry again.
 */
export function useModalHistory(open: boolean, onBack: () => void, enabled = true): void {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;
  useEffect(() => {
    if (!open || !enabled) return;
    const history = modalHistory();
    let closedByBack = false;
    const id = history.open(() => {
      closedByBack = true;
      onBackRef.current();
    });
    return () => {
      if (!closedByBack) history.close(id);
    };
  }, [open, enabled]);
}
