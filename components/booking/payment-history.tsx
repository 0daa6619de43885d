'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { type PaymentLine, paymentLines } from '@/lib/client/payment';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Panel } from './panel';

/**
 * What was paid towards a booking (get_payment_details/?booking_id=): each card payment and each
 * debit or refund of an agent's balance, oldest first. Nothing is shown before anything was paid.
 */
export function PaymentHistory({ bookingId }: { bookingId: string }) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const [lines, setLines] = useState<PaymentLine[]>([]);

  useEffect(() => {
    let live = true;
    void paymentLines(bookingId).then((res) => {
      if (live && res.ok) setLines(res.data);
    });
    return () => {
      live = false;
    };
  }, [bookingId]);

  if (lines.length === 0) return null;
  return (
    <Panel id="payments" title={t('payments')}>
      <ul className="list-divided flex flex-col text-sm" data-testid="payment-lines">
        {lines.map((p) => (
          <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="text-slate-700">
              {formatDisplayDate(p.created_at.slice(0, 10), locale)} · {p.method_name}
            </span>
            <span className="text-ink">
              {`${formatMoney(p.amount, { locale })} · ${t('paymentStatus', { status: p.status })}`}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
