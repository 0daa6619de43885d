import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlannerMessage } from '@/components/planner/package-list-view';
import { getPackageVariant } from '@/components/planner/package-variant';
import { budgetFromQuery } from '@/components/planner/routes';
import { VariantDetailView } from '@/components/planner/variant-detail-view';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string; package_id: string; index: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Planner');
  return { title: t('itinerary'), robots: { index: false } };
}

/** details-list/{package_id}/{index}: one variant's full day-by-day itinerary, read-only (spec §2). */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const { tenant, package_id, index } = await params;
  const t = await getTranslations('Planner');
  // ?min=&max= (minor units): the budget of the list the variant was picked from.
  const budget = budgetFromQuery(await searchParams);
  const found = await getPackageVariant(
    decodeURIComponent(tenant),
    decodeURIComponent(package_id),
    index,
    budget,
  );
  if (!found.ok) return <PlannerMessage kind="error" text={t(found.problem)} />;
  return (
    <VariantDetailView
      packageId={found.pkg.package_id}
      search={found.pkg.search}
      variant={found.variant}
      priceInclusive={wc.showPriceInclusiveLabel}
      budget={budget}
    />
  );
}
