'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { managesBookings } from '@/lib/auth/rules';
import { isPaid } from '@/lib/booking/states';
import type { Answer } from '@/lib/client/answer';
import { bookingStaffView, resendConfirmation } from '@/lib/client/booking';
import type { TBooking } from '@/lib/contract/booking';
import type { TBookingStaffView } from '@/lib/contract/booking-staff';
import { Panel } from '../panel';
import { AuditTrail } from './audit-trail';
import { ReassignCustomer } from './reassign-customer';

/**
 * The booking page's staff section (issue 29 item 3), for staff who see all bookings only (the
 * same rule the server applies to each call): the booking's customer, reassigning it to another,
 * re-sending its confirmation (paid bookings) and its audit trail.
 */
export function StaffBookingPanel({ booking }: { booking: TBooking }) {
  const state = useAuth()?.state;
  if (!(state?.loggedIn === true && managesBookings(state.user))) return null;
  return <StaffTools booking={booking} />;
}

function StaffTools({ booking }: { booking: TBooking }) {
  const t = useTranslations('StaffBookings.panel');
  const tt = useTranslations('StaffBookings.trail');
  const [view, setView] = useState<Answer<TBookingStaffView> | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  const reload = useCallback(async () => setView(await bookingStaffView(booking.id)), [booking.id]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function resend() {
    setBusy(true);
    setNote(null);
    const res = await resendConfirmation(booking.id);
    setBusy(false);
    setNote(
      res.ok
        ? { ok: true, text: res.data.message ?? t('resend') }
        : { ok: false, text: res.message ?? t('resendFailed') },
    );
    await reload();
  }

  if (!view) return <p className="text-sm text-slate-700">{t('loading')}</p>;
  if (!view.ok) return null;
  const { customer, events } = view.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="staff-booking">
      <Panel id="staff-actions" title={t('title')} gap="gap-3">
        <p className="text-sm text-slate-700">
          {t('customer')}:{' '}
          <span className="font-medium text-ink" data-testid="booking-customer">
            {customer ? (customer.name ?? t('noName')) : t('noCustomer')}
          </span>
        </p>
        <h3 className="text-base font-semibold text-ink">{t('reassign')}</h3>
        <ReassignCustomer
          bookingId={booking.id}
          currentId={customer?.id ?? null}
          onDone={() => void reload()}
        />
        {isPaid(booking.status) ? (
          <button
            type="button"
            className="inline-flex min-h-11 w-fit items-center rounded-lg border border-brand px-4 text-sm font-semibold text-brand disabled:opacity-60"
            disabled={busy}
            onClick={() => void resend()}
          >
            {busy ? t('resending') : t('resend')}
          </button>
        ) : (
          <p className="text-sm text-slate-700">{t('resendOnlyPaid')}</p>
        )}
        {note && (
          <p
            role={note.ok ? 'status' : 'alert'}
            className={note.ok ? 'text-sm text-emerald-800' : 'text-sm text-red-800'}
          >
            {note.text}
          </p>
        )}
      </Panel>
      <Panel id="audit-trail" title={tt('title')}>
        <AuditTrail events={events} />
      </Panel>
    </div>
  );
}
