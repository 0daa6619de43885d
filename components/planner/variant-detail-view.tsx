import { useTranslations } from 'next-intl';
import { BackArrow } from '@/components/common/back-arrow';
import Link from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { CityStays } from './city-stays';
import { ItineraryDays } from './itinerary-days';
import { PriceSummary } from './price-summary';
import { type Budget, detailPath, listPath } from './routes';
import { SearchHeading } from './search-heading';
import { WhyRank } from './why-rank';

/** details-list/{package_id}/{index}: one ranked trip, read-only, with the way to customise it. */
export function VariantDetailView({
  packageId,
  search,
  variant,
  priceInclusive,
  budget,
}: {
  packageId: string;
  budget: Budget;
  search: TSearchSummary;
  variant: TPackageVariant;
  priceInclusive: boolean;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 lg:px-6 lg:py-8">
      <Link
        href={listPath(packageId)}
        className="inline-flex min-h-11 w-fit items-center text-sm text-brand underline"
      >
        <BackArrow />
        {t('backToList')}
      </Link>
      <SearchHeading search={search} />
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand px-3 py-0.5 text-xs font-semibold text-on-brand">
          {variant.label}
        </span>
        <p className="font-semibold text-ink">{variant.title}</p>
        <p className="text-sm text-slate-600">
          {t('dates', {
            start: formatDisplayDate(variant.start_date, locale),
            end: formatDisplayDate(variant.end_date, locale),
          })}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <CityStays cities={variant.cities} />
          <ItineraryDays days={variant.days} />
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            <PriceSummary price={variant.price} priceInclusive={priceInclusive} />
            <Link
              href={detailPath(packageId, variant.index, null, budget)}
              className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand"
            >
              {t('customiseThis')}
            </Link>
          </div>
          <WhyRank reasons={variant.reasons} score={variant.score} />
        </aside>
      </div>
      {/* Phones: the total and the way to customise stay in sight below the long itinerary. */}
      <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] lg:hidden">
        <p className="flex flex-col">
          <span className="text-xs text-slate-600">{t('total')}</span>
          <span className="text-lg font-bold text-ink">{formatMoney(variant.total_price, { locale })}</span>
        </p>
        <Link
          href={detailPath(packageId, variant.index, null, budget)}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand"
        >
          {t('customise')}
        </Link>
      </div>
    </div>
  );
}
