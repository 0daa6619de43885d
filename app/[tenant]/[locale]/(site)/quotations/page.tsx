import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffQuotations } from '@/components/quotation/staff/staff-quotations';
import { routeLocale } from '@/i18n/route-locale';
import { filtersFromParams } from '@/lib/client/quotation-filters';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in staff member and per filter: a shell around a client leaf that asks the list.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('StaffQuotations');
  return { title: t('title'), robots: { index: false } };
}

/** quotations (issue 29 item 2, login, agency staff): the agency's quotations with the spec's filters. */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const filters = filtersFromParams(await searchParams);
  return <StaffQuotations filters={filters} bookingDisabled={wc.booking_disabled} />;
}
