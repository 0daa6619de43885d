'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { useAppLocale } from '@/i18n/use-app-locale';
import { managesBookings } from '@/lib/auth/rules';
import type { Answer } from '@/lib/client/answer';
import { bookingDetails } from '@/lib/client/booking';
import type { TBooking } from '@/lib/contract/booking';
import { formatMoney } from '@/lib/money';
import { StaffDocuments } from './staff-documents';
import { StaffMarkup } from './staff-markup';
import { StaffRebook } from './staff-rebook';
import { StaffTerms } from './staff-terms';
import { StaffTravellers } from './staff-travellers';
import { useStaffAnswer } from './use-staff-answer';

const ENDED = ['cancelled', 'expired', 'failed'];
const EDITABLE = ['held', 'partially_paid', 'confirmed'];

/**
 * The agency's work on a booking (issue 29 item 3), under the booking's own details: terms and
 * insurance, markup, documents (vouchers, invoices, credit notes), traveller details with passports,
 * and what booking it again would take. Only for staff who manage bookings (lib/auth/rules.ts, the
 * rule every one of these calls is refused by on the server); anyone else sees nothing more.
 */
export function StaffBookingWork({ bookingId }: { bookingId: string }) {
  const auth = useAuth();
  const state = auth?.state;
  const user = state?.loggedIn ? state.user : null;
  if (!user || !managesBookings(user)) return null;
  return <StaffPanels bookingId={bookingId} />;
}

function StaffPanels({ bookingId }: { bookingId: string }) {
  const locale = useAppLocale();
  const t = useTranslations('StaffBooking');
  const [answer, reload] = useStaffAnswer<TBooking>(
    useCallback((): Promise<Answer<TBooking>> => bookingDetails(bookingId), [bookingId]),
  );
  if (!answer?.ok) return null;
  const b = answer.data;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section
      aria-labelledby="staff-work"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 pb-10 lg:px-6"
      data-testid="staff-booking-work"
    >
      <header className="flex flex-col gap-1 border-t border-slate-300 pt-6">
        <h2 id="staff-work" className="text-xl font-bold text-ink">
          {t('heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('intro')}</p>
        <p className="text-sm text-ink" data-testid="staff-total">
          {t('currentTotal', {
            total: formatMoney(b.price.total, { locale }),
            paid: formatMoney(b.paid, { locale }),
          })}
        </p>
      </header>
      <StaffTerms bookingId={b.id} />
      <StaffMarkup booking={b} onChanged={reload} />
      <StaffDocuments key={`${b.id}-${b.status}`} booking={b} />
      <StaffTravellers bookingId={b.id} editable={EDITABLE.includes(b.status) && today < b.departure_date} />
      {ENDED.includes(b.status) && <StaffRebook bookingId={b.id} />}
    </section>
  );
}
