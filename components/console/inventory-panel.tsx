'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { Answer } from '@/lib/client/answer';
import {
  INVENTORY_KINDS,
  type InventoryKind,
  type InventoryOnSale,
  inventoryRefusal,
  loadInventory,
  uploadInventory,
} from '@/lib/client/console-inventory';

/**
 * The console's inventory (issue 32 item 5, agency admin): upload one CSV of a kind
 * `npm run inventory:import` takes, see the same per-row report when it is refused (nothing is
 * imported then), and what is on sale: how many rows of each kind, and the hotels. The server
 * decides who gets in and checks every row; this panel shows its answers.
 */
export function InventoryPanel() {
  const t = useTranslations('ConsoleInventory');
  const [onSale, setOnSale] = useState<Answer<InventoryOnSale> | undefined>(undefined);
  const refresh = useCallback(async () => setOnSale(await loadInventory()), []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <section
      data-testid="console-inventory"
      aria-labelledby="console-inventory-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 lg:p-6"
    >
      <header className="flex flex-col gap-1">
        <h2 id="console-inventory-heading" className="text-lg font-semibold text-ink">
          {t('heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </header>
      <UploadForm onImported={() => void refresh()} />
      <OnSale answer={onSale} />
    </section>
  );
}

function UploadForm({ onImported }: { onImported: () => void }) {
  const t = useTranslations('ConsoleInventory');
  const [kind, setKind] = useState<InventoryKind>('hotels');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<'missing' | 'empty' | null>(null);
  const [result, setResult] = useState<Answer<number> | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const refusal = inventoryRefusal(result);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(undefined);
    if (!file) {
      setFileProblem('missing');
      return;
    }
    const text = await file.text();
    if (text.trim() === '') {
      setFileProblem('empty');
      return;
    }
    setFileProblem(null);
    setBusy(true);
    const answer = await uploadInventory(kind, text);
    setBusy(false);
    setResult(answer);
    if (answer.ok) onImported();
  };

  return (
    <form className="flex flex-col gap-4" aria-labelledby="console-inventory-upload" onSubmit={submit}>
      <h3 id="console-inventory-upload" className="text-base font-semibold text-ink">
        {t('upload')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor="console-inventory-kind" className="text-sm font-medium text-ink">
          {t('kindLabel')}
        </label>
        <select
          id="console-inventory-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as InventoryKind)}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-ink sm:max-w-xs"
        >
          {INVENTORY_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="console-inventory-file" className="text-sm font-medium text-ink">
          {t('fileLabel')}
        </label>
        <input
          id="console-inventory-file"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={fileProblem !== null || undefined}
          aria-describedby={fileProblem ? 'console-inventory-file-problem' : 'console-inventory-file-hint'}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setFileProblem(null);
          }}
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink file:me-3 file:min-h-9 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-medium"
        />
        {fileProblem ? (
          <p id="console-inventory-file-problem" className="text-sm text-red-800">
            {t(fileProblem === 'missing' ? 'chooseFile' : 'emptyFile')}
          </p>
        ) : (
          <p id="console-inventory-file-hint" className="text-xs text-slate-600">
            {t('fileHint')}
          </p>
        )}
      </div>
      {result && !result.ok && (
        <div role="alert" className="flex flex-col gap-2 text-sm text-red-800">
          {refusal ? (
            <>
              <p className="font-semibold">{t('refused', { count: refusal.report.length })}</p>
              <ul className="list-disc ps-5" dir="ltr">
                {refusal.report.map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
              {refusal.columns.length > 0 && (
                <p className="break-words text-slate-700">
                  {t('columns', { columns: refusal.columns.join(', ') })}
                </p>
              )}
            </>
          ) : (
            <p>{result.status === 413 ? t('tooLarge') : (result.message ?? t('uploadError'))}</p>
          )}
        </div>
      )}
      {result?.ok && (
        <p role="status" className="text-sm text-green-800">
          {t('imported', { count: result.data })}
        </p>
      )}
      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white disabled:opacity-60"
        >
          {busy ? t('uploading') : t('uploadButton')}
        </button>
      </div>
    </form>
  );
}

function OnSale({ answer }: { answer: Answer<InventoryOnSale> | undefined }) {
  const t = useTranslations('ConsoleInventory');
  const locale = useAppLocale();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <section aria-labelledby="console-inventory-on-sale" className="flex flex-col gap-3">
      <h3 id="console-inventory-on-sale" className="text-base font-semibold text-ink">
        {t('onSale')}
      </h3>
      {!answer ? (
        <p role="status" className="text-sm text-slate-700">
          {t('loading')}
        </p>
      ) : !answer.ok ? (
        <p role="alert" className="text-sm text-red-800">
          {answer.message ?? t('loadError')}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {INVENTORY_KINDS.map((k) => (
              <div key={k} className="flex flex-col rounded-xl border border-slate-200 p-3">
                <dt className="text-xs text-slate-700">{t(`kind.${k}`)}</dt>
                <dd className="text-lg font-semibold text-ink">{number(answer.data.counts[k] ?? 0)}</dd>
              </div>
            ))}
          </dl>
          {answer.data.hotels.length === 0 ? (
            <p className="text-sm text-slate-700">{t('noHotels')}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full min-w-[32rem] text-start text-sm">
                <caption className="p-3 text-start font-semibold text-ink">
                  {t('hotels')}
                  {answer.data.hotels_truncated && (
                    <span className="block text-xs font-normal text-slate-700">
                      {t('truncated', { count: answer.data.hotels.length })}
                    </span>
                  )}
                </caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t('column.name')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t('column.code')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t('column.city')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-end font-medium">
                      {t('column.stars')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-end font-medium">
                      {t('column.roomTypes')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {answer.data.hotels.map((h) => (
                    <tr key={h.code} className="border-t border-slate-200">
                      <th scope="row" className="px-3 py-2 text-start font-medium text-ink">
                        {h.name}
                      </th>
                      <td className="px-3 py-2 text-slate-700" dir="ltr">
                        {h.code}
                      </td>
                      <td className="px-3 py-2 text-slate-700">{h.city}</td>
                      <td className="px-3 py-2 text-end text-slate-700">
                        {h.stars === null ? t('noStars') : number(h.stars)}
                      </td>
                      <td className="px-3 py-2 text-end text-slate-700">{number(h.room_types)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
