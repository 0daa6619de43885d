import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DetailPlanner, type DetailPreview } from '@/components/planner/detail-planner';
import { budgetFromQuery, queryValue, variantIndex } from '@/components/planner/routes';
import { routeLocale } from '@/i18n/route-locale';
import { getItinerary, getPlannedPackage } from '@/lib/client/planner';
import { requireSite } from '@/lib/client/require-site';

// The visitor's own lead (?lead=): rendered per request, read as the visitor; the planner is a client leaf.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string; package_id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Planner');
  return { title: t('customiseThis'), robots: { index: false } };
}

/**
 * detail/{package_id}?index=N[&lead=…] (spec §2, login guard: the site shell's guard covers /detail/
 * on invitation-only sites): the chosen variant as the traveller's lead, with changes that reprice.
 * The trip is in the page as served: the URL's lead (get_itinerary), or else the variant the lead is
 * made from (get_package, as the list showed it) while the browser makes the lead (put_itinerary, a
 * POST of the visitor's own). What cannot be read here is left to the browser, as before.
 */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const { tenant, package_id } = await params;
  const query = await searchParams;
  const site = decodeURIComponent(tenant);
  const packageId = decodeURIComponent(package_id);
  const lead = queryValue(query.lead) || null;
  const index = variantIndex(query.index);
  const budget = budgetFromQuery(query);
  const found = lead ? await getItinerary(site, lead) : null;
  const initial = found?.ok && found.data.package_id === packageId ? found.data : null;
  let preview: DetailPreview | null = null;
  if (!initial) {
    const pkg = await getPlannedPackage(site, packageId, budget);
    const variant = pkg.ok ? pkg.data.variants.find((v) => v.index === index) : undefined;
    if (pkg.ok && variant) preview = { search: pkg.data.search, variant };
  }
  return (
    <DetailPlanner
      packageId={packageId}
      index={index}
      lead={lead}
      priceInclusive={wc.showPriceInclusiveLabel}
      bookingDisabled={wc.booking_disabled}
      budget={budget}
      initial={initial}
      preview={preview}
    />
  );
}
