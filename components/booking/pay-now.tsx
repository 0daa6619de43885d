'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { paymentMethods } from '@/lib/client/payment';
import type { TBooking } from '@/lib/contract/booking';
import { paymentPathFor } from './pay-link';

/**
 * Pay now on a payable booking: the site's payment methods (get_payment_methods) to choose from,
 * then the make-payment route with the chosen one. Until the methods load, the gateway's first
 * method (a card) is used, so the button always works; a site whose gateway is not set up says so
 * (the answer's message) instead.
 */
export function PayNow({ booking }: { booking: TBooking }) {
  const t = useTranslations('Booking');
  const legend = useId();
  const [methods, setMethods] = useState<{ id: string; name: string }[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void paymentMethods().then((res) => {
      if (!live || !res.ok) return;
      setMethods(res.data.methods);
      if (res.data.methods.length === 0) setUnavailable(res.data.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const method = chosen ?? methods[0]?.id;
  // The site's gateway is not set up: say so instead of a button that can only fail.
  if (unavailable)
    return (
      <p role="status" className="text-slate-700">
        {unavailable}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      {methods.length > 1 && (
        <fieldset aria-labelledby={legend} className="flex flex-col gap-2">
          <legend id={legend} className="font-semibold text-ink">
            {t('payWith')}
          </legend>
          {methods.map((m) => (
            <label key={m.id} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="payment_method"
                value={m.id}
                checked={m.id === method}
                onChange={() => setChosen(m.id)}
              />
              {m.name}
            </label>
          ))}
        </fieldset>
      )}
      <a
        href={paymentPathFor(booking, method)}
        className="inline-flex min-h-11 w-fit items-center rounded-lg bg-brand px-5 font-semibold text-white"
      >
        {t('payNow')}
      </a>
    </div>
  );
}
