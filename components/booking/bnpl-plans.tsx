'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { inPageLanguage } from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import { bnplPlans, chooseBnplPlan } from '@/lib/client/bnpl';
import { paymentMethods } from '@/lib/client/payment';
import type { TBnplPlan } from '@/lib/contract/bnpl';
import type { TBooking } from '@/lib/contract/booking';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Panel } from './panel';
import { depositPathFor } from './pay-link';

/**
 * Buy now, pay later on the pay step (spec §7 api/bnpl/v1): the plans the server offers for this
 * booking, each with its instalments; choosing one keeps it (cache) and pays the first instalment
 * through the usual hand-off. Shows nothing where the site offers none.
 */
export function BnplPlans({ booking }: { booking: TBooking }) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const legend = useId();
  const [plans, setPlans] = useState<TBnplPlan[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void bnplPlans(booking.id).then((res) => {
      if (live && res.ok) setPlans(res.data.plans);
    });
    return () => {
      live = false;
    };
  }, [booking.id]);

  if (plans.length === 0) return null;
  const plan = plans.find((p) => p.id === chosen) ?? plans[0];

  const payFirst = async () => {
    if (!plan) return;
    setBusy(true);
    setFailure(null);
    const res = await chooseBnplPlan(booking.id, plan.id);
    if (!res.ok) {
      setBusy(false);
      return setFailure(res.message ?? t('bnpl.title'));
    }
    // The first instalment is a first part payment of its amount, with the site's first method (a card).
    const methods = await paymentMethods();
    const method = methods.ok ? methods.data.methods[0]?.id : undefined;
    window.location.assign(inPageLanguage(depositPathFor(booking, method, res.data.first_instalment.amount)));
  };

  return (
    <Panel id="bnpl" title={t('bnpl.title')} gap="gap-3">
      <p className="text-sm text-slate-700">{t('bnpl.intro')}</p>
      <fieldset aria-labelledby={legend} className="flex flex-col gap-3">
        <legend id={legend} className="sr-only">
          {t('bnpl.title')}
        </legend>
        {plans.map((p) => (
          <label key={p.id} className="flex min-h-11 items-start gap-2">
            <input
              type="radio"
              name="bnpl_plan"
              value={p.id}
              checked={p.id === plan?.id}
              onChange={() => setChosen(p.id)}
              className="mt-1"
            />
            <span className="flex flex-col text-sm">
              <span className="font-semibold text-ink">
                {t('bnpl.plan', { count: p.instalments.length })}
              </span>
              {p.instalments.map((i) => (
                <span key={i.number} className="text-slate-700">
                  {i.number === 1
                    ? t('bnpl.today', { amount: formatMoney(i.amount, { locale }) })
                    : t('bnpl.instalment', {
                        amount: formatMoney(i.amount, { locale }),
                        date: formatDisplayDate(i.due_date, locale),
                      })}
                </span>
              ))}
            </span>
          </label>
        ))}
      </fieldset>
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => void payFirst()}
        className="inline-flex min-h-11 w-fit items-center rounded-lg border border-brand px-5 font-semibold text-brand"
      >
        {t('bnpl.payFirst')}
      </button>
    </Panel>
  );
}
