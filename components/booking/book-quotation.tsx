'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { acceptQuotation } from '@/lib/client/booking';
import { formatDisplayDate } from '@/lib/dates';
import { BookVariant } from './book-variant';
import { FormAlert } from './booking-form-parts';

/**
 * Booking from a quotation (issue 13 item 0): a quotation is booked only once accepted, so it shows
 * Accept first; once accepted, the Book action of its trip at the quoted choices (re-priced today).
 */
export function BookQuotation({
  quotationId,
  acceptedAt,
}: {
  quotationId: string;
  acceptedAt: string | null;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const [accepted, setAccepted] = useState(acceptedAt);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setMessage(null);
    const res = await acceptQuotation(quotationId);
    setBusy(false);
    if (res.ok) setAccepted(res.data.accepted_at ?? new Date().toISOString());
    else setMessage(res.message ?? t('error'));
  }

  if (accepted)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-emerald-800" data-testid="quotation-accepted">
          {t('quotationAccepted', { date: formatDisplayDate(accepted.slice(0, 10), locale) })}
        </p>
        <BookVariant source={{ quotation_id: quotationId }} />
      </div>
    );
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void accept()}
        className="min-h-11 rounded-lg border border-brand px-4 text-sm font-semibold text-brand disabled:opacity-60"
      >
        {busy ? t('accepting') : t('acceptQuotation')}
      </button>
      <FormAlert message={message} />
    </div>
  );
}
