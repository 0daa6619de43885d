'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { CartList } from '@/components/cart/cart-list';
import { PlannerStatus } from '@/components/common/planner-status';
import Link from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import { managesBookings } from '@/lib/auth/rules';
import { fieldErrorsOf } from '@/lib/client/answer';
import { type BookingPage, listBookings } from '@/lib/client/booking';
import { type BookingFilters, bookingListQuery, searching } from '@/lib/client/booking-filters';
import type { TBooking } from '@/lib/contract/booking';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { canPay, paymentPathFor } from './pay-link';
import { BookingFiltersForm } from './staff/booking-filters-form';
import { BookingsPaging } from './staff/bookings-paging';
import { useSignedInAnswer } from './use-signed-in-answer';

/**
 * bookings (spec §2, login): the bookings the server lets this user see (§6), newest first, with
 * the search and paging of issue 29 item 3 (the filters in the address). Staff who see all
 * bookings search the agency's, by customer too; anyone else their own.
 */
export function MyBookings({ filters }: { filters: BookingFilters }) {
  const t = useTranslations('Booking');
  const ts = useTranslations('StaffBookings');
  const state = useAuth()?.state;
  const staff = state?.loggedIn === true && managesBookings(state.user);
  const key = JSON.stringify(bookingListQuery(filters));
  const load = useCallback(() => listBookings(JSON.parse(key) as Record<string, string>), [key]);
  const { gate, answer } = useSignedInAnswer(load);

  if (gate) return gate;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 lg:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-ink lg:text-3xl">{t('myBookings')}</h1>
      {/* Keyed by the search, so the back button's filters show in the form too (its inputs are uncontrolled). */}
      <BookingFiltersForm key={key} filters={filters} errors={fieldErrorsOf(answer)} staff={staff} />
      {!answer ? (
        <PlannerStatus kind="loading" text={t('loading')} />
      ) : !answer.ok ? (
        <p role="alert" className="text-sm text-red-800">
          {answer.status === 400 ? (answer.message ?? ts('badFilters')) : t('error')}
        </p>
      ) : (
        <Results page={answer.data} filters={filters} />
      )}
      <CartList />
    </section>
  );
}

function Results({ page, filters }: { page: BookingPage; filters: BookingFilters }) {
  const t = useTranslations('Booking');
  const ts = useTranslations('StaffBookings');
  return (
    <>
      <p className="text-sm font-medium text-slate-700" data-testid="booking-count" aria-live="polite">
        {ts('count', { count: page.count })}
      </p>
      {page.results.length === 0 ? (
        <p className="text-slate-700">{searching(filters) ? ts('none') : t('noBookings')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {page.results.map((b) => (
            <BookingRow key={b.id} b={b} />
          ))}
        </ul>
      )}
      <BookingsPaging page={page} filters={filters} />
    </>
  );
}

function BookingRow({ b }: { b: TBooking }) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const ts = useTranslations('StaffBookings');
  const names = b.travellers.map((tr) => `${tr.first_name} ${tr.last_name}`).join(', ');
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="booking-row"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-ink">{b.package.title}</p>
        <p className="text-sm text-slate-700">
          {b.reference} ·{' '}
          {b.trip
            ? t('tripDates', {
                start: formatDisplayDate(b.trip.start_date, locale),
                end: formatDisplayDate(b.trip.end_date, locale),
              })
            : formatDisplayDate(b.departure_date, locale)}{' '}
          · {formatMoney(b.price.total, { locale })}
        </p>
        {names && <p className="break-words text-sm text-slate-700">{ts('travellersLine', { names })}</p>}
        <p className="text-sm font-medium text-ink" data-testid="booking-status">
          {t('statusName', { status: b.status })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {/* A deposit paid: the rest through the same payment step until the due date (the
            server refuses after it, when the booking lapses). */}
        {b.status === 'partially_paid' && canPay(b) && (
          <a
            href={paymentPathFor(b)}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-white"
          >
            {t('payBalance')}
            <span className="sr-only"> {b.reference}</span>
          </a>
        )}
        <Link
          href={`/bookingDetails/${b.id}`}
          className="inline-flex min-h-11 items-center text-brand underline"
        >
          {t('viewDetails')}
          <span className="sr-only"> {b.reference}</span>
        </Link>
      </div>
    </li>
  );
}
