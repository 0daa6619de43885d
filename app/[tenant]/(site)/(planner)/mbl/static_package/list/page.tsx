import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { PageQuery } from '@/components/packages/list-filters';
import { PackageListPage } from '@/components/packages/package-list-page';
import { requireSite } from '@/lib/client/require-site';
import { canonicalFor } from '@/lib/seo';

// The query (filters, ?id=) decides the content: rendered per request, unlike the tenant's cached pages.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Packages');
  return { title: t('listTitle'), ...canonicalFor('/mbl/static_package/list') };
}

/** Organised packages list (spec §2), filtered by the query; rendered per request (filters). */
export default async function Page({ params, searchParams }: Props) {
  const wc = await requireSite(params);
  const { tenant } = await params;
  return (
    <PackageListPage
      wc={wc}
      site={decodeURIComponent(tenant)}
      layout="mobile"
      searchParams={await searchParams}
    />
  );
}
