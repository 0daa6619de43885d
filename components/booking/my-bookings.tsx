'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CartList } from '@/components/cart/cart-list';
import { PlannerStatus } from '@/components/common/planner-status';
import { listBookings } from '@/lib/client/booking';
import type { TBooking } from '@/lib/contract/booking';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { canPay, paymentPathFor } from './pay-link';
import { useSignedInAnswer } from './use-signed-in-answer';

/** bookings (spec §2, login): the bookings the server lets this user see (§6), newest first. */
export function MyBookings() {
  const t = useTranslations('Booking');
  const { gate, answer } = useSignedInAnswer(listBookings);

  if (gate) return gate;
  if (!answer) return <PlannerStatus kind="loading" text={t('loading')} />;
  if (!answer.ok) return <PlannerStatus kind="error" text={t('error')} />;
  const list: TBooking[] = answer.data;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 lg:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-ink lg:text-3xl">{t('myBookings')}</h1>
      {list.length === 0 ? (
        <p className="text-slate-700">{t('noBookings')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((b) => (
            <li
              key={b.id}
              className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="booking-row"
            >
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-ink">{b.package.title}</p>
                <p className="text-sm text-slate-700">
                  {b.reference} ·{' '}
                  {b.trip
                    ? t('tripDates', {
                        start: formatDisplayDate(b.trip.start_date),
                        end: formatDisplayDate(b.trip.end_date),
                      })
                    : formatDisplayDate(b.departure_date)}{' '}
                  · {formatMoney(b.price.total)}
                </p>
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
          ))}
        </ul>
      )}
      <CartList />
    </section>
  );
}
