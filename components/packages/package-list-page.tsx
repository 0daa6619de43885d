import { getTranslations } from 'next-intl/server';
import Link from '@/components/i18n/locale-link';
import { searchPackages } from '@/lib/client/packages';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { type PageQuery, pageHref, readListQuery, toSearchFilters } from './list-filters';
import { PackageCard } from './package-card';
import { PackageFilters } from './package-filters';
import { type PackageLayout, packageDetailPath, packageListPath } from './routes';

/** static_package/list and mbl/static_package/list: filters, results and paging. */
export async function PackageListPage({
  wc,
  site,
  layout,
  searchParams,
}: {
  wc: WorkingConfig;
  site: string;
  layout: PackageLayout;
  searchParams: PageQuery;
}) {
  const t = await getTranslations('Packages');
  const query = readListQuery(searchParams);
  const found = await searchPackages(site, toSearchFilters(query, wc.currency));
  const mobile = layout === 'mobile';
  const base = packageListPath(layout);
  return (
    <div
      className={`mx-auto flex w-full flex-col gap-6 px-4 py-8 ${mobile ? 'max-w-xl' : 'max-w-7xl lg:px-6'}`}
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink">{t('listTitle')}</h1>
        <p className="text-slate-700">{t('listIntro')}</p>
      </header>
      <PackageFilters action={base} query={query} budgetCurrency={wc.currency} compact={mobile} />
      {!found.ok ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {t(found.status === 401 || found.status === 403 ? 'loginRequired' : 'loadError')}
        </p>
      ) : (
        <section aria-labelledby="package-results" className="flex flex-col gap-4">
          <h2 id="package-results" className="text-lg font-semibold text-ink" aria-live="polite">
            {t('results', { count: found.data.total })}
          </h2>
          {found.data.results.length === 0 ? (
            <p className="text-slate-700">{t('noResults')}</p>
          ) : (
            <ul className={`grid gap-5 ${mobile ? 'grid-cols-1' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
              {found.data.results.map((pkg) => (
                <li key={pkg.id} className="flex">
                  <PackageCard
                    pkg={pkg}
                    detailHref={packageDetailPath(layout, pkg.id)}
                    priceInclusive={wc.showPriceInclusiveLabel}
                  />
                </li>
              ))}
            </ul>
          )}
          {found.data.pages > 1 && (
            <nav aria-label={t('pagination')} className="flex items-center justify-between gap-3">
              {query.page > 1 ? (
                <Link
                  className="inline-flex min-h-11 items-center rounded-xl px-4 text-brand underline"
                  href={pageHref(base, query, query.page - 1)}
                >
                  {t('previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-700">
                {t('pageOf', { page: query.page, pages: found.data.pages })}
              </span>
              {query.page < found.data.pages ? (
                <Link
                  className="inline-flex min-h-11 items-center rounded-xl px-4 text-brand underline"
                  href={pageHref(base, query, query.page + 1)}
                >
                  {t('next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
