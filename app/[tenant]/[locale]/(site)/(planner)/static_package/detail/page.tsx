import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { PageQuery } from '@/components/packages/list-filters';
import { PackageDetailPage } from '@/components/packages/package-detail-page';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';
import { canonicalOf } from '@/lib/seo/route-canonical';

// The query (filters, ?id=) decides the content: rendered per request, unlike the tenant's cached pages.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Packages');
  return { title: t('listTitle'), ...(await canonicalOf(params, '/static_package/detail')) };
}

/** One organised package (spec §2), chosen by ?id=…; an unknown id is the 404 page. */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const { tenant } = await params;
  const { id } = await searchParams;
  const one = (Array.isArray(id) ? id[0] : id)?.trim() ?? '';
  return <PackageDetailPage wc={wc} site={decodeURIComponent(tenant)} layout="desktop" id={one} />;
}
