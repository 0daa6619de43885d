import { useTranslations } from 'next-intl';
import { useAppLocale } from '@/i18n/use-app-locale';
import type { TGetPackageResponse, TPackageVariant, TSearchSummary } from '@/lib/contract/planner';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { CityStays } from './city-stays';
import { ItineraryDays } from './itinerary-days';
import { PriceSummary } from './price-summary';
import { SearchHeading, useTravellersText } from './search-heading';
import { keyActivities } from './variant-card';

/**
 * The agency's letterhead on the printable pages: logo or name, and how to reach them — the
 * customer-care contacts first, as the footer and the PDFs show them, else the agency's own.
 */
function Letterhead({ wc }: { wc: WorkingConfig }) {
  const contact = [
    wc.customer_care.email ?? wc.agency_details?.details?.email,
    wc.customer_care.phone ?? wc.agency_details?.details?.mobile_number,
  ].filter(Boolean);
  return (
    <header className="flex items-center justify-between gap-4 border-b-4 border-brand pb-3">
      {wc.logo ? (
        // biome-ignore lint/performance/noImgElement: the agency's logo from its configuration
        <img src={wc.logo} alt={wc.agency_name} className="h-12 w-auto" />
      ) : (
        <p className="text-xl font-bold text-brand">{wc.agency_name}</p>
      )}
      <p className="text-end text-xs text-slate-600">
        <span className="block font-semibold text-ink">{wc.agency_name}</span>
        {contact.join(' · ')}
      </p>
    </header>
  );
}

const PAGE = 'mx-auto flex max-w-[210mm] flex-col gap-6 bg-white p-6 text-ink print:p-0';

/** list/pdf/{package_id}: every ranked variant on paper, no header or footer of the site. */
export function PrintPackageList({ wc, pkg }: { wc: WorkingConfig; pkg: TGetPackageResponse }) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  const travellers = useTravellersText()(pkg.search);
  return (
    <main className={PAGE}>
      <Letterhead wc={wc} />
      <SearchHeading search={pkg.search} />
      <ol className="flex flex-col gap-4">
        {pkg.variants.map((v) => (
          <li key={v.index} className="break-inside-avoid rounded-lg border border-slate-300 p-4">
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="text-xs font-semibold uppercase text-brand">{v.label}</p>
                <h2 className="text-lg font-bold">{v.title}</h2>
                <p className="text-xs text-slate-600">
                  {t('dates', {
                    start: formatDisplayDate(v.start_date, locale),
                    end: formatDisplayDate(v.end_date, locale),
                  })}{' '}
                  · {t('nights', { count: v.nights })}
                </p>
              </div>
              <p className="text-end">
                <span className="block text-xl font-bold">{formatMoney(v.total_price, { locale })}</span>
                <span className="text-xs text-slate-600">{t('forTravellers', { travellers })}</span>
                {wc.showPriceInclusiveLabel && (
                  <span className="block text-xs text-slate-600">{t('priceInclusive')}</span>
                )}
              </p>
            </div>
            <ul className="mt-2 text-sm">
              {v.cities.map((c) => (
                <li key={`${c.city}-${c.check_in}`}>
                  <strong>{c.city}</strong> · {c.hotel.name} ({t('stars', { count: c.hotel.stars })}) ·{' '}
                  {t('nights', { count: c.nights })}
                </li>
              ))}
            </ul>
            {keyActivities(v).length > 0 && (
              <p className="mt-1 text-sm text-slate-700">
                {t('keyActivities')}: {keyActivities(v).join(', ')}
              </p>
            )}
          </li>
        ))}
      </ol>
    </main>
  );
}

/** detail/pdf/…: one variant (or a lead's adjusted copy) day by day with its price. */
export function PrintVariant({
  wc,
  search,
  variant,
}: {
  wc: WorkingConfig;
  search: TSearchSummary;
  variant: TPackageVariant;
}) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  return (
    <main className={PAGE}>
      <Letterhead wc={wc} />
      <SearchHeading search={search} />
      <p className="font-semibold">
        {variant.label} · {variant.title} ·{' '}
        {t('dates', {
          start: formatDisplayDate(variant.start_date, locale),
          end: formatDisplayDate(variant.end_date, locale),
        })}
      </p>
      <CityStays cities={variant.cities} />
      <ItineraryDays days={variant.days} />
      <div className="break-inside-avoid rounded-lg border border-slate-300 p-4">
        <PriceSummary price={variant.price} priceInclusive={wc.showPriceInclusiveLabel} />
      </div>
    </main>
  );
}
