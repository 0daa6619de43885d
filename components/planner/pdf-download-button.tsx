'use client';

import { useTranslations } from 'next-intl';
import { usePdfDownload } from '@/lib/browser/pdf/use-pdf-download';
import type { PdfType } from '@/lib/contract/planner';
import { Spinner } from './spinner';

/**
 * A 'Download PDF' button (spec §4): starts one generation, shows a spinner and the device-download
 * notice while it polls, and the spec's message when it fails or another generation is running.
 */
export function PdfDownloadButton({
  type,
  data,
  label,
  className,
  failedMessage,
  testId,
  disabled = false,
}: {
  type: PdfType;
  data: unknown;
  label?: string;
  className?: string;
  /** The page's own failure text (the quotation page's 'Something went wrong. Please try again.'). */
  failedMessage?: string;
  testId?: string;
  /** Not yet: what it prints is still being made (the detail page's lead). */
  disabled?: boolean;
}) {
  const t = useTranslations('Planner');
  const { start, generating, error } = usePdfDownload();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        data-testid={testId}
        onClick={() => void start(type, data)}
        aria-busy={generating || undefined}
        disabled={generating || disabled}
        className={
          className ??
          'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand px-4 text-sm font-semibold text-brand disabled:opacity-70'
        }
      >
        {generating && <Spinner />}
        {label ?? t('downloadPdf')}
      </button>
      <p aria-live="polite" className="text-xs text-slate-600">
        {generating ? t('pdfInProgress') : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error === 'busy' ? t('pdfBusy') : (failedMessage ?? t('pdfFailed'))}
        </p>
      )}
    </div>
  );
}
