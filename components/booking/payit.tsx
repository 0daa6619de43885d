'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { savePayment } from '@/lib/client/payment';
import { payFailurePath as failure, payitFailureTarget } from './pay-failure-path';

/**
 * payit (spec §2, §4): the gateway's return. result CAPTURED → save_payment, whose SUCCESS (the
 * server checked the signature and asked the gateway itself) → pay-success; anything else →
 * pay-failure with msg (save_payment's: a declined card's reason, or that a capture the booking
 * could not take is being returned). The page's own query is never taken as proof of payment.
 */
export function Payit() {
  const t = useTranslations('Booking');
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const params = Object.fromEntries(new URLSearchParams(window.location.search));
    // The server already sends other results on (payit/page.tsx); kept for a client-side arrival.
    const failed = payitFailureTarget(params);
    if (failed) {
      window.location.replace(failed);
      return;
    }
    void savePayment(params).then((res) => {
      if (res.ok && res.data.status === 'SUCCESS') window.location.replace('/pay-success');
      else window.location.replace(failure(res.ok ? res.data.message : res.message));
    });
  }, []);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      aria-live="polite"
    >
      <p className="text-lg text-ink">{t('processing')}</p>
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand"
        role="status"
        aria-label={t('processing')}
      />
    </section>
  );
}
