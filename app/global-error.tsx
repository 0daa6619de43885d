'use client';

import '@/styles/globals.css';
import { useUiErrorReport } from '@/lib/browser/error-reports/report-ui-error';
import { SiteErrorPanel } from './error';

/**
 * The last resort, when the root layout itself fails: the same message and retry as app/error.tsx
 * in a document of its own (global-error replaces the root layout, so it brings html, body and
 * the stylesheet).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useUiErrorReport('app/global-error', error);
  return (
    <html lang="en-GB">
      <body className="min-h-screen bg-white font-sans antialiased">
        <SiteErrorPanel retry={retry} />
      </body>
    </html>
  );
}
