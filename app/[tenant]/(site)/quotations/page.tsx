import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffQuotations } from '@/components/quotation/staff/staff-quotations';
import { filtersFromParams } from '@/lib/client/quotation-filters';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in staff member and per filter: a shell around a client leaf that asks the list.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('StaffQuotations');
  return { title: t('title'), robots: { index: false } };
}

/** quotations (issue 29 item 2, login, agency staff): the agency's quotations with the spec's filters. */
export default async function Page({ params, searchParams }: Props) {
  const wc = await requireSite(params);
  const filters = filtersFromParams(await searchParams);
  return <StaffQuotations filters={filters} bookingDisabled={wc.booking_disabled} />;
}
