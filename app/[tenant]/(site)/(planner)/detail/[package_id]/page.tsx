import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DetailPlanner } from '@/components/planner/detail-planner';
import { budgetFromQuery, queryValue, variantIndex } from '@/components/planner/routes';
import { requireSite } from '@/lib/tenant/require-site';

// The visitor's own lead (?lead=): rendered per request; the planner itself is a client leaf.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string; package_id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Planner');
  return { title: t('customiseThis'), robots: { index: false } };
}

/**
 * detail/{package_id}?index=N[&lead=…] (spec §2, login guard: the site shell's guard covers /detail/
 * on invitation-only sites): the chosen variant as the traveller's lead, with changes that reprice.
 */
export default async function Page({ params, searchParams }: Props) {
  const wc = await requireSite(params);
  const { package_id } = await params;
  const query = await searchParams;
  const lead = queryValue(query.lead);
  return (
    <DetailPlanner
      packageId={decodeURIComponent(package_id)}
      index={variantIndex(query.index)}
      lead={lead || null}
      priceInclusive={wc.showPriceInclusiveLabel}
      bookingDisabled={wc.booking_disabled}
      budget={budgetFromQuery(query)}
    />
  );
}
