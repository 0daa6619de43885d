'use client';

import { createTranslator } from 'next-intl';
import { useUiErrorReport } from '@/lib/browser/error-reports/report-ui-error';
import siteError from '@/messages/en-GB/SiteError.json';

/**
 * What a visitor sees when a tenant page cannot be built, above all when the site configuration
 * cannot be fetched (backend down, or an answer with null data and errors): the spec's message
 * (§8) and a way to try again, never a stack trace. Production hides server error messages from
 * the client, so this shows the spec text whatever was thrown.
 *
 * The catalogue is imported directly, not through the layout's intl provider: the layout that
 * would provide it is what failed, and with it the site's language (so en-GB, spec §9).
 */
const t = createTranslator({ locale: 'en-GB', messages: { SiteError: siteError }, namespace: 'SiteError' });

export function SiteErrorPanel({ retry }: { retry: () => void }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-start justify-center gap-6 p-8">
      <title>{t('title')}</title>
      {/* An alert, so a screen reader announces it when it replaces a page during navigation. */}
      <div role="alert">
        <h1 className="text-2xl font-semibold text-gray-900">{t('title')}</h1>
      </div>
      <button
        type="button"
        onClick={() => retry()}
        className="min-h-11 rounded-md bg-gray-900 px-5 py-2 text-base font-medium text-white hover:bg-gray-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900"
      >
        {t('retry')}
      </button>
    </main>
  );
}

/** Only the site's document (app/[tenant]/[locale]/layout.tsx) fails up to here: so a document of its own. */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  useUiErrorReport('app/error', error);
  return (
    <html lang="en-GB">
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <SiteErrorPanel retry={retry} />
      </body>
    </html>
  );
}
