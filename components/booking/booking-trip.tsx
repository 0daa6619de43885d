import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TBookingTrip } from '@/lib/contract/booking';
import { formatDisplayDate } from '@/lib/dates';

/** A booked planned variant on the booking details page: its dates, each stay's hotel and rooms, the timed items. */
export function BookingTripPanel({ trip }: { trip: TBookingTrip }) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  return (
    <section
      aria-labelledby="booking-trip"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="booking-trip"
    >
      <h2 id="booking-trip" className="text-lg font-semibold text-ink">
        {t('tripDates', {
          start: formatDisplayDate(trip.start_date, locale),
          end: formatDisplayDate(trip.end_date, locale),
        })}
      </h2>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-ink">{t('tripHotels')}</h3>
        <ul className="flex flex-col gap-2 text-sm text-ink">
          {trip.stays.map((s) => (
            <li key={`${s.city}-${s.check_in}`}>
              <p>{t('stayLine', { city: s.city, hotel: s.hotel, nights: s.nights })}</p>
              <p className="text-slate-700">
                {t('tripDates', {
                  start: formatDisplayDate(s.check_in, locale),
                  end: formatDisplayDate(s.check_out, locale),
                })}
                {' · '}
                {s.rooms.map((r) => t('roomLine', { name: r.name, board: r.board })).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      </div>
      {trip.items.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-ink">{t('tripItems')}</h3>
          <ul className="flex flex-col gap-1 text-sm text-ink">
            {trip.items.map((i) => (
              <li key={`${i.date}-${i.start}-${i.title}`}>
                {formatDisplayDate(i.date, locale)} {i.start} — {i.title}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
