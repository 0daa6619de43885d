'use client';

import { useEffect } from 'react';

let locks = 0;
let savedOverflow = '';

/** Stops the page behind open modals from scrolling; nested modals share one lock. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks++ === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    return () => {
      if (--locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}
