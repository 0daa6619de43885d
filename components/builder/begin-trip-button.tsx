'use client';

import type { CSSProperties } from 'react';
import { modeHash } from '@/lib/shell/modes';

/** Where the builder's beginTrip button takes the visitor: the search form of the no-code search page. */
export const SEARCH_FORM_ID = 'search-form';

/**
 * A builder button with role type beginTrip (spec §2 "Page-builder widgets"): scrolls smoothly to the
 * search form, choosing the element's mode (mode_type) first when it has one.
 */
export function BeginTripButton({
  label,
  mode,
  className,
  style,
}: {
  label: string;
  mode: string | null;
  className: string;
  style: CSSProperties;
}) {
  const onClick = () => {
    if (mode) window.location.hash = modeHash(mode);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(SEARCH_FORM_ID)
      ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <button type="button" className={className} style={style} onClick={onClick}>
      {label}
    </button>
  );
}
