import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PrintPackageList } from '@/components/planner/print-views';
import { routeLocale } from '@/i18n/route-locale';
import { getPlannedPackage } from '@/lib/client/planner';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string; package_id: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Planner');
  return { title: t('listTitle'), robots: { index: false } };
}

/** list/pdf/{package_id} (spec §2): the ranked list as a printable page, no header or footer. */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const { tenant, package_id } = await params;
  const found = await getPlannedPackage(decodeURIComponent(tenant), decodeURIComponent(package_id));
  if (!found.ok) notFound();
  return <PrintPackageList wc={wc} pkg={found.data} />;
}
