'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { isPaid } from '@/lib/booking/states';
import { bookingVouchers, creditNotes } from '@/lib/client/booking';
import { combinedVoucherUrl, confirmVoucher, generateVoucher, invoiceList } from '@/lib/client/booking-staff';
import type { TBooking } from '@/lib/contract/booking';
import type { TCreditNote } from '@/lib/contract/booking-lifecycle';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Panel } from '../panel';
import { StaffAddVoucher } from './staff-add-voucher';
import { useStaffAnswer } from './use-staff-answer';

const buttonClass =
  'inline-flex min-h-11 items-center rounded-lg border border-brand px-4 font-semibold text-brand disabled:opacity-60';

/**
 * The documents area for staff: the vouchers (generate the booking's own again, confirm each, the
 * combined PDF, attach another), the invoices (get/invoice/list) and the credit notes. Every action
 * is checked and recorded in the booking's audit trail by the server.
 */
export function StaffDocuments({ booking: b }: { booking: TBooking }) {
  const locale = useAppLocale();
  const t = useTranslations('StaffBooking');
  const paid = isPaid(b.status);
  const [voucherAnswer, reloadVouchers] = useStaffAnswer(
    useCallback(
      async () => ({ ok: true as const, data: paid ? await bookingVouchers(b.id) : [] }),
      [b.id, paid],
    ),
  );
  const vouchers = voucherAnswer?.ok ? voucherAnswer.data : [];
  const [invoices] = useStaffAnswer(useCallback(() => invoiceList(b.id), [b.id]));
  const [combined] = useStaffAnswer(
    useCallback(
      () =>
        paid
          ? combinedVoucherUrl(b.id)
          : Promise.resolve({ ok: false as const, status: 409, message: null, body: null }),
      [b.id, paid],
    ),
  );
  const [notes] = useStaffAnswer(
    useCallback(async () => ({ ok: true as const, data: await creditNotes(b.id) }), [b.id]),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (work: () => Promise<{ ok: boolean; message?: string | null }>) => {
    setBusy(true);
    setFailure(null);
    const res = await work();
    setBusy(false);
    if (!res.ok) setFailure(res.message ?? t('failed'));
    reloadVouchers();
  };

  return (
    <Panel id="staff-documents" title={t('documents')} gap="gap-3">
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{t('vouchers')}</h3>
        {!paid ? (
          <p className="text-sm text-slate-700">{t('noVouchers')}</p>
        ) : (
          <>
            <ul className="flex flex-col gap-2 text-sm" data-testid="staff-vouchers">
              {vouchers.map((v) => {
                const name = v.kind === 'booking' ? t('ownVoucher') : v.file_name;
                return (
                  <li key={v.id} className="flex flex-wrap items-center gap-2">
                    <a href={v.voucher_url} download={v.file_name} className="text-brand underline">
                      {t('voucherLine', { name, status: v.status })}
                    </a>
                    {v.status !== 'confirmed' && (
                      <button
                        type="button"
                        disabled={busy}
                        className={buttonClass}
                        onClick={() => void act(() => confirmVoucher(b.id, v.id))}
                      >
                        {t('confirmVoucher', { name })}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                disabled={busy}
                className={buttonClass}
                onClick={() => void act(() => generateVoucher(b.id))}
              >
                {t('generateVoucher')}
              </button>
              {combined?.ok && (
                <a
                  href={combined.data.voucher_url}
                  download={combined.data.file_name}
                  className={buttonClass}
                >
                  {t('combinedVoucher')}
                </a>
              )}
            </div>
            <StaffAddVoucher bookingId={b.id} onAdded={reloadVouchers} />
          </>
        )}
        {failure && (
          <p role="alert" className="text-sm text-red-800">
            {failure}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{t('invoices')}</h3>
        {invoices?.ok && invoices.data.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm" data-testid="staff-invoices">
            {invoices.data.map((inv) => (
              <li key={inv.number}>
                <a href={inv.url} download={inv.file_name} className="text-brand underline">
                  {t('invoiceLine', {
                    number: inv.number,
                    date: formatDisplayDate(inv.issued_on, locale),
                    total: formatMoney(inv.total, { locale }),
                  })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700" data-testid="staff-invoices">
            {invoices && !invoices.ok ? (invoices.message ?? t('loadError')) : t('noInvoices')}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-ink">{t('creditNotes')}</h3>
        <CreditNoteList notes={notes?.ok ? notes.data : []} />
      </div>
    </Panel>
  );
}

function CreditNoteList({ notes }: { notes: TCreditNote[] }) {
  const locale = useAppLocale();
  const t = useTranslations('StaffBooking');
  if (notes.length === 0)
    return (
      <p className="text-sm text-slate-700" data-testid="staff-credit-notes">
        {t('noCreditNotes')}
      </p>
    );
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="staff-credit-notes">
      {notes.map((n) => (
        <li key={n.id}>
          <a href={n.url} download={n.file_name} className="text-brand underline">
            {t('creditNoteLine', {
              number: n.number,
              date: formatDisplayDate(n.issued_at, locale),
              amount: formatMoney(n.amount, { locale }),
            })}
          </a>
        </li>
      ))}
    </ul>
  );
}
