import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TPackageVariant } from '@/lib/contract/planner';
import { formatMoney } from '@/lib/money';
import { HotelStars } from './hotel-stars';
import { type Budget, detailPath, detailsListPath } from './routes';
import { WhyRank } from './why-rank';

/** The variant's activities worth naming on a card: distinct titles, in trip order. */
export function keyActivities(variant: TPackageVariant, limit = 4): string[] {
  // Taken in turn from each city, so a card names something of every stop, not just the first.
  const byCity = new Map<string, string[]>();
  for (const d of variant.days)
    for (const i of d.items)
      if (i.kind === 'activity') byCity.set(i.city, [...(byCity.get(i.city) ?? []), i.title]);
  const lists = [...byCity.values()];
  const picked = new Set<string>();
  for (let round = 0; picked.size < limit && lists.some((l) => l.length > round); round++)
    for (const l of lists) {
      const title = l[round];
      if (title !== undefined && picked.size < limit) picked.add(title);
    }
  return [...picked];
}

/** One ranked trip on the list page: label, hotels per city, key activities, total, why it ranks there. */
export function VariantCard({
  packageId,
  variant,
  travellers,
  priceInclusive,
  budget,
}: {
  packageId: string;
  /** The list's budget filter, carried to the variant's pages (the plan depends on it). */
  budget: Budget;
  variant: TPackageVariant;
  travellers: string;
  /** The agency's pricingOption is 1: show the price-inclusive label (§3, §9). */
  priceInclusive: boolean;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  const activities = keyActivities(variant);
  const headingId = `variant-${variant.index}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:p-6"
      data-testid="variant-card"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand px-3 py-0.5 text-xs font-semibold text-on-brand">
            {variant.label}
          </span>
          <span className="text-xs text-slate-600">{t('nights', { count: variant.nights })}</span>
        </div>
        <h2 id={headingId} className="text-lg font-bold text-ink lg:text-xl">
          {variant.title}
        </h2>
        <section aria-label={t('hotels')}>
          <ul className="flex flex-col gap-2">
            {variant.cities.map((c) => (
              <li
                key={`${c.city}-${c.check_in}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
              >
                <span className="font-semibold text-ink">{c.city}</span>
                <span className="text-slate-700">{c.hotel.name}</span>
                <HotelStars stars={c.hotel.stars} />
                <span className="text-slate-600">{t('nights', { count: c.nights })}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="text-sm">
          <h3 className="font-semibold text-ink">{t('keyActivities')}</h3>
          {activities.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-2">
              {activities.map((a) => (
                <li key={a} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                  {a}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">{t('noActivities')}</p>
          )}
        </section>
        <WhyRank reasons={variant.reasons} score={variant.score} />
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 lg:w-64 lg:border-t-0 lg:border-s lg:pt-0 lg:ps-6">
        <p className="flex flex-col">
          <span className="text-xs uppercase tracking-wide text-slate-600">{t('totalPrice')}</span>
          <span className="text-2xl font-bold text-ink" data-testid="variant-price">
            {formatMoney(variant.total_price, { locale })}
          </span>
          <span className="text-xs text-slate-600">{t('forTravellers', { travellers })}</span>
          {priceInclusive && <span className="text-xs text-slate-600">{t('priceInclusive')}</span>}
        </p>
        <Link
          href={detailsListPath(packageId, variant.index, budget)}
          aria-label={t('viewItineraryNamed', { title: variant.title })}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand px-4 text-sm font-semibold text-brand"
        >
          {t('viewItinerary')}
        </Link>
        <Link
          href={detailPath(packageId, variant.index, null, budget)}
          aria-label={t('customiseNamed', { title: variant.title })}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand"
        >
          {t('customise')}
        </Link>
      </div>
    </article>
  );
}
