'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import Link, { useLocaleRouter } from '@/components/i18n/locale-link';
import { PdfDownloadButton } from '@/components/planner/pdf-download-button';
import { acceptQuotation } from '@/lib/client/booking';
import type { QuotationView } from '@/lib/client/quotation-reader';
import { sendQuotationEmail } from '@/lib/client/quotations';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand underline';
const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand px-3 text-sm font-semibold text-brand disabled:opacity-60';

/** The quotation page of a lead (spec §2 quotation-details/{id}: id is the lead's). */
const detailsHref = (q: QuotationView) => `/quotation-details/${encodeURIComponent(q.lead_id)}`;

/**
 * A quotation's actions in the staff list: open its page, download its PDF, re-send it to the
 * customer, and accept it for the customer, then book it on its page (the Book form with the
 * customer picker). Each call is checked again by the server; a refusal shows the server's text.
 */
export function QuotationRowActions({ q, bookingDisabled }: { q: QuotationView; bookingDisabled: boolean }) {
  const t = useTranslations('StaffQuotations');
  const router = useLocaleRouter();
  const [busy, setBusy] = useState<'resend' | 'accept' | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const which = <span className="sr-only"> {t('forQuotation', { oppId: q.opp_id ?? q.lead_id })}</span>;
  const id = q.quotation_id ?? null;

  async function resend(quotationId: string) {
    setBusy('resend');
    setNote(null);
    const res = await sendQuotationEmail(quotationId);
    setBusy(null);
    setNote(
      res.ok
        ? { ok: true, text: res.data.message ?? t('resend') }
        : { ok: false, text: res.message ?? t('resendFailed') },
    );
  }

  async function acceptAndBook(quotationId: string) {
    setBusy('accept');
    setNote(null);
    const res = await acceptQuotation(quotationId);
    if (res.ok) {
      router.push(detailsHref(q));
      return;
    }
    setBusy(null);
    setNote({ ok: false, text: res.message ?? t('acceptFailed') });
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start gap-2">
        <Link href={detailsHref(q)} className={linkClass}>
          {t('open')}
          {which}
        </Link>
        <PdfDownloadButton
          type="quotation"
          data={{ lead_id: q.lead_id }}
          label={t('download')}
          failedMessage={t('downloadFailed')}
          className={buttonClass}
        />
        {id && q.customer.email && (
          <button
            type="button"
            className={buttonClass}
            disabled={busy !== null}
            onClick={() => void resend(id)}
          >
            {busy === 'resend' ? t('resending') : t('resend')}
            {which}
          </button>
        )}
        {id && !bookingDisabled && q.accepted_at && (
          <Link href={detailsHref(q)} className={linkClass}>
            {t('book')}
            {which}
          </Link>
        )}
        {id && !bookingDisabled && !q.accepted_at && (
          <button
            type="button"
            className={buttonClass}
            disabled={busy !== null}
            onClick={() => void acceptAndBook(id)}
          >
            {busy === 'accept' ? t('accepting') : t('acceptAndBook')}
            {which}
          </button>
        )}
      </div>
      <p
        aria-live="polite"
        role={note && !note.ok ? 'alert' : undefined}
        className={note?.ok ? 'text-sm text-emerald-800' : 'text-sm text-red-800'}
      >
        {note?.text ?? ''}
      </p>
    </div>
  );
}
