import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireSite } from '@/components/info/require-site';
import { FeaturedPackagesPage } from '@/components/packages/featured-packages-page';
import { canonicalFor } from '@/lib/seo';
import { isFeatureOn } from '@/lib/tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Packages');
  return { title: t('featuredTitle'), ...canonicalFor('/featured-packages') };
}

/** Only when the tenant's featured_packages feature is on (spec §2); otherwise 404. Cached per tenant. */
export default async function Page({ params }: Props) {
  const wc = await requireSite(params);
  if (!isFeatureOn(wc, 'featured_packages')) notFound();
  const { tenant } = await params;
  return <FeaturedPackagesPage wc={wc} site={decodeURIComponent(tenant)} />;
}
