'use client';

import '@/styles/globals.css';
import { SiteErrorPanel } from './error';

/**
 * The last resort, when the root layout itself fails: the same message and retry as app/error.tsx
 * in a document of its own (global-error replaces the root layout, so it brings html, body and
 * the stylesheet).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-GB">
      <body className="min-h-screen bg-white font-sans antialiased">
        <SiteErrorPanel retry={retry} />
      </body>
    </html>
  );
}
