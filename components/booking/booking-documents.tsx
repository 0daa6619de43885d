'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { staggered } from '@/lib/booking/stagger';
import { isPaid } from '@/lib/booking/states';
import { bookingVouchers, creditNotes, invoiceHref } from '@/lib/client/booking';
import type { TBooking } from '@/lib/contract/booking';
import type { TCreditNote, TVoucher } from '@/lib/contract/booking-lifecycle';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** Starts one download in the browser (a link clicked for the user). */
function download(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-brand px-4 font-semibold text-brand';

/**
 * The documents of a booking on its page: the vouchers (each, and "Download all" one after another
 * 500 ms apart, spec §4), the invoice, and the credit notes of a cancelled booking.
 */
export function BookingDocuments({ booking: b }: { booking: TBooking }) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  const paid = isPaid(b.status);
  const [vouchers, setVouchers] = useState<TVoucher[]>([]);
  const [notes, setNotes] = useState<TCreditNote[]>([]);
  const cancelDownloads = useRef<(() => void) | null>(null);

  useEffect(() => {
    let live = true;
    if (paid) void bookingVouchers(b.id).then((v) => live && setVouchers(v));
    void creditNotes(b.id).then((n) => live && setNotes(n));
    return () => {
      live = false;
      cancelDownloads.current?.();
    };
  }, [b.id, paid]);

  if (!paid && notes.length === 0) return null;
  const downloadAll = () => {
    cancelDownloads.current?.();
    cancelDownloads.current = staggered(vouchers, (v) => download(v.voucher_url, v.file_name));
  };
  return (
    <section aria-labelledby="documents" className="flex flex-col gap-3">
      <h2 id="documents" className="text-lg font-semibold text-ink">
        {t('documents')}
      </h2>
      {paid && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">{t('vouchers')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {vouchers.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center gap-2">
                <a href={v.voucher_url} download={v.file_name} className="text-brand underline">
                  {v.kind === 'booking' ? t('voucher') : v.file_name}
                </a>
                <span className="text-slate-700">({t('voucherStatus', { status: v.status })})</span>
                {v.note && <span className="text-slate-700">{v.note}</span>}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            {vouchers.length > 1 && (
              <button type="button" className={linkClass} onClick={downloadAll}>
                {t('downloadAll')}
              </button>
            )}
            <a href={invoiceHref(b.id)} download className={linkClass}>
              {t('invoice')}
            </a>
          </div>
        </div>
      )}
      {notes.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">{t('creditNotes')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {notes.map((n) => (
              <li key={n.id}>
                <a href={n.url} download={n.file_name} className="text-brand underline">
                  {t('creditNoteLine', { number: n.number, amount: formatMoney(n.amount, { locale }) })}
                </a>{' '}
                <span className="text-slate-700">{formatDisplayDate(n.issued_at, locale)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
