'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import Link from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import { rebookDetails } from '@/lib/client/booking-staff';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Panel } from '../panel';
import { useStaffAnswer } from './use-staff-answer';

/** rebook/details for an ended booking: the departures on sale and today's price for the same party. */
export function StaffRebook({ bookingId }: { bookingId: string }) {
  const locale = useAppLocale();
  const t = useTranslations('StaffBooking');
  const [answer] = useStaffAnswer(useCallback(() => rebookDetails(bookingId), [bookingId]));
  if (!answer) return null;
  const body = !answer.ok ? (
    <p role="alert" className="text-sm text-red-800">
      {answer.message ?? t('loadError')}
    </p>
  ) : !answer.data.rebookable ? (
    <p className="text-sm text-slate-700">
      {answer.data.reason === 'package_gone' ? t('rebookGone') : t('rebookOther')}
    </p>
  ) : (
    <div className="flex flex-col gap-2 text-sm text-ink" data-testid="staff-rebook">
      <p>
        {t('rebookPrice', {
          total: formatMoney(answer.data.price.total, { locale }),
          booked: formatMoney(answer.data.booked_total, { locale }),
        })}
      </p>
      {answer.data.departures.length === 0 ? (
        <p>{t('rebookNone')}</p>
      ) : (
        <ul className="list-disc ps-5">
          {answer.data.departures.map((d) => (
            <li key={d.date}>
              {t('rebookSeats', { date: formatDisplayDate(d.date, locale), seats: d.seats_left })}
            </li>
          ))}
        </ul>
      )}
      <Link
        href={`/static_package/detail?id=${encodeURIComponent(answer.data.package.id)}`}
        className="inline-flex min-h-11 w-fit items-center text-brand underline"
      >
        {t('rebookOpen')}
      </Link>
    </div>
  );
  return (
    <Panel id="staff-rebook" title={t('rebook')}>
      {body}
    </Panel>
  );
}
