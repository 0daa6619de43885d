import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PackageListView, PlannerMessage } from '@/components/planner/package-list-view';
import { packageProblem } from '@/components/planner/package-variant';
import { queryValue } from '@/components/planner/routes';
import { OfferResults } from '@/components/results/offer-results';
import { routeLocale } from '@/i18n/route-locale';
import { getPlannedPackage } from '@/lib/client/planner';
import { requireSite } from '@/lib/client/require-site';
import { getSearchResults } from '@/lib/client/results';
import { parseAmountInput } from '@/lib/money';

// One search's answer, per visitor and budget: rendered per request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string; package_id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Planner');
  return { title: t('listTitle'), robots: { index: false } };
}

/**
 * list/{package_id}: the results of one search (spec §2). A trip or stay search lists the planner's
 * ranked package variants (filtered by ?budget_min / ?budget_max); a flight, activity, transfer,
 * drive, rail or ferry search lists its offers (?kind= picks among the mode's kinds).
 */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const { tenant, package_id } = await params;
  const query = await searchParams;
  const t = await getTranslations('Planner');
  const site = decodeURIComponent(tenant);
  const id = decodeURIComponent(package_id);
  const offers = await getSearchResults(site, id, queryValue(query.kind) || undefined);
  if (offers.ok) return <OfferResults results={offers.data} bookingDisabled={wc.booking_disabled} />;
  // A kind this search does not list (?kind=); anything else — a trip search, an unknown id, an API
  // without this call — is the planner's list, which says what went wrong itself.
  if (offers.status === 400) return <PlannerMessage kind="error" text={t('loadError')} />;
  // The budget is typed in major units of the search's currency; the first answer says which.
  let found = await getPlannedPackage(site, id);
  const min = queryValue(query.budget_min);
  const max = queryValue(query.budget_max);
  let budget = { min: null as number | null, max: null as number | null };
  if (found.ok && (min || max)) {
    const currency = found.data.budget_range.currency;
    budget = { min: parseAmountInput(min, currency), max: parseAmountInput(max, currency) };
    found = await getPlannedPackage(site, id, budget);
  }
  if (!found.ok) return <PlannerMessage kind="error" text={t(packageProblem(found))} />;
  return <PackageListView pkg={found.data} budget={budget} priceInclusive={wc.showPriceInclusiveLabel} />;
}
