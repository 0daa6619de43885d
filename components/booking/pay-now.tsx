'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { paymentMethods } from '@/lib/client/payment';
import type { TBooking } from '@/lib/contract/booking';
import { formatMoney } from '@/lib/money';
import { DepositChoice } from './deposit-choice';
import { PayFromBalance } from './pay-from-balance';
import { depositPathFor, paymentPathFor } from './pay-link';
import { useAgencyBalance } from './use-agency-balance';

/** The agency balance among the methods (spec §9: the agent's default, auto-debit method). */
const AGENCY_BALANCE = 'agency-balance';

/**
 * Pay now on a payable booking: the site's payment methods (get_payment_methods) to choose from,
 * then the make-payment route with the chosen one. Until the methods load, the gateway's first
 * method (a card) is used, so the button always works; a site whose gateway is not set up says so
 * (the answer's message) instead. An agent with a balance gets it as the first method (with what
 * is available), paid without a gateway; a deposit is offered where the server takes one.
 */
export function PayNow({
  booking,
  onPaid = () => window.location.reload(),
}: {
  booking: TBooking;
  onPaid?: (b: TBooking) => void;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const legend = useId();
  const [methods, setMethods] = useState<{ id: string; name: string }[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [deposit, setDeposit] = useState(false);
  const balance = useAgencyBalance(booking.balance_due.currency);

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

  const choices = [
    ...(balance
      ? [{ id: AGENCY_BALANCE, name: t('agencyBalance', { amount: formatMoney(balance, { locale }) }) }]
      : []),
    ...methods,
  ];
  const method = chosen ?? choices[0]?.id;
  const fromBalance = method === AGENCY_BALANCE;
  // The site's gateway is not set up: say so instead of a button that can only fail.
  if (unavailable && !balance)
    return (
      <p role="status" className="text-slate-700">
        {unavailable}
      </p>
    );
  return (
    <div id="pay" className="flex flex-col gap-3">
      {choices.length > 1 && (
        <fieldset aria-labelledby={legend} className="flex flex-col gap-2">
          <legend id={legend} className="font-semibold text-ink">
            {t('payWith')}
          </legend>
          {choices.map((m) => (
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
      {!fromBalance && <DepositChoice booking={booking} deposit={deposit} onChange={setDeposit} />}
      {fromBalance ? (
        <PayFromBalance booking={booking} onPaid={onPaid} />
      ) : (
        <a
          href={
            deposit && booking.deposit
              ? depositPathFor(booking, method, booking.deposit.minimum.amount)
              : paymentPathFor(booking, method)
          }
          className="inline-flex min-h-11 w-fit items-center rounded-lg bg-brand px-5 font-semibold text-white"
        >
          {booking.status === 'partially_paid' ? t('payBalance') : t('payNow')}
        </a>
      )}
    </div>
  );
}
