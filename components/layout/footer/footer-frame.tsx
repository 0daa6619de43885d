'use client';

import type { ReactNode } from 'react';
import { useShellPath } from '@/components/common/shell-path';
import { footerVariant, showMobileFooter } from '@/lib/shell/path-rules';

const VARIANT_CLASS = {
  /** The main-footer style: the brand band, on bookings, about_us and search pages. */
  main: 'main-footer bg-brand text-on-brand',
  plain: 'border-t border-black/10 bg-slate-50 text-ink',
} as const;

/**
 * Chooses the footer's style from the path and hides it on the payment hand-off; below 1024 px it
 * shows on search/trips only (spec §2 "Mobile shell", where the path always gives the main style).
 * Only this leaf reads the path; the footer's content is rendered on the server and passed in.
 */
export function FooterFrame({ children }: { children: ReactNode }) {
  const path = useShellPath();
  const variant = footerVariant(path);
  if (variant === 'hidden') return null;
  const narrow = showMobileFooter(path) ? 'px-5 py-8' : 'hidden';
  return (
    <footer data-variant={variant} className={`${narrow} lg:block lg:p-0 ${VARIANT_CLASS[variant]}`}>
      {children}
    </footer>
  );
}
