import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { PageQuery } from '@/components/packages/list-filters';
import { PackageListPage } from '@/components/packages/package-list-page';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';
import { canonicalOf } from '@/lib/seo/route-canonical';

// The query (filters, ?id=) decides the content: rendered per request, unlike the tenant's cached pages.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Packages');
  return { title: t('listTitle'), ...(await canonicalOf(params, '/static_package/list')) };
}

/** Organised packages list (spec §2), filtered by the query; rendered per request (filters). */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const { tenant } = await params;
  return (
    <PackageListPage
      wc={wc}
      site={decodeURIComponent(tenant)}
      layout="desktop"
      searchParams={await searchParams}
    />
  );
}
