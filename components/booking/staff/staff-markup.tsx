'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import { takesMarkup } from '@/lib/booking/markup';
import { addMarkup } from '@/lib/client/booking-staff';
import type { TBooking } from '@/lib/contract/booking';
import { formatMoney, parseAmountInput } from '@/lib/money';
import { Panel } from '../panel';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * add-markup for staff: an amount in the booking's currency, sent with the total the page shows (the
 * server refuses it if the total moved meanwhile). Offered while the booking still takes money (the
 * server's rule, lib/booking/markup.ts); the server also checks the agency allows markups.
 */
export function StaffMarkup({ booking: b, onChanged }: { booking: TBooking; onChanged: () => void }) {
  const locale = useAppLocale();
  const t = useTranslations('StaffBooking');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const currency = b.price.total.currency;
  const open = takesMarkup(
    {
      status: b.status,
      holdExpiresAtMs: b.hold_expires_at ? Date.parse(b.hold_expires_at) : null,
      balanceDueDate: b.balance_due_date,
    },
    Date.now(),
    todayUtc(),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = parseAmountInput(text, currency);
    if (amount === null || amount <= 0) {
      setNote({ ok: false, text: t('markupInvalid') });
      return;
    }
    setBusy(true);
    setNote(null);
    const res = await addMarkup(b.id, amount, currency, b.price.total.amount);
    setBusy(false);
    if (res.ok) {
      setText('');
      setNote({
        ok: true,
        text: t('markupDone', {
          markup: formatMoney(res.data.markup, { locale }),
          total: formatMoney(res.data.total, { locale }),
        }),
      });
      onChanged();
    } else setNote({ ok: false, text: res.message ?? t('failed') });
  };
  return (
    <Panel id="staff-markup" title={t('markup')}>
      {open ? (
        <form className="flex flex-col gap-2" onSubmit={(e) => void submit(e)} noValidate>
          <label className="flex flex-col gap-1 text-sm text-ink">
            {t('markupAmount', { currency })}
            <input
              dir="ltr"
              inputMode="decimal"
              className="min-h-11 w-full max-w-xs rounded-lg border border-slate-300 px-3"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <p className="text-sm text-slate-700">{t('markupHelp')}</p>
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 w-fit rounded-lg bg-brand px-4 font-semibold text-white disabled:opacity-60"
          >
            {busy ? t('markupAdding') : t('markupAdd')}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-700">{t('markupClosed')}</p>
      )}
      {note && (
        <p
          role={note.ok ? 'status' : 'alert'}
          className={note.ok ? 'text-sm text-ink' : 'text-sm text-red-800'}
        >
          {note.text}
        </p>
      )}
    </Panel>
  );
}
