'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { useLoginOnce } from '@/components/auth/use-login-once';
import { BookQuotation } from '@/components/booking/book-quotation';
import { PlannerStatus } from '@/components/common/planner-status';
import { SafeImage } from '@/components/common/safe-image';
import { PdfDownloadButton } from '@/components/planner/pdf-download-button';
import { destinationsText } from '@/components/planner/search-heading';
import type { Locale } from '@/i18n/locales';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { QuotationView } from '@/lib/client/quotation-reader';
import { quotationDetails } from '@/lib/client/quotations';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error' }
  | { kind: 'ready'; q: QuotationView };

/** 'Quotation Date' and friends, DD-MMM-YY (§9) in en-GB, the locale's short date otherwise. */
const day = (iso: string | null, none: string, locale: Locale) =>
  iso ? formatDisplayDate(iso, locale) : none;

/**
 * quotation-details/{id} (spec §2 "Quotation details page", login): the quotation of a lead with
 * its Download Quotation button (spinner while the PDF is generated; failure → §8's message).
 */
export function QuotationDetails({
  leadId,
  bookingDisabled = false,
}: {
  leadId: string;
  /** no_booking / booking_disabled: no Accept or Book action. */
  bookingDisabled?: boolean;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Quotation');
  const auth = useAuth();
  const loggedIn = useLoginOnce();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    if (loggedIn !== true) return;
    let live = true;
    setLoaded({ kind: 'loading' });
    void quotationDetails(leadId).then((res) => {
      if (!live) return;
      if (res.ok) setLoaded({ kind: 'ready', q: res.data });
      else setLoaded({ kind: res.status === 404 || res.status === 400 ? 'missing' : 'error' });
    });
    return () => {
      live = false;
    };
  }, [leadId, loggedIn]);

  if (loggedIn === undefined) return <PlannerStatus kind="loading" text={t('loading')} />;
  if (loggedIn === false)
    return (
      <PlannerStatus
        kind="error"
        text={t('loginRequired')}
        action={auth ? { label: t('login'), onClick: () => auth.openLogin() } : undefined}
      />
    );
  if (loaded.kind === 'loading') return <PlannerStatus kind="loading" text={t('loading')} />;
  if (loaded.kind !== 'ready')
    return <PlannerStatus kind="error" text={loaded.kind === 'missing' ? t('notFound') : t('loadError')} />;

  const q = loaded.q;
  const rows: [string, React.ReactNode, string?][] = [
    [t('createdDate'), day(q.created_at, t('notGiven'), locale), 'quotation-date'],
    [t('oppId'), q.opp_id ?? t('notGiven'), 'quotation-opp-id'],
    [t('travelDate'), day(q.travel_date, t('notGiven'), locale), 'quotation-travel-date'],
    [t('departureCity'), q.departure_city ?? t('notGiven')],
    [
      t('travellers'),
      [
        t('adults', { count: q.adults }),
        t('children', { count: q.children }),
        t('infants', { count: q.infants }),
      ].join(', '),
      'quotation-travellers',
    ],
    [
      t('packageUrl'),
      q.trip_url ? (
        <a key="url" href={q.trip_url} className="break-all text-brand underline">
          {q.trip_url}
        </a>
      ) : (
        t('notGiven')
      ),
    ],
    [t('customerEmail'), q.customer.email ?? t('notGiven')],
    [t('customerMobile'), q.customer.mobile_number ?? t('notGiven')],
  ];
  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 lg:px-6 lg:py-10">
      <header className="flex flex-col gap-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('title')}</p>
        <h1 className="text-2xl font-bold text-ink lg:text-3xl">
          {t('heading', { destinations: destinationsText(q.destinations) })}
        </h1>
      </header>
      {q.destination_images[0] && (
        <SafeImage
          src={q.destination_images[0].image_url}
          className="h-48 w-full rounded-2xl object-cover lg:h-64"
        />
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[12rem_1fr] lg:p-6">
          {rows.map(([label, value, testId]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="text-ink" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <aside className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:self-start">
          <p className="flex flex-col">
            <span className="text-xs uppercase tracking-wide text-slate-600">{t('price')}</span>
            <span className="text-2xl font-bold text-ink" data-testid="quotation-price">
              {q.price ? formatMoney(q.price, { locale }) : t('notGiven')}
            </span>
          </p>
          <PdfDownloadButton
            type="quotation"
            data={{ lead_id: q.lead_id }}
            label={t('download')}
            failedMessage={t('downloadFailed')}
            testId="download-quotation"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand disabled:opacity-70"
          />
          {!bookingDisabled && q.quotation_id && (
            <BookQuotation quotationId={q.quotation_id} acceptedAt={q.accepted_at ?? null} />
          )}
        </aside>
      </div>
    </article>
  );
}
