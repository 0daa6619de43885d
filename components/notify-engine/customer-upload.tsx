'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { uploadCustomers } from '@/lib/client/customers';
import type { TCustomerImportReport } from '@/lib/contract/customers';

/**
 * The CSV import (api/v1/customer/customer_upload): choose a file, import it, and read what
 * happened: how many rows were kept (new and merged) and each rejected row with its field and why.
 */
export function CustomerUpload({ onImported }: { onImported: () => void }) {
  const t = useTranslations('NotifyEngine.upload');
  const inputId = useId();
  const hintId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<TCustomerImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    setReport(null);
    if (!chosen) {
      setFailure(t('chooseFirst'));
      return;
    }
    setFailure(null);
    setBusy(true);
    const res = await uploadCustomers(chosen);
    setBusy(false);
    if (!res.ok) {
      setFailure(res.message ?? t('error'));
      return;
    }
    setReport(res.data);
    onImported();
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id={`${inputId}-heading`} className="text-lg font-bold text-ink">
        {t('heading')}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        {t('hint')}
      </p>
      <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
            {t('file')}
          </label>
          <input
            id={inputId}
            ref={file}
            type="file"
            name="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            className="block w-full text-sm text-ink file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-white file:px-4 file:font-semibold file:text-brand file:ring-1 file:ring-slate-300"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
        >
          {busy ? t('uploading') : t('submit')}
        </button>
      </form>
      <div aria-live="polite">
        {failure ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        {report ? <ImportReport report={report} /> : null}
      </div>
    </section>
  );
}

function ImportReport({ report }: { report: TCustomerImportReport }) {
  const t = useTranslations('NotifyEngine.upload');
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="import-report">
      <p className="text-sm font-semibold text-ink">
        {t('summary', {
          rows: report.rows,
          kept: report.created + report.merged,
          created: report.created,
          merged: report.merged,
          rejected: report.rejected,
        })}
      </p>
      {report.errors.length ? (
        <>
          <h3 className="text-sm font-semibold text-red-800">{t('rejectedHeading')}</h3>
          <ul
            className="max-h-64 overflow-y-auto rounded-lg border border-red-200 bg-white text-sm"
            data-testid="import-errors"
          >
            {report.errors.map((e) => (
              <li key={`${e.row}-${e.field}`} className="border-b border-red-100 px-3 py-2 last:border-0">
                {t('rowError', { row: e.row, field: e.field, message: e.message })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
