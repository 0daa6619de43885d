import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TBooking } from '@/lib/contract/booking';
import type { TOffer } from '@/lib/contract/products';
import { formatDisplayDate } from '@/lib/dates';
import { placeCode } from '../common/offer-text';

/** A booked search result on the booking details page: what was sold, each leg, what it includes, the supplier's reference. */
export function BookingOfferPanel({
  offer,
  order = null,
}: {
  offer: TOffer;
  order?: TBooking['supplier_order'];
}) {
  const locale = useAppLocale();
  const t = useTranslations('Booking');
  return (
    <section
      aria-labelledby="booking-offer"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="booking-offer"
    >
      <h2 id="booking-offer" className="text-lg font-semibold text-ink">
        {t('offerBooked')}
      </h2>
      <p className="text-sm text-ink">
        <span className="font-semibold">{offer.title}</span>
        {offer.subtitle ? ` · ${offer.subtitle}` : ''}
      </p>
      {offer.segments.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-ink">
          {offer.segments.map((s) => (
            <li key={`${s.number}-${s.date}-${s.depart}`}>
              {formatDisplayDate(s.date, locale)} · {s.depart} {placeCode(s.from_code, s.from)} → {s.arrive}{' '}
              {placeCode(s.to_code, s.to)} · {s.carrier}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">
          {formatDisplayDate(offer.date, locale)}
          {offer.time ? ` · ${offer.time}` : ''}
          {offer.end_date && offer.end_date !== offer.date
            ? ` – ${formatDisplayDate(offer.end_date, locale)}`
            : ''}
        </p>
      )}
      {offer.included.length > 0 && (
        <ul className="list-inside list-disc text-sm text-slate-800">
          {offer.included.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {order && (
        <p className="text-sm text-ink" data-testid="supplier-order">
          {order.status === 'booked' && order.reference
            ? t('supplierReference', { reference: order.reference })
            : t(`supplierOrder.${order.status}`)}
        </p>
      )}
      {offer.details.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {offer.details.map((d) => (
            <div key={d.label} className="contents">
              <dt className="font-medium text-slate-700">{d.label}</dt>
              <dd className="text-ink">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
