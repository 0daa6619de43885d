import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { BookPackage } from '@/components/booking/book-package';
import { AddToCart } from '@/components/cart/add-to-cart';
import { BackArrow } from '@/components/common/back-arrow';
import Link from '@/components/i18n/locale-link';
import { DEFAULT_LOCALE, toLocale } from '@/i18n/locales';
import { getStaticPackage } from '@/lib/client/packages';
import { formatDisplayDate } from '@/lib/dates';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { PackagePrice } from './package-price';
import { type PackageLayout, packageListPath } from './routes';

/** static_package/detail?id=… and its mbl/ variant: itinerary, inclusions, departures, price. */
export async function PackageDetailPage({
  wc,
  site,
  layout,
  id,
}: {
  wc: WorkingConfig;
  site: string;
  layout: PackageLayout;
  id: string;
}) {
  const locale = toLocale(await getLocale()) ?? DEFAULT_LOCALE;
  if (!id) notFound();
  const t = await getTranslations('Packages');
  const found = await getStaticPackage(site, id);
  if (!found.ok) {
    if (found.status === 404 || found.status === 400) notFound();
    return (
      <p role="alert" className="mx-auto max-w-3xl p-8 text-red-800">
        {t(found.status === 401 || found.status === 403 ? 'loginRequired' : 'loadError')}
      </p>
    );
  }
  const pkg = found.data;
  const mobile = layout === 'mobile';
  return (
    <article
      className={`mx-auto flex w-full flex-col gap-8 px-4 py-8 ${mobile ? 'max-w-xl' : 'max-w-6xl lg:px-6'}`}
    >
      <Link
        href={packageListPath(layout)}
        className="inline-flex min-h-11 w-fit items-center text-sm text-brand underline"
      >
        <BackArrow />
        {t('backToList')}
      </Link>
      <header className={`grid gap-6 ${mobile ? '' : 'lg:grid-cols-[3fr_2fr]'}`}>
        {pkg.images[0] && (
          // biome-ignore lint/performance/noImgElement: small local SVG artwork
          <img src={pkg.images[0]} alt="" className="h-64 w-full rounded-2xl object-cover lg:h-80" />
        )}
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold text-ink">{pkg.title}</h1>
          <p className="text-slate-700">{pkg.summary}</p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="font-semibold text-ink">{t('destinations')}</dt>
            <dd className="text-slate-700">{pkg.destinations.join(' · ')}</dd>
            <dt className="font-semibold text-ink">{t('duration')}</dt>
            <dd className="text-slate-700">
              {t('daysNights', {
                days: pkg.duration_days,
                nights: t('nights', { count: pkg.duration_nights }),
              })}
            </dd>
          </dl>
          <div className="rounded-2xl bg-slate-50 p-4">
            <PackagePrice amountMinor={pkg.price_from} currency={pkg.currency} size="lg" />
            {wc.showPriceInclusiveLabel && <p className="text-xs text-slate-600">{t('priceInclusive')}</p>}
          </div>
        </div>
      </header>
      <div className={`grid gap-8 ${mobile ? '' : 'lg:grid-cols-[3fr_2fr]'}`}>
        <section aria-labelledby="itinerary" className="flex flex-col gap-3">
          <h2 id="itinerary" className="text-xl font-semibold text-ink">
            {t('itinerary')}
          </h2>
          <ol className="flex flex-col gap-3">
            {pkg.itinerary.map((d) => (
              <li key={d.day} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-semibold text-ink">{t('dayTitle', { day: d.day, title: d.title })}</h3>
                <p className="text-sm text-slate-700">{d.description}</p>
              </li>
            ))}
          </ol>
        </section>
        <div className="flex flex-col gap-8">
          <section aria-labelledby="inclusions" className="flex flex-col gap-3">
            <h2 id="inclusions" className="text-xl font-semibold text-ink">
              {t('inclusions')}
            </h2>
            <ul className="list-disc ps-5 text-sm text-slate-700">
              {pkg.inclusions.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="departures" className="flex flex-col gap-3">
            <h2 id="departures" className="text-xl font-semibold text-ink">
              {t('departures')}
            </h2>
            {pkg.departures.length === 0 ? (
              <p className="text-sm text-slate-700">{t('noDeparture')}</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {pkg.departures.map((d) => (
                  <li key={d.date} className="flex justify-between rounded-lg bg-slate-50 px-3 py-2">
                    <span className="text-ink">{formatDisplayDate(d.date, locale)}</span>
                    <span className="text-slate-700">{t('seatsLeft', { count: d.seats })}</span>
                  </li>
                ))}
              </ul>
            )}
            {/* A site with booking switched off shows no Book action (its calls refuse too). */}
            {!wc.booking_disabled && (
              <>
                <BookPackage packageId={pkg.id} currency={pkg.currency} departures={pkg.departures} />
                <AddToCart pageType="static_package" />
              </>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}
