import { getTranslations } from 'next-intl/server';
import { searchPackages } from '@/lib/client/packages';
import { SITE_CONFIG_TTL } from '@/lib/client/site-config';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { PackageCard } from './package-card';
import { packageDetailPath } from './routes';

/** featured-packages (spec §2): the tenant's featured organised packages. */
export async function FeaturedPackagesPage({ wc, site }: { wc: WorkingConfig; site: string }) {
  const t = await getTranslations('Packages');
  // The page is rendered once per site and cached (ISR): so is its answer, as long as the configuration.
  const found = await searchPackages(
    site,
    { featured: 'true', page_size: '50' },
    { revalidate: SITE_CONFIG_TTL },
  );
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 lg:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink">{t('featuredTitle')}</h1>
        <p className="text-slate-700">{t('featuredIntro')}</p>
      </header>
      {!found.ok ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {t(found.status === 401 || found.status === 403 ? 'loginRequired' : 'loadError')}
        </p>
      ) : found.data.results.length === 0 ? (
        <p className="text-slate-700">{t('noResults')}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {found.data.results.map((pkg) => (
            <li key={pkg.id} className="flex">
              <PackageCard
                pkg={pkg}
                detailHref={packageDetailPath('desktop', pkg.id)}
                priceInclusive={wc.showPriceInclusiveLabel}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
