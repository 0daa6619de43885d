'use client';

import type { ReactNode } from 'react';
import { useShellPath } from '@/components/shell/shell-path';
import { footerVariant } from '@/lib/shell/path-rules';

const VARIANT_CLASS = {
  /** The main-footer style: the brand band, on bookings, about_us and search pages. */
  main: 'main-footer bg-brand text-on-brand',
  plain: 'border-t border-black/10 bg-slate-50 text-ink',
} as const;

/**
 * Chooses the footer's style from the path and hides it on the payment hand-off. Only this leaf reads
 * the path; the footer's content is rendered on the server and passed in.
 */
export function FooterFrame({ children }: { children: ReactNode }) {
  const variant = footerVariant(useShellPath());
  if (variant === 'hidden') return null;
  return (
    <footer data-variant={variant} className={`hidden lg:block ${VARIANT_CLASS[variant]}`}>
      {children}
    </footer>
  );
}
