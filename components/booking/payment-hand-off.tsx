'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { inPageLanguage } from '@/components/i18n/locale-link';
import {
  firstStep,
  type HandOffForm,
  type HandOffStep,
  storedStep,
  URL_PAYMENT_KEY,
  urlPaymentMemo,
} from '@/lib/booking/hand-off';
import type { MakePaymentParams } from '@/lib/booking/payment-path';
import { makePayment, storedPaymentDetails } from '@/lib/client/payment';

/** Spec §9: the form goes to the gateway 1000 ms after the page has it (and a stored URL after 1 s). */
export const PAYMENT_FORM_SUBMIT_MS = 1000;

/** (b): the stored details of the payment, as the next step. */
async function readStored(paymentId: string): Promise<HandOffStep> {
  const stored = await storedPaymentDetails(paymentId);
  return stored.ok ? storedStep(stored.data) : { kind: 'fail', message: stored.message };
}

const failurePath = (msg: string | null) => `/pay-failure${msg ? `?msg=${encodeURIComponent(msg)}` : ''}`;

/**
 * make-payment/{…} (spec §2, §4): 'Payment in Progress', then make_payment with the route's
 * parameters; the INTERMEDIATE answer hands the browser to the gateway by the method's group
 * (lib/booking/hand-off.ts): (a) its form after 1000 ms, (b) the stored details' encrypted request or
 * redirect URL after 1000 ms, (c) the returned URL at once, once payment id, attempt id and amount are
 * kept. A refusal goes to pay-failure with the server's message.
 */
export function PaymentHandOff({ params }: { params: MakePaymentParams }) {
  const t = useTranslations('Booking');
  const [form, setForm] = useState<HandOffForm | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void makePayment({
      payment_method_id: params.method_id,
      package_id: params.package_id,
      partner_id: params.partner_id,
      lead_id: params.leadManager_id,
      order_id: params.booking_id,
      order_date: params.order_date,
      full_or_partial_payment: params.type,
      full_package_or_change: 'FULL',
      booking_total_amount: params.totalPrice,
      payment_amount: params.paymentAmount,
      currency: params.currency,
      token: params.grn_token,
      time_remaining: params.countdown,
      name: params.dummy_name,
      payment_for: params.purpose,
      language: params.language,
      payment_channel: params.paymentChannel,
    }).then(async (res) => {
      if (!res.ok) return window.location.assign(inPageLanguage(failurePath(res.message)));
      const first = firstStep(res.data);
      if (first.kind === 'redirect') {
        // (c): keep what the return needs for this browser session, then go.
        const memo = urlPaymentMemo(res.data, params.paymentAmount);
        sessionStorage.setItem(URL_PAYMENT_KEY, JSON.stringify(memo));
        return window.location.assign(first.url);
      }
      const step = first.kind === 'readStored' ? await readStored(first.paymentId) : first;
      if (step.kind === 'submit') return setForm(step.form);
      if (step.kind === 'redirect') {
        const url = step.url;
        return void window.setTimeout(
          () => window.location.assign(inPageLanguage(url)),
          PAYMENT_FORM_SUBMIT_MS,
        );
      }
      window.location.assign(
        inPageLanguage(failurePath(step.kind === 'fail' ? (step.message ?? null) : null)),
      );
    });
  }, [params]);

  useEffect(() => {
    if (!form) return;
    const timer = window.setTimeout(() => formRef.current?.submit(), PAYMENT_FORM_SUBMIT_MS);
    return () => window.clearTimeout(timer);
  }, [form]);

  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      aria-live="polite"
    >
      <h1 className="text-2xl font-bold text-ink">{t('paymentInProgress')}</h1>
      <p className="text-slate-700">{t('doNotClose')}</p>
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand"
        role="status"
        aria-label={t('paymentInProgress')}
      />
      {form && (
        <form ref={formRef} action={form.action} method={form.method} hidden>
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      )}
    </section>
  );
}
