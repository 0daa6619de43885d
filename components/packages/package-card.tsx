import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/i18n/locale-link';
import { DEFAULT_LOCALE, toLocale } from '@/i18n/locales';
import type { TPackageCard } from '@/lib/contract/static-packages';
import { formatDisplayDate } from '@/lib/dates';
import { PackagePrice } from './package-price';

/** One organised package in a list (desktop grid or mobile stack). */
export async function PackageCard({
  pkg,
  detailHref,
  priceInclusive,
}: {
  pkg: TPackageCard;
  detailHref: string;
  priceInclusive: boolean;
}) {
  const locale = toLocale(await getLocale()) ?? DEFAULT_LOCALE;
  const t = await getTranslations('Packages');
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {pkg.image_url && (
        // biome-ignore lint/performance/noImgElement: small local SVG artwork, nothing for next/image to optimise
        <img src={pkg.image_url} alt="" className="h-44 w-full object-cover" loading="lazy" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg font-semibold text-ink">
          <Link
            href={detailHref}
            className="hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
          >
            {pkg.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">{pkg.destinations.join(' · ')}</p>
        <p className="text-sm text-slate-700">
          {t('daysNights', { days: pkg.duration_days, nights: t('nights', { count: pkg.duration_nights }) })}
        </p>
        <p className="text-sm text-slate-600">
          {pkg.next_departure
            ? t('nextDeparture', { date: formatDisplayDate(pkg.next_departure, locale) })
            : t('noDeparture')}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <div className="flex flex-col">
            <PackagePrice amountMinor={pkg.price_from} currency={pkg.currency} />
            {priceInclusive && <span className="text-xs text-slate-600">{t('priceInclusive')}</span>}
          </div>
          <Link
            href={detailHref}
            aria-label={t('viewPackageNamed', { title: pkg.title })}
            className="inline-flex min-h-11 items-center rounded-xl bg-brand px-4 text-sm font-semibold text-on-brand hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('viewPackage')}
          </Link>
        </div>
      </div>
    </article>
  );
}
