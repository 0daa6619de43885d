'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { findCustomers, reassignBooking } from '@/lib/client/booking';
import type { TBookingCustomer } from '@/lib/contract/booking-variant';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand px-3 text-sm font-semibold text-brand disabled:opacity-60';

/**
 * Reassign a booking (update_booking_user): find a customer of the site by name or e-mail
 * (api/booking/customers, staff only), choose one, confirm. The server decides who may be chosen.
 */
export function ReassignCustomer({
  bookingId,
  currentId,
  onDone,
}: {
  bookingId: string;
  currentId: string | null;
  onDone: (message: string | null) => void;
}) {
  const t = useTranslations('StaffBookings.panel');
  const inputId = useId();
  const listId = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<TBookingCustomer[] | null>(null);
  const [chosen, setChosen] = useState<TBookingCustomer | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) {
      setFound(null);
      return;
    }
    let live = true;
    // A short pause, so typing a name asks once rather than once a letter.
    const timer = setTimeout(() => {
      void findCustomers(text).then((res) => {
        if (live) setFound(res.ok ? res.data.filter((c) => c.id !== currentId) : []);
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, currentId]);

  async function confirm(customer: TBookingCustomer) {
    setBusy(true);
    setFailure(null);
    const res = await reassignBooking(bookingId, customer.id);
    setBusy(false);
    if (!res.ok) {
      setFailure(res.message ?? t('reassignFailed'));
      return;
    }
    setChosen(null);
    setQ('');
    onDone(null);
  }

  if (chosen)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-ink">{t('chosen', { name: chosen.name })}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand disabled:opacity-60"
            disabled={busy}
            onClick={() => void confirm(chosen)}
          >
            {busy ? t('reassigning') : t('confirmReassign')}
          </button>
          <button type="button" className={buttonClass} disabled={busy} onClick={() => setChosen(null)}>
            {t('cancel')}
          </button>
        </div>
        {failure && (
          <p role="alert" className="text-sm text-red-800">
            {failure}
          </p>
        )}
      </div>
    );

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t('findCustomer')}
      </label>
      <input
        id={inputId}
        type="search"
        value={q}
        maxLength={60}
        autoComplete="off"
        aria-controls={listId}
        onChange={(e) => setQ(e.target.value)}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink"
      />
      <ul id={listId} aria-live="polite" className="flex flex-col gap-1">
        {found?.length === 0 && <li className="text-sm text-slate-700">{t('noMatches')}</li>}
        {found?.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="flex min-h-11 w-full flex-col items-start rounded-lg border border-slate-200 px-3 py-1 text-start text-sm hover:border-brand"
              onClick={() => setChosen(c)}
            >
              <span className="font-medium text-ink">{t('choose', { name: c.name })}</span>
              {c.email && <span className="break-all text-slate-700">{c.email}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
