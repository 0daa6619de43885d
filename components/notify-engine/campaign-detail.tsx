'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import Link from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { Answer } from '@/lib/client/answer';
import { cancelCampaign, getCampaign, listRecipients, sendCampaign } from '@/lib/client/notify-campaigns';
import { RECIPIENT_STATUSES } from '@/lib/contract/notify-campaigns';
import { formatDateTime } from '@/lib/dates';
import { PanelState } from './panel-state';
import { buttonClass, fieldErrors, inputClass, secondaryButtonClass, useAnswer } from './use-answer';

/** The server's recorded reasons (send-campaign.ts), as the page words them; anything else is a delivery failure. */
const REASONS: Record<string, string> = {
  unsubscribed: 'unsubscribed',
  'no e-mail': 'noEmail',
  cancelled: 'cancelled',
  'outcome unknown: the sender stopped mid-send': 'unknown',
};

/**
 * notifications-engine/{id}: one campaign — its segment, template, status and counts, the
 * per-recipient status a page at a time, and send, schedule and cancel.
 */
export function CampaignDetail({ id }: { id: string }) {
  const locale = useAppLocale();
  const t = useTranslations('NotifyCampaigns');
  const [answer, reload] = useAnswer(useCallback(() => getCampaign(id), [id]));
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [recipients, reloadRecipients] = useAnswer(
    useCallback(() => listRecipients(id, page, status || undefined), [id, page, status]),
  );
  const [at, setAt] = useState('');
  const [result, setResult] = useState<Answer<unknown>>();
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(result);

  const act = async (call: () => Promise<Answer<unknown>>) => {
    setBusy(true);
    const r = await call();
    setBusy(false);
    setResult(r);
    reload();
    reloadRecipients();
  };
  const refresh = () => {
    reload();
    reloadRecipients();
  };

  if (!answer?.ok) return <PanelState answer={answer} />;
  const c = answer.data;
  const pages = recipients?.ok
    ? Math.max(1, Math.ceil(recipients.data.count / recipients.data.page_size))
    : 1;
  return (
    <div className="flex flex-col gap-4">
      <Link href="/notifications-engine?tab=campaigns" className="inline-block min-h-11 py-2 underline">
        {t('campaign.back')}
      </Link>
      <h1 className="text-2xl font-semibold break-words">{c.name}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{t('campaign.status')}</dt>
        <dd data-testid="campaign-status">{t(`status.${c.status}`)}</dd>
        <dt>{t('campaign.segment')}</dt>
        <dd className="break-words">{c.segment.name}</dd>
        <dt>{t('campaign.template')}</dt>
        <dd className="break-words">{c.template.name}</dd>
        {c.scheduled_at && (
          <>
            <dt>{t('campaign.scheduledAt')}</dt>
            <dd>{formatDateTime(c.scheduled_at, locale)}</dd>
          </>
        )}
      </dl>
      <ul className="flex flex-wrap gap-2" aria-label={t('campaign.recipients')}>
        {RECIPIENT_STATUSES.map((s) => (
          <li key={s} className="rounded bg-gray-100 px-2 py-1" data-testid={`count-${s}`}>
            {t(`status.${s}`)}: {c.counts[s]}
          </li>
        ))}
      </ul>
      {c.status === 'draft' && (
        <div className="flex flex-wrap items-end gap-2">
          <button
            type="button"
            className={buttonClass}
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('campaign.confirmSend'))) void act(() => sendCampaign(id));
            }}
          >
            {t('campaign.send')}
          </button>
          <div>
            <label htmlFor="camp-at" className="block text-sm font-medium">
              {t('campaign.scheduleAt')}
            </label>
            <input
              id="camp-at"
              type="datetime-local"
              className={inputClass}
              value={at}
              onChange={(e) => setAt(e.target.value)}
            />
          </div>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy || !at}
            onClick={() => act(() => sendCampaign(id, new Date(at).toISOString()))}
          >
            {t('campaign.schedule')}
          </button>
        </div>
      )}
      {errors.scheduled_at && <p className="text-sm text-red-700">{errors.scheduled_at}</p>}
      {['draft', 'scheduled', 'sending'].includes(c.status) && (
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={() => act(() => cancelCampaign(id))}
        >
          {t('campaign.cancel')}
        </button>
      )}
      {result && !result.ok && result.status !== 400 && (
        <p role="alert" className="text-red-700">
          {result.message ?? t('failed')}
        </p>
      )}
      <section aria-labelledby="recipients-heading" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="recipients-heading" className="text-xl font-semibold">
            {t('campaign.recipients')}
          </h2>
          <div className="flex items-end gap-2">
            <div>
              <label htmlFor="rcpt-status" className="block text-sm font-medium">
                {t('campaign.filter')}
              </label>
              <select
                id="rcpt-status"
                className={inputClass}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">{t('campaign.all')}</option>
                {RECIPIENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={secondaryButtonClass} onClick={refresh}>
              {t('campaign.refresh')}
            </button>
          </div>
        </div>
        <PanelState answer={recipients} />
        {recipients?.ok &&
          (recipients.data.results.length === 0 ? (
            <p>{t('campaign.none')}</p>
          ) : (
            <ul className="list-divided flex flex-col rounded border">
              {recipients.data.results.map((r) => (
                <li key={r.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto]">
                  <span className="min-w-0 break-words">
                    <strong>{r.name}</strong> {r.email && <span className="text-gray-600">· {r.email}</span>}
                  </span>
                  <span>
                    {t(`status.${r.status}`)}
                    {r.attempts > 1 && ` · ${t('campaign.attempts')}: ${r.attempts}`}
                    {r.last_error && ` · ${t(`reason.${REASONS[r.last_error] ?? 'failed'}`)}`}
                    {r.sent_at && ` · ${formatDateTime(r.sent_at, locale)}`}
                  </span>
                </li>
              ))}
            </ul>
          ))}
        <nav className="flex flex-wrap items-center gap-2" aria-label={t('campaign.recipients')}>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('campaign.previous')}
          </button>
          <span>{t('campaign.page', { page, pages })}</span>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('campaign.next')}
          </button>
        </nav>
      </section>
    </div>
  );
}
