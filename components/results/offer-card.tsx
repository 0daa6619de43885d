'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BookOffer } from '@/components/booking/book-offer';
import { SafeImage } from '@/components/common/safe-image';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TOffer, TSegment } from '@/lib/contract/products';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { cancellationKind, durationParts, fewLeft, placeCode } from '../common/offer-text';

function Duration({ minutes }: { minutes: number }) {
  const t = useTranslations('Results');
  return <>{t('minutes', durationParts(minutes))}</>;
}

function SegmentLine({ s, stops }: { s: TSegment; stops: boolean }) {
  const locale = useAppLocale();
  const t = useTranslations('Results');
  return (
    <li className="grid grid-cols-[auto_1fr_auto] items-center gap-3 text-sm" data-testid="offer-segment">
      <div className="text-end">
        <p className="font-semibold text-ink">{s.depart}</p>
        <p className="text-xs text-slate-600">{placeCode(s.from_code, s.from)}</p>
      </div>
      <div className="flex flex-col items-center text-xs text-slate-600">
        <span>
          <Duration minutes={s.duration_minutes} />
          {stops && ` · ${t('stopsValue', { count: s.stops })}`}
        </span>
        <span aria-hidden="true" className="h-px w-full bg-slate-300" />
        <span>
          {formatDisplayDate(s.date, locale)} · {s.carrier}
        </span>
      </div>
      <div>
        <p className="font-semibold text-ink">
          {s.arrive}
          {s.arrive_day_offset > 0 && (
            <sup className="ms-0.5 text-red-700">{t('nextDay', { days: s.arrive_day_offset })}</sup>
          )}
        </p>
        <p className="text-xs text-slate-600">{placeCode(s.to_code, s.to)}</p>
      </div>
    </li>
  );
}

/** One result: what it is, when, what is included, its terms, the party's total, and Book. */
export function OfferCard({
  offer,
  packageId,
  travellers,
  bookingDisabled,
}: {
  offer: TOffer;
  packageId: string;
  travellers: string;
  /** no_booking / booking_disabled: no Book action. */
  bookingDisabled: boolean;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Results');
  const [open, setOpen] = useState(false);
  const cancel = cancellationKind(offer.cancellation);
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="offer-card"
      data-ref={offer.ref}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        {/* A hotel is chosen by its look; other kinds list without pictures to stay compact. */}
        {offer.kind === 'hotel' && offer.image_url && (
          <SafeImage
            src={offer.image_url}
            className="h-32 w-full shrink-0 rounded-lg object-cover sm:h-28 sm:w-40"
          />
        )}
        <div className="min-w-0 sm:flex-1">
          <h3 className="text-lg font-semibold text-ink">{offer.title}</h3>
          {offer.subtitle && <p className="text-sm text-slate-700">{offer.subtitle}</p>}
          {offer.segments.length === 0 && (
            <p className="text-sm text-slate-700">
              {formatDisplayDate(offer.date, locale)}
              {offer.time ? ` · ${offer.time}` : ''}
              {offer.end_date && offer.end_date !== offer.date
                ? ` – ${formatDisplayDate(offer.end_date, locale)}`
                : ''}
            </p>
          )}
        </div>
        <div className="shrink-0 sm:text-end">
          <p className="text-xl font-bold text-ink" data-testid="offer-total">
            {formatMoney(offer.price.total, { locale })}
          </p>
          <p className="text-xs text-slate-600">{t('totalFor', { travellers })}</p>
          {fewLeft(offer.remaining) && (
            <p className="text-xs font-semibold text-red-800">
              {t('onlyLeft', { count: offer.remaining ?? 0 })}
            </p>
          )}
        </div>
      </div>
      {offer.segments.length > 0 && (
        <ol className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3">
          {offer.segments.map((s) => (
            <SegmentLine
              key={`${s.number}-${s.date}-${s.depart}`}
              s={s}
              stops={offer.kind === 'flight' || offer.kind === 'rail'}
            />
          ))}
        </ol>
      )}
      {offer.included.length > 0 && (
        <ul aria-label={t('included')} className="flex flex-wrap gap-2 text-xs">
          {offer.included.map((line) => (
            <li key={line} className="rounded-full bg-slate-100 px-2 py-1 text-slate-800">
              {line}
            </li>
          ))}
        </ul>
      )}
      <p className={cancel.key === 'none' ? 'text-sm text-slate-700' : 'text-sm font-medium text-green-800'}>
        {cancel.key === 'free'
          ? t('cancellation.free', { days: cancel.days })
          : cancel.key === 'penalty'
            ? t('cancellation.penalty', { percent: cancel.percent })
            : t('cancellation.none')}
      </p>
      {open && offer.details.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {offer.details.map((d) => (
            <div key={d.label} className="contents">
              <dt className="font-medium text-slate-700">{d.label}</dt>
              <dd className="text-ink">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        {offer.details.length > 0 && (
          <button
            type="button"
            className="min-h-11 rounded-lg border border-slate-300 px-4 text-sm font-medium text-ink"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('hideDetails') : t('details')}
          </button>
        )}
      </div>
      {/* Book checks today's price first (signing in when needed), then asks for the travellers. */}
      {!bookingDisabled && <BookOffer packageId={packageId} refKey={offer.ref} listedPrice={offer.price} />}
    </article>
  );
}
