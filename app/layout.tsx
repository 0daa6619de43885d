import type { ReactNode } from 'react';
import '@/styles/globals.css';
import { DEFAULT_LOCALE } from '@/i18n/request';

/** The document shell. Everything tenant-specific (theme, metadata, header) is in app/[tenant]. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">{children}</body>
    </html>
  );
}
