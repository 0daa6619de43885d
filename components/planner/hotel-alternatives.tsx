'use client';

import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TItinerary } from '@/lib/contract/planner';
import { formatMoney } from '@/lib/money';
import { HotelStars } from './hotel-stars';

type Hotel = TItinerary['alternatives'][number]['hotels'][number];

/** The hotels that can replace a stay's hotel, each with its price for the stay (swap_hotel). */
export function HotelAlternatives({
  city,
  hotels,
  currentCode,
  disabled,
  onChoose,
}: {
  city: string;
  hotels: readonly Hotel[];
  currentCode: string;
  disabled: boolean;
  onChoose: (code: string) => void;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  const others = hotels.filter((h) => h.code !== currentCode);
  return (
    <div className="mt-3 rounded-lg border border-slate-200 p-3" data-testid="hotel-alternatives">
      <h4 className="text-sm font-semibold text-ink">{t('otherHotels', { city })}</h4>
      {others.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('noOtherHotels')}</p>
      ) : (
        <ul className="list-divided mt-2 flex flex-col">
          {others.map((h) => (
            <li key={h.code} className="flex flex-wrap items-center gap-3 py-2">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium text-ink">{h.name}</span>
                <HotelStars stars={h.stars} />
              </div>
              <span className="text-sm text-slate-700">{formatMoney(h.price, { locale })}</span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChoose(h.code)}
                aria-label={t('chooseHotelNamed', { hotel: h.name })}
                className="min-h-10 rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand disabled:opacity-60"
              >
                {t('chooseHotel')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
