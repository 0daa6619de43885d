'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { useSignedInAnswer } from '@/components/booking/use-signed-in-answer';
import { PlannerStatus } from '@/components/common/planner-status';
import Link from '@/components/i18n/locale-link';
import { destinationsText } from '@/components/planner/search-heading';
import { useAppLocale } from '@/i18n/use-app-locale';
import { managesQuotations } from '@/lib/auth/rules';
import { type Answer, fieldErrorsOf } from '@/lib/client/answer';
import {
  listHref,
  pageCount,
  type QuotationFilters,
  quotationListQuery,
} from '@/lib/client/quotation-filters';
import type { QuotationView } from '@/lib/client/quotation-reader';
import { listQuotations, type QuotationPage } from '@/lib/client/quotations';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { QuotationFiltersForm } from './quotation-filters-form';
import { QuotationRowActions } from './quotation-row-actions';

/**
 * quotations (issue 29 item 2, agency staff): the agency's quotations with the spec's filters and
 * paging, each with Quotation Date, Opportunity ID, Travel Date, Destinations, Customer and Price,
 * and its actions. Only staff who manage quotations (lib/auth/rules) get the page; the server
 * answers anyone else with their own quotations only and refuses them the staff calls.
 */
export function StaffQuotations({
  filters,
  bookingDisabled,
}: {
  filters: QuotationFilters;
  bookingDisabled: boolean;
}) {
  const t = useTranslations('StaffQuotations');
  const auth = useAuth();
  const state = auth?.state;
  const user = state?.loggedIn ? state.user : null;
  const allowed = user !== null && managesQuotations(user);
  const key = JSON.stringify(quotationListQuery(filters));
  // The call is made only for staff; anyone else sees the notice below, not a list.
  const load = useCallback(
    (): Promise<Answer<QuotationPage>> =>
      allowed
        ? listQuotations(JSON.parse(key) as Record<string, string>)
        : Promise.resolve<Answer<QuotationPage>>({ ok: false, status: 403, message: null, body: null }),
    [allowed, key],
  );
  const { gate, answer } = useSignedInAnswer(load);

  if (gate) return gate;
  if (!allowed) return <PlannerStatus kind="error" text={t('staffOnly')} />;
  const errors = fieldErrorsOf(answer);
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 lg:px-6 lg:py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink lg:text-3xl">{t('heading')}</h1>
        <p className="text-sm text-slate-700">{t('intro')}</p>
      </header>
      <QuotationFiltersForm filters={filters} errors={errors} />
      {!answer ? (
        <PlannerStatus kind="loading" text={t('loading')} />
      ) : !answer.ok ? (
        <p role="alert" className="text-sm text-red-800">
          {answer.status === 400 ? (answer.message ?? t('badFilters')) : t('loadError')}
        </p>
      ) : (
        <Results page={answer.data} filters={filters} bookingDisabled={bookingDisabled} />
      )}
    </section>
  );
}

function Results({
  page,
  filters,
  bookingDisabled,
}: {
  page: QuotationPage;
  filters: QuotationFilters;
  bookingDisabled: boolean;
}) {
  const t = useTranslations('StaffQuotations');
  const pages = pageCount(page.count, page.pageSize);
  return (
    <>
      <p className="text-sm font-medium text-slate-700" data-testid="quotation-count" aria-live="polite">
        {t('count', { count: page.count })}
      </p>
      {page.results.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {page.results.map((q) => (
            <QuotationRow key={q.quotation_id ?? q.lead_id} q={q} bookingDisabled={bookingDisabled} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3">
          {page.page > 1 ? (
            <Link
              href={listHref(filters, page.page - 1)}
              className="inline-flex min-h-11 items-center text-brand underline"
            >
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">{t('pageOf', { page: page.page, pages })}</span>
          {page.page < pages ? (
            <Link
              href={listHref(filters, page.page + 1)}
              className="inline-flex min-h-11 items-center text-brand underline"
            >
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}

function QuotationRow({ q, bookingDisabled }: { q: QuotationView; bookingDisabled: boolean }) {
  const locale = useAppLocale();
  const t = useTranslations('StaffQuotations');
  const none = t('notGiven');
  const customer = [q.customer.name, q.customer.email, q.customer.mobile_number].filter(Boolean);
  const cells: [string, React.ReactNode][] = [
    [t('columns.quotationDate'), q.created_at ? formatDisplayDate(q.created_at, locale) : none],
    [t('columns.oppId'), q.opp_id ?? none],
    [t('columns.travelDate'), q.travel_date ? formatDisplayDate(q.travel_date, locale) : none],
    [t('columns.destinations'), q.destinations.length ? destinationsText(q.destinations) : none],
    [
      t('columns.customer'),
      customer.length ? (
        <span key="customer" className="flex flex-col break-all">
          {customer.map((c) => (
            <span key={c}>{c}</span>
          ))}
        </span>
      ) : (
        none
      ),
    ],
    [t('columns.price'), q.price ? formatMoney(q.price, { locale }) : none],
  ];
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="quotation-row"
    >
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[380px]:grid-cols-2 lg:grid-cols-6">
        {cells.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {q.accepted_at && <p className="text-sm font-medium text-emerald-800">{t('accepted')}</p>}
      <QuotationRowActions q={q} bookingDisabled={bookingDisabled} />
    </li>
  );
}
