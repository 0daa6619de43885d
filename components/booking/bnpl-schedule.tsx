'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { bnplSchedule } from '@/lib/client/bnpl';
import type { TBnplSchedule } from '@/lib/contract/bnpl';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Panel } from './panel';

const STATUSES = ['scheduled', 'charging', 'paid', 'failed', 'dropped'] as const;
type Status = (typeof STATUSES)[number];
const statusOf = (s: string | undefined): Status =>
  (STATUSES as readonly string[]).includes(s ?? '') ? (s as Status) : 'scheduled';

/** The booking's pay later plan (plan/cache), instalment by instalment; nothing when it has none. */
export function BnplSchedule({ bookingId }: { bookingId: string }) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const [schedule, setSchedule] = useState<TBnplSchedule | null>(null);

  useEffect(() => {
    let live = true;
    void bnplSchedule(bookingId).then((res) => {
      if (live && res.ok) setSchedule(res.data.schedule);
    });
    return () => {
      live = false;
    };
  }, [bookingId]);

  if (!schedule) return null;
  return (
    <Panel id="bnpl-schedule" title={t('bnpl.schedule')}>
      <ol className="flex flex-col gap-1 text-sm" data-testid="bnpl-schedule">
        {schedule.instalments.map((i) => (
          <li key={i.number} className="flex justify-between gap-4">
            <span className="text-ink">
              {t('bnpl.instalment', {
                amount: formatMoney(i.amount, { locale }),
                date: formatDisplayDate(i.due_date, locale),
              })}
            </span>
            <span className="text-slate-700">{t(`bnpl.status.${statusOf(i.status)}`)}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
