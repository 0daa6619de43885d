import type { ReactNode } from 'react';

/** Pages with the site shell (header, footer, mobile shell). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
