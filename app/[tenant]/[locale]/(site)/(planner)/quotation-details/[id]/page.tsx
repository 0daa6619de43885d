import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QuotationDetails } from '@/components/quotation/quotation-details';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in visitor: the page is a shell around a client leaf that asks quotation_details.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string; id: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Quotation');
  return { title: t('title'), robots: { index: false } };
}

/** quotation-details/{id} (spec §2, login): id is the lead's id. */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const { id } = await params;
  return <QuotationDetails leadId={decodeURIComponent(id)} bookingDisabled={wc.booking_disabled} />;
}
