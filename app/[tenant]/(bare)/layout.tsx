import type { ReactNode } from 'react';

/** Pages without header or footer: PDF render pages and widget mode (spec §2). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
