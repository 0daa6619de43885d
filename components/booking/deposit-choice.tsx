'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TBooking } from '@/lib/contract/booking';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/**
 * Deposit or full payment, offered only where the server says a deposit is taken (the booking's
 * `deposit`); the rest is then due by the balance due date, paid later with "Pay balance".
 */
export function DepositChoice({
  booking,
  deposit,
  onChange,
}: {
  booking: TBooking;
  deposit: boolean;
  onChange: (deposit: boolean) => void;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const legend = useId();
  const min = booking.deposit?.minimum;
  if (!min) return null;
  return (
    <fieldset aria-labelledby={legend} className="flex flex-col gap-2">
      <legend id={legend} className="font-semibold text-ink">
        {t('howMuch')}
      </legend>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name="pay_amount" checked={!deposit} onChange={() => onChange(false)} />
        {t('payInFull', { amount: formatMoney(booking.balance_due, { locale }) })}
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name="pay_amount" checked={deposit} onChange={() => onChange(true)} />
        {t('payDeposit', { amount: formatMoney(min, { locale }) })}
      </label>
      {deposit && booking.balance_due_date && (
        <p className="text-sm text-slate-700">
          {t('balanceDueBy', { date: formatDisplayDate(booking.balance_due_date, locale) })}
        </p>
      )}
    </fieldset>
  );
}
