'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useId, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { useLocaleRouter } from '@/components/i18n/locale-link';
import { generateQuotation, type QuotationRequest } from '@/lib/client/quotations';
import { quotationPath } from './routes';
import { Spinner } from './spinner';

/** The optional customer of a quotation: its form names (customer_<key>) and labels. */
const CUSTOMER_FIELDS = [
  { key: 'name', label: 'customerName', type: 'text' },
  { key: 'email', label: 'customerEmail', type: 'email' },
  { key: 'mobile', label: 'customerMobile', type: 'tel' },
] as const;

/**
 * 'Generate Quotation': for signed-in visitors it calls generate_quotation (optionally for a named
 * customer) and opens quotation-details/{lead_id}; anyone else gets the login dialog first, and the
 * quotation is generated once they are signed in.
 */
export function QuotationAction({ leadId, disabled }: { leadId: string; disabled: boolean }) {
  const t = useTranslations('Planner');
  const auth = useAuth();
  const router = useLocaleRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const customer = useRef<HTMLFieldSetElement>(null);

  const customerFields = (): Omit<QuotationRequest, 'lead_id'> => {
    const value = (name: string) =>
      (customer.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '').trim() ||
      undefined;
    return {
      customer_name: value('customer_name'),
      customer_email: value('customer_email'),
      customer_mobile: value('customer_mobile'),
    };
  };

  async function generate() {
    setBusy(true);
    setFailed(false);
    const res = await generateQuotation({ lead_id: leadId, ...customerFields() });
    if (res.ok) {
      router.push(quotationPath(res.data.lead_id || leadId));
      return;
    }
    setBusy(false);
    setFailed(true);
  }

  function onClick() {
    if (auth && auth.state?.loggedIn !== true) {
      auth.openLogin({ afterLogin: () => void generate() });
      return;
    }
    void generate();
  }

  const field = 'min-h-10 rounded-lg border border-slate-300 px-3 text-sm text-ink';
  return (
    <div className="flex flex-col gap-2">
      <details className="text-sm">
        <summary className="min-h-8 cursor-pointer text-brand">{t('quotationFor')}</summary>
        <fieldset ref={customer} className="mt-2 flex flex-col gap-2">
          <legend className="sr-only">{t('quotationFor')}</legend>
          {CUSTOMER_FIELDS.map(({ key, label, type }) => (
            <Fragment key={key}>
              <label htmlFor={`${id}-${key}`} className="text-xs font-semibold text-slate-700">
                {t(label)}
              </label>
              {/* An address or phone number stays left to right on a right-to-left page. */}
              <input
                id={`${id}-${key}`}
                name={`customer_${key}`}
                type={type}
                dir={type === 'text' ? undefined : 'ltr'}
                autoComplete="off"
                className={field}
              />
            </Fragment>
          ))}
        </fieldset>
      </details>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand disabled:opacity-70"
      >
        {busy && <Spinner />}
        {t('generateQuotation')}
      </button>
      {/* Also while the session is being checked (the server renders signed out): no shift for most visitors. */}
      {auth && auth.state?.loggedIn !== true && <p className="text-xs text-slate-600">{t('loginToQuote')}</p>}
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {t('quotationFailed')}
        </p>
      )}
    </div>
  );
}
