'use client';

import { useTranslations } from 'next-intl';
import { useUiErrorReport } from '@/lib/browser/error-reports/report-ui-error';

/**
 * A page that failed to render, inside the site shell. Only the spec's generic text reaches the
 * visitor; the error itself is logged on the server (its digest ties the two together).
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Dialogs');
  useUiErrorReport('site/error', error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{t('defaultError')}</h1>
      <button
        type="button"
        onClick={reset}
        className="mt-6 min-h-11 rounded-md bg-brand px-5 py-2 font-medium text-on-brand"
      >
        {t('tryAgain')}
      </button>
    </main>
  );
}
