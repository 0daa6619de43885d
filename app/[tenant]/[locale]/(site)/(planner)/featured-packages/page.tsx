import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FeaturedPackagesPage } from '@/components/packages/featured-packages-page';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';
import { canonicalOf } from '@/lib/seo/route-canonical';
import { isFeatureOn } from '@/lib/tenant/working-config';

// As the visitor (the API call carries their session): rendered per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Packages');
  return { title: t('featuredTitle'), ...(await canonicalOf(params, '/featured-packages')) };
}

/** Only when the tenant's featured_packages feature is on (spec §2); otherwise 404. Cached per tenant. */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  if (!isFeatureOn(wc, 'featured_packages')) notFound();
  const { tenant } = await params;
  return <FeaturedPackagesPage wc={wc} site={decodeURIComponent(tenant)} />;
}
