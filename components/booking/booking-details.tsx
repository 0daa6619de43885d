'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { PlannerStatus } from '@/components/common/planner-status';
import Link from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import { bookingDetails, cancelBooking } from '@/lib/client/booking';
import type { TBooking } from '@/lib/contract/booking';
import { formatDisplayDate, formatTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { SHELL_ROUTES } from '@/lib/shell/routes';
import { BnplPlans } from './bnpl-plans';
import { BnplSchedule } from './bnpl-schedule';
import { BookingDocuments } from './booking-documents';
import { BookingOfferPanel } from './booking-offer';
import { BookingTripPanel } from './booking-trip';
import { Panel } from './panel';
import { canPay } from './pay-link';
import { PayNow } from './pay-now';
import { PaymentHistory } from './payment-history';
import { RefundLines } from './refund-lines';
import { StaffBookingPanel } from './staff/staff-booking-panel';
import { useSignedIn } from './use-signed-in';

type Loaded = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'ready'; b: TBooking };

/**
 * bookingDetails/{id} and booking-details/{id} (spec §2, login): status, travellers, price
 * breakdown, what is paid and due, Pay now while payable, and Cancel — its policy and today's fee
 * shown first, sent back so the server refuses if they changed meanwhile. `agencyPolicy`: the
 * agency's own cancellation policy (rendered and sanitised by the server page), shown beside it.
 */
export function BookingDetails({ bookingId, agencyPolicy }: { bookingId: string; agencyPolicy?: ReactNode }) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const { loggedIn, gate } = useSignedIn();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (loggedIn !== true) return;
    let live = true;
    void bookingDetails(bookingId).then((res) => {
      if (!live) return;
      if (res.ok) setLoaded({ kind: 'ready', b: res.data });
      else setLoaded({ kind: res.status === 404 ? 'missing' : 'error' });
    });
    return () => {
      live = false;
    };
  }, [bookingId, loggedIn]);

  if (gate) return gate;
  if (loaded.kind === 'loading') return <PlannerStatus kind="loading" text={t('loading')} />;
  if (loaded.kind !== 'ready')
    return <PlannerStatus kind="error" text={loaded.kind === 'missing' ? t('notFound') : t('error')} />;

  const b = loaded.b;
  const cancel = async () => {
    if (!b.cancellation) return;
    setBusy(true);
    setFailure(null);
    const res = await cancelBooking(b.id, b.cancellation.fee.amount);
    setBusy(false);
    setConfirming(false);
    if (res.ok) setLoaded({ kind: 'ready', b: res.data });
    else setFailure(res.message ?? t('error'));
  };
  const rows: [string, string][] = [
    [t('base'), formatMoney(b.price.base, { locale })],
    [t('tax'), formatMoney(b.price.tax, { locale })],
    ...(b.price.discount.amount > 0
      ? ([[t('discount'), `− ${formatMoney(b.price.discount, { locale })}`]] as [string, string][])
      : []),
    [t('total'), formatMoney(b.price.total, { locale })],
    [t('paid'), formatMoney(b.paid, { locale })],
    [t('balanceDue'), formatMoney(b.balance_due, { locale })],
  ];
  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 lg:px-6 lg:py-10">
      <Link
        href={SHELL_ROUTES.bookings}
        className="inline-flex min-h-11 w-fit items-center text-sm text-brand underline"
      >
        {t('backToBookings')}
      </Link>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-slate-700">
          {t('reference')}: <span className="font-mono text-ink">{b.reference}</span>
        </p>
        <h1 className="text-2xl font-bold text-ink lg:text-3xl">{b.package.title}</h1>
        <p className="text-sm text-slate-700">
          {t('departureDate')}: {formatDisplayDate(b.departure_date, locale)}
        </p>
        <p className="text-lg font-semibold text-ink" data-testid="booking-status">
          {t('statusName', { status: b.status })}
        </p>
        {b.hold_expires_at && (
          <p className="text-sm text-slate-700">
            {t('holdUntil', {
              time: formatTime(b.hold_expires_at, locale),
            })}
          </p>
        )}
        {b.status === 'partially_paid' && b.balance_due_date && (
          <p className="text-sm text-slate-700">
            {t('balanceDueBy', { date: formatDisplayDate(b.balance_due_date, locale) })}
          </p>
        )}
      </header>
      {b.trip && <BookingTripPanel trip={b.trip} />}
      {b.offer && <BookingOfferPanel offer={b.offer} order={b.supplier_order ?? null} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="travellers" title={t('travellers')}>
          <ul className="flex flex-col gap-1 text-sm text-ink">
            {b.travellers.map((tr) => (
              <li key={`${tr.kind}-${tr.first_name}-${tr.last_name}-${tr.birth_date ?? ''}`}>
                {tr.title} {tr.first_name} {tr.last_name}
                {tr.kind !== 'adult' && tr.birth_date ? ` (${formatDisplayDate(tr.birth_date, locale)})` : ''}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel id="price" title={t('priceBreakdown')}>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-700">{label}</dt>
                <dd className="text-end text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      </div>
      <BookingDocuments booking={b} />
      <PaymentHistory bookingId={b.id} />
      <RefundLines refunds={b.refunds} />
      <BnplSchedule bookingId={b.id} />
      {canPay(b) && <PayNow booking={b} onPaid={(paid) => setLoaded({ kind: 'ready', b: paid })} />}
      {canPay(b) && b.status === 'held' && <BnplPlans booking={b} />}
      {b.can_cancel && b.cancellation && (
        <Panel id="cancel" title={t('cancelPolicy')} gap="gap-3">
          <p className="text-sm text-slate-700">{b.cancellation.text}</p>
          {agencyPolicy ? (
            <section aria-label={t('agencyCancelPolicy')} className="text-sm">
              <h3 className="font-semibold text-ink">{t('agencyCancelPolicy')}</h3>
              {agencyPolicy}
            </section>
          ) : null}
          {!confirming ? (
            <button
              type="button"
              className="min-h-11 w-fit rounded-lg border border-red-700 px-4 text-red-800"
              onClick={() => setConfirming(true)}
            >
              {t('cancelBooking')}
            </button>
          ) : (
            <div className="flex flex-col gap-3">
              <p className="text-sm font-medium text-ink" data-testid="cancel-fee">
                {t('cancelFee', {
                  fee: formatMoney(b.cancellation.fee, { locale }),
                  refund: formatMoney(b.cancellation.refund, { locale }),
                })}
              </p>
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  disabled={busy}
                  className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white disabled:opacity-60"
                  onClick={() => void cancel()}
                >
                  {busy ? t('cancelling') : t('confirmCancel')}
                </button>
                <button
                  type="button"
                  className="min-h-11 rounded-lg border border-slate-300 px-4 text-ink"
                  onClick={() => setConfirming(false)}
                >
                  {t('keepBooking')}
                </button>
              </div>
            </div>
          )}
        </Panel>
      )}
      {failure && (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      )}
      <StaffBookingPanel booking={b} />
    </article>
  );
}
