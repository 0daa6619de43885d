import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { PageQuery } from '@/components/packages/list-filters';
import { PackageDetailPage } from '@/components/packages/package-detail-page';
import { requireSite } from '@/lib/client/require-site';
import { canonicalFor } from '@/lib/seo';

// The query (filters, ?id=) decides the content: rendered per request, unlike the tenant's cached pages.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Packages');
  return { title: t('listTitle'), ...canonicalFor('/static_package/detail') };
}

/** One organised package (spec §2), chosen by ?id=…; an unknown id is the 404 page. */
export default async function Page({ params, searchParams }: Props) {
  const wc = await requireSite(params);
  const { tenant } = await params;
  const { id } = await searchParams;
  const one = (Array.isArray(id) ? id[0] : id)?.trim() ?? '';
  return <PackageDetailPage wc={wc} site={decodeURIComponent(tenant)} layout="desktop" id={one} />;
}
