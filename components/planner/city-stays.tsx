import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TCityStay, TRoomChoice } from '@/lib/contract/planner';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { SafeImage } from '../common/safe-image';
import { HotelStars } from './hotel-stars';
import { roomTerms } from './room-terms';
import { useTravellersText } from './search-heading';

/** Each stay's hotel and rooms; the detail page adds its change controls through the render props. */
export function CityStays({
  cities,
  hotelActions,
  roomActions,
}: {
  cities: readonly TCityStay[];
  hotelActions?: (cityIndex: number, stay: TCityStay) => ReactNode;
  roomActions?: (cityIndex: number, roomIndex: number, room: TRoomChoice) => ReactNode;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  const travellers = useTravellersText();
  return (
    <section aria-labelledby="stays-heading" className="flex flex-col gap-3">
      <h2 id="stays-heading" className="text-xl font-semibold text-ink">
        {t('stays')}
      </h2>
      <ol className="flex flex-col gap-3">
        {cities.map((c, ci) => (
          <li
            key={`${c.city}-${c.check_in}`}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid="city-stay"
          >
            <h3 className="font-semibold text-ink">
              {t('stayTitle', { city: c.city, nights: t('nights', { count: c.nights }) })}
            </h3>
            <p className="text-xs text-slate-600">
              {t('checkInOut', {
                checkIn: formatDisplayDate(c.check_in, locale),
                checkOut: formatDisplayDate(c.check_out, locale),
              })}
            </p>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row">
              {c.hotel.image_url && (
                <SafeImage
                  src={c.hotel.image_url}
                  className="h-28 w-full rounded-lg object-cover sm:w-40"
                  priority={ci === 0}
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink" data-testid="hotel-name">
                    {c.hotel.name}
                  </span>
                  <HotelStars stars={c.hotel.stars} />
                </div>
                <p className="text-sm text-slate-700">{formatMoney(c.hotel.price, { locale })}</p>
                <ul className="mt-1 flex flex-col gap-2">
                  {c.hotel.rooms.map((r, ri) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a room's position is its identity (swap_room room_index)
                    <li key={`${r.room_code}-${ri}`} className="rounded-lg bg-slate-50 p-2 text-sm">
                      <p className="font-medium text-ink">
                        {t('room', { room: r.room_name, board: t(`board.${r.board}`) })}
                      </p>
                      <p className="text-xs text-slate-600">
                        {travellers({ adults: r.adults, children: r.children.length, infants: r.infants })} ·{' '}
                        {roomTerms(r.refundable ? t('refundable') : t('nonRefundable'), r.cancellation)}
                      </p>
                      {roomActions?.(ci, ri, r)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            {hotelActions?.(ci, c)}
          </li>
        ))}
      </ol>
    </section>
  );
}
