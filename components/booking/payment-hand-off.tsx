'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { MakePaymentParams } from '@/lib/booking/payment-path';
import { type GatewayForm, makePayment } from './booking-api';

/** Spec §9: the form goes to the gateway 1000 ms after the page has it. */
export const PAYMENT_FORM_SUBMIT_MS = 1000;

const failurePath = (msg: string | null) => `/pay-failure${msg ? `?msg=${encodeURIComponent(msg)}` : ''}`;

/**
 * make-payment/{…} (spec §2, §4): 'Payment in Progress', then make_payment with the route's
 * parameters; an INTERMEDIATE answer's form is submitted to the gateway after 1000 ms (method group
 * (a)). A refusal goes to pay-failure with the server's message.
 */
export function PaymentHandOff({ params }: { params: MakePaymentParams }) {
  const t = useTranslations('Booking');
  const [form, setForm] = useState<GatewayForm | null>(null);
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
    }).then((res) => {
      if (res.ok) setForm(res.data.response_content);
      else window.location.assign(failurePath(res.message));
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
