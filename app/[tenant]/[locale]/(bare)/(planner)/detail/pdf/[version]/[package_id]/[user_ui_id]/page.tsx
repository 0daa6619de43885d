import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPackageVariant } from '@/components/planner/package-variant';
import { PrintVariant } from '@/components/planner/print-views';
import { queryValue } from '@/components/planner/routes';
import { routeLocale } from '@/i18n/route-locale';
import { getItinerary } from '@/lib/client/planner';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string; version: string; package_id: string; user_ui_id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Planner');
  return { title: t('itinerary'), robots: { index: false } };
}

/**
 * detail/pdf/{version}/{package_id}/{user_ui_id} (spec §2): one trip as a printable page, no header
 * or footer. `version` is the variant's index in the ranked list; ?lead=… prints that lead's
 * adjusted copy instead (read as the visitor, so their own leads print). user_ui_id names the
 * visitor who asked and changes nothing in what is printed.
 */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const { tenant, version, package_id } = await params;
  const site = decodeURIComponent(tenant);
  const packageId = decodeURIComponent(package_id);
  const lead = queryValue((await searchParams).lead);
  if (lead) {
    const found = await getItinerary(site, lead);
    if (!found.ok || found.data.package_id !== packageId) notFound();
    return <PrintVariant wc={wc} search={found.data.search} variant={found.data.variant} />;
  }
  const found = await getPackageVariant(site, packageId, version);
  if (!found.ok) notFound();
  return <PrintVariant wc={wc} search={found.pkg.search} variant={found.variant} />;
}
