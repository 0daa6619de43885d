'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { payFromBalance } from '@/lib/client/booking';
import type { TBooking } from '@/lib/contract/booking';

/**
 * Pays what the booking owes from the agency balance (confirm-hold, the auto-debit method of spec
 * §9): no gateway; the server debits the wallet and confirms in one step, or says why not (402:
 * no balance or not enough), which is shown here.
 */
export function PayFromBalance({ booking, onPaid }: { booking: TBooking; onPaid: (b: TBooking) => void }) {
  const t = useTranslations('Booking');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setFailure(null);
    const res = await payFromBalance(booking.id);
    setBusy(false);
    if (res.ok) onPaid(res.data);
    else setFailure(res.message ?? t('error'));
  };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void pay()}
        className="inline-flex min-h-11 w-fit items-center rounded-lg bg-brand px-5 font-semibold text-white disabled:opacity-60"
      >
        {t('payNow')}
      </button>
      {failure && (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
