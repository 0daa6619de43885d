'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import Link from '@/components/i18n/locale-link';
import { SHELL_ROUTES } from '@/lib/shell/routes';

/**
 * Tells the window that opened the payment how it went (spec §4): 'Success' / 'Failure' to the
 * opener; without one, the flags the booking flow reads (startBooking, forceFullyClosed on success),
 * a logged payment-window error, and the window closed (a browser keeps a tab the user opened).
 */
function notifyOpener(ok: boolean): void {
  try {
    if (!window.opener) throw new Error('no opener');
    (window.opener as Window).postMessage(ok ? 'Success' : 'Failure', window.location.origin);
  } catch {
    try {
      sessionStorage.setItem('startBooking', String(ok));
      if (ok) sessionStorage.setItem('forceFullyClosed', 'true');
    } catch {
      // Storage may be off; the pages still show the result.
    }
    console.error('[payment] could not notify the payment window opener');
    window.close();
  }
}

/**
 * pay-success and pay-failure (spec §2): their texts, msg on failure (read by the page on the
 * server from its query, so it is there before any script runs), a way on to My Bookings.
 */
export function PayResult({ ok, msg = null }: { ok: boolean; msg?: string | null }) {
  const t = useTranslations('Booking');
  useEffect(() => {
    notifyOpener(ok);
  }, [ok]);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      aria-live="polite"
    >
      <h1 className={`text-2xl font-bold ${ok ? 'text-green-800' : 'text-red-800'}`}>
        {ok ? t('paySuccessTitle') : t('payFailureTitle')}
      </h1>
      {!ok && msg && (
        <p role="alert" data-testid="pay-failure-msg" className="text-red-800">
          {msg}
        </p>
      )}
      <p className="text-slate-700">{ok ? t('paySuccessText') : t('payFailureText')}</p>
      <Link href={SHELL_ROUTES.bookings} className="inline-flex min-h-11 items-center text-brand underline">
        {t('myBookings')}
      </Link>
    </section>
  );
}
