'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BookVariant } from '@/components/booking/book-variant';
import { AddToCart } from '@/components/cart/add-to-cart';
import { BackArrow } from '@/components/common/back-arrow';
import { durationParts } from '@/components/common/offer-text';
import Link from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TItinerary, TItineraryChange, TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import { isLegKind } from '@/lib/contract/planner-kinds';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { PlannerStatus } from '../common/planner-status';
import { CityStays } from './city-stays';
import { DiscountField } from './discount-field';
import { HotelAlternatives } from './hotel-alternatives';
import { ItineraryDays } from './itinerary-days';
import { OptionSelect } from './option-select';
import { PdfDownloadButton } from './pdf-download-button';
import { PriceSummary } from './price-summary';
import { QuotationAction } from './quotation-action';
import { type Budget, listPath } from './routes';
import { SearchHeading } from './search-heading';
import { useLead } from './use-lead';

/** A journey option's select value: the leg and its departure (one leg leaves several times a day). */
const journeyValue = (o: { code: string; depart: string }) => `${o.code}@${o.depart}`;

/** The variant as the list showed it (get_package), for the server to render while the lead is made. */
export interface DetailPreview {
  search: TSearchSummary;
  variant: TPackageVariant;
}

/**
 * detail/{package_id}: the traveller's own copy of a variant (a lead). Hotels and rooms, the day by
 * day itinerary and every change reprice through put_itinerary; then a quotation or the PDF.
 * The server renders the page: the URL's lead when it has one (`initial`), otherwise the variant
 * (`preview`) with every control in its place, disabled, until the lead is made here.
 */
export function DetailPlanner({
  packageId,
  index,
  lead,
  priceInclusive,
  budget,
  bookingDisabled = false,
  initial = null,
  preview = null,
}: {
  /** no_booking / booking_disabled: no Book action. */
  bookingDisabled?: boolean;
  packageId: string;
  index: number;
  /** The budget of the list the variant was picked from (its index depends on it). */
  budget: Budget;
  lead: string | null;
  priceInclusive: boolean;
  /** The URL's lead as the server read it. */
  initial?: TItinerary | null;
  /** The variant the lead will be made from, shown until it is. */
  preview?: DetailPreview | null;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  const { state, changing, apply, retry } = useLead(packageId, index, lead, budget, initial);
  const [openHotels, setOpenHotels] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (state.kind === 'error')
    return (
      <PlannerStatus
        kind="error"
        text={t('prepareError')}
        action={{ label: t('tryAgain'), onClick: retry }}
      />
    );

  const it: TItinerary | null = state.kind === 'ready' ? state.itinerary : null;
  const shown = it ?? preview;
  if (!shown) return <PlannerStatus kind="loading" text={t('preparing')} />;
  const v = shown.variant;
  // The variant without its lead yet: every control keeps its place, disabled, until the lead is made.
  const waiting = it === null;
  const locked = changing || waiting;
  const leadId = it?.lead_id ?? '';
  const change = async (c: TItineraryChange) => {
    setNotice(null);
    const answer = await apply(c);
    setNotice(
      answer.ok
        ? {
            ok: true,
            text: t('priceUpdated', { price: formatMoney(answer.itinerary.variant.total_price, { locale }) }),
          }
        : { ok: false, text: answer.reason ?? t('changeFailed') },
    );
    if (answer.ok && c.type === 'swap_hotel') setOpenHotels(null);
  };
  const roomOptions = (ci: number, ri: number) =>
    it?.room_options?.find((o) => o.city_index === ci && o.room_index === ri)?.rooms ?? [];
  const transferOptions = (itemId: string) =>
    it?.transfer_options?.find((o) => o.item_id === itemId)?.transfers ?? [];
  const legOptions = (itemId: string) => it?.leg_options.find((o) => o.item_id === itemId)?.legs ?? [];
  const modeWord = (mode: string | null) => (isLegKind(mode) ? t(`leg.${mode}`) : '');
  const activityOptions = (day: number) => it?.activity_options?.find((o) => o.day === day)?.activities ?? [];

  return (
    <div
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 lg:px-6 lg:py-8"
      data-lead={it?.lead_id}
      aria-busy={waiting || undefined}
    >
      <Link
        href={listPath(packageId)}
        className="inline-flex min-h-11 w-fit items-center text-sm text-brand underline"
      >
        <BackArrow />
        {t('backToList')}
      </Link>
      <SearchHeading search={shown.search} />
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand px-3 py-0.5 text-xs font-semibold text-on-brand">
          {v.label}
        </span>
        <p className="font-semibold text-ink">{v.title}</p>
        <p className="text-sm text-slate-600">
          {t('dates', {
            start: formatDisplayDate(v.start_date, locale),
            end: formatDisplayDate(v.end_date, locale),
          })}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <CityStays
            cities={v.cities}
            hotelActions={(ci, stay) => {
              const hotels = it?.alternatives.find((a) => a.city_index === ci)?.hotels ?? [];
              const open = openHotels === ci;
              return (
                <div className="mt-3">
                  <button
                    type="button"
                    aria-expanded={open}
                    disabled={waiting}
                    onClick={() => setOpenHotels(open ? null : ci)}
                    aria-label={t('changeHotelIn', { city: stay.city })}
                    className="min-h-10 rounded-lg border border-brand px-4 text-sm font-semibold text-brand"
                  >
                    {t('changeHotel')}
                  </button>
                  {open && (
                    <HotelAlternatives
                      city={stay.city}
                      hotels={hotels}
                      currentCode={stay.hotel.code}
                      disabled={locked}
                      onChoose={(code) =>
                        void change({ type: 'swap_hotel', city_index: ci, hotel_code: code })
                      }
                    />
                  )}
                </div>
              );
            }}
            roomActions={(ci, ri, room) => (
              <OptionSelect
                label={t('changeRoomFor', { number: ri + 1, city: v.cities[ci]?.city ?? '' })}
                placeholder={room.room_name}
                options={roomOptions(ci, ri)
                  .filter((o) => o.room_code !== room.room_code)
                  .map((o) => ({
                    value: o.room_code,
                    label: `${o.room_name} · ${t(`board.${o.board}`)} · ${formatMoney(o.price, { locale })}`,
                  }))}
                disabled={locked}
                pending={waiting}
                onSelect={(code) =>
                  void change({ type: 'swap_room', city_index: ci, room_index: ri, room_code: code })
                }
              />
            )}
          />
          <ItineraryDays
            days={v.days}
            actions={(item) => {
              if (item.kind === 'activity')
                return (
                  <button
                    type="button"
                    disabled={locked}
                    onClick={() => void change({ type: 'remove_activity', item_id: item.id })}
                    aria-label={t('removeActivityNamed', { title: item.title })}
                    className="min-h-10 rounded-lg border border-red-700 px-3 text-sm font-semibold text-red-800 disabled:opacity-60"
                  >
                    {t('removeActivity')}
                  </button>
                );
              if (item.kind === 'transfer')
                return (
                  <OptionSelect
                    label={t('changeTransferFor', { title: item.title })}
                    placeholder={item.detail ?? item.title}
                    options={transferOptions(item.id)
                      .filter((o) => o.code !== item.ref)
                      .map((o) => ({
                        value: o.code,
                        label: `${o.title} · ${formatMoney(o.price, { locale })}`,
                      }))}
                    disabled={locked}
                    pending={waiting}
                    onSelect={(code) =>
                      void change({ type: 'change_transfer', item_id: item.id, transfer_code: code })
                    }
                  />
                );
              if (item.kind === 'leg')
                return (
                  <OptionSelect
                    label={t('changeLegFor', { title: item.title })}
                    placeholder={t('legCurrent', {
                      mode: modeWord(item.detail),
                      depart: item.start,
                      arrive: item.end,
                    })}
                    options={legOptions(item.id).map((o) => ({
                      value: journeyValue(o),
                      label: t('legOption', {
                        mode: modeWord(o.mode),
                        carrier: o.carrier,
                        depart: o.depart,
                        arrive: o.arrive,
                        nextDay: String(o.arrive < o.depart),
                        ...durationParts(o.duration_minutes),
                        price: formatMoney(o.price, { locale }),
                      }),
                    }))}
                    disabled={locked}
                    pending={waiting}
                    onSelect={(value) => {
                      const o = legOptions(item.id).find((l) => journeyValue(l) === value);
                      if (o)
                        void change({
                          type: 'change_leg',
                          item_id: item.id,
                          leg_code: o.code,
                          departure: o.depart,
                        });
                    }}
                  />
                );
              return null;
            }}
            dayActions={(d) => (
              <OptionSelect
                label={t('addActivityTo', { day: d.day })}
                placeholder={t('addActivityChoose')}
                options={activityOptions(d.day).map((o) => ({
                  value: o.code,
                  label: o.price ? `${o.title} · ${formatMoney(o.price, { locale })}` : o.title,
                }))}
                disabled={locked}
                pending={waiting}
                onSelect={(code) => void change({ type: 'add_activity', day: d.day, activity_code: code })}
              />
            )}
          />
        </div>
        <aside
          id="price-summary"
          className="flex scroll-mt-20 flex-col gap-4 lg:sticky lg:top-4 lg:self-start"
        >
          <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4">
            <PriceSummary price={v.price} priceInclusive={priceInclusive} />
            <p
              aria-live="polite"
              role="status"
              className={notice?.ok === false ? 'text-sm text-red-800' : 'text-sm text-emerald-800'}
            >
              {changing ? t('updating') : (notice?.text ?? '')}
            </p>
            <DiscountField
              applied={v.price.discount_code}
              disabled={locked}
              onApply={(code) => void change({ type: 'apply_discount', code })}
            />
            {!bookingDisabled && (
              <>
                <BookVariant source={{ lead_id: leadId }} disabled={locked} />
                <AddToCart pageType="package" />
              </>
            )}
            <QuotationAction leadId={leadId} disabled={locked} />
            <PdfDownloadButton
              type="package_detail"
              data={{ package_id: packageId, index: it?.variant_index ?? index, lead_id: leadId }}
              testId="detail-pdf"
              disabled={waiting}
            />
          </div>
        </aside>
      </div>
      {/* Phones: the total stays in sight while scrolling the itinerary, one tap from the summary. */}
      <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] lg:hidden">
        <p className="flex flex-col">
          <span className="text-xs text-slate-600">{t('total')}</span>
          <span className="text-lg font-bold text-ink">{formatMoney(v.total_price, { locale })}</span>
        </p>
        <a
          href="#price-summary"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand"
        >
          {t('priceSummary')}
        </a>
      </div>
    </div>
  );
}
