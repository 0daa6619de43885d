'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { useSignedInAnswer } from '@/components/booking/use-signed-in-answer';
import { PlannerStatus } from '@/components/common/planner-status';
import { useAppLocale } from '@/i18n/use-app-locale';
import { agentQueryScope } from '@/lib/auth/rules';
import { type AgentQueryPage, listAgentQueries } from '@/lib/client/agent-queries';
import type { Answer } from '@/lib/client/answer';
import { AGENT_QUERY_STATUSES, type TUserSuggestion } from '@/lib/contract/agent-queries';
import { formatDisplayDate } from '@/lib/dates';
import { CustomerCombobox } from './customer-combobox';
import { QueryDetail } from './query-detail';

type Status = (typeof AGENT_QUERY_STATUSES)[number] | '';

/**
 * queries (issue 29 item 4): the customers' enquiries the signed-in agent works on, filtered by
 * status and customer (the users autocomplete), 20 a page; one opened below the filters to choose
 * its options. Only staff the rule lets in (lib/auth/rules agentQueryScope) get the page; the
 * server refuses anyone else every call.
 */
export function AgentQueries() {
  const locale = useAppLocale();
  const t = useTranslations('AgentQueries');
  const auth = useAuth();
  const user = auth?.state?.loggedIn ? auth.state.user : null;
  const allowed = user !== null && agentQueryScope(user) !== null;
  const [status, setStatus] = useState<Status>('');
  const [customer, setCustomer] = useState<TUserSuggestion | null>(null);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const load = useCallback(
    (): Promise<Answer<AgentQueryPage>> =>
      allowed
        ? listAgentQueries({
            page: String(page),
            ...(status ? { status } : {}),
            ...(customer ? { customer_id: customer.id } : {}),
          })
        : Promise.resolve<Answer<AgentQueryPage>>({ ok: false, status: 403, message: null, body: null }),
    [allowed, page, status, customer],
  );
  const { gate, answer } = useSignedInAnswer(load);

  if (gate) return gate;
  if (!allowed) return <PlannerStatus kind="error" text={t('staffOnly')} />;
  const pages = answer?.ok ? Math.max(1, Math.ceil(answer.data.count / answer.data.page_size)) : 1;
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6 lg:px-6 lg:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink lg:text-3xl">{t('heading')}</h1>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </header>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t('filters.legend')}</legend>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-ink">{t('filters.status')}</span>
          <select
            className="min-h-11 rounded-md border border-slate-400 px-2 text-base"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setPage(1);
            }}
          >
            <option value="">{t('filters.anyStatus')}</option>
            {AGENT_QUERY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-ink" aria-hidden="true">
            {t('filters.customer')}
          </span>
          <CustomerCombobox
            chosen={customer}
            onChoose={(u) => {
              setCustomer(u);
              setPage(1);
            }}
          />
        </div>
      </fieldset>
      {opened ? <QueryDetail key={opened} leadId={opened} onClose={() => setOpened(null)} /> : null}
      {!answer ? (
        <PlannerStatus kind="loading" text={t('loading')} />
      ) : !answer.ok ? (
        <p role="alert" className="text-sm text-red-800">
          {answer.status === 400 ? (answer.message ?? t('loadError')) : t('loadError')}
        </p>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-700" data-testid="query-count" aria-live="polite">
            {t('count', { count: answer.data.count })}
          </p>
          {answer.data.results.length === 0 ? (
            <p className="text-slate-700">{t('none')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {answer.data.results.map((q) => (
                <li key={q.lead_id} className="flex flex-col gap-2 rounded-md border border-slate-300 p-3">
                  <p className="font-semibold text-ink">{q.title}</p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-700">{t('filters.status')}</dt>
                    <dd>{t(`status.${q.status}`)}</dd>
                    <dt className="text-slate-700">{t('travelDate')}</dt>
                    <dd>{formatDisplayDate(q.travel_date, locale)}</dd>
                    <dt className="text-slate-700">{t('customer')}</dt>
                    <dd className="break-all">
                      {[q.customer.name, q.customer.email].filter(Boolean).join(' · ') || t('notGiven')}
                    </dd>
                    <dt className="text-slate-700">{t('agent')}</dt>
                    <dd>{q.agent?.name ?? t('unassigned')}</dd>
                  </dl>
                  <button
                    type="button"
                    className="min-h-11 self-start rounded-md border border-brand px-4 text-brand"
                    onClick={() => setOpened(q.lead_id)}
                  >
                    {t('open')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3">
              <button
                type="button"
                className="min-h-11 text-brand underline disabled:invisible"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('previous')}
              </button>
              <span className="text-sm text-slate-700">{t('pageOf', { page, pages })}</span>
              <button
                type="button"
                className="min-h-11 text-brand underline disabled:invisible"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
