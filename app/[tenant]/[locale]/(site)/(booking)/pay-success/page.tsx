import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayResult } from '@/components/booking/pay-result';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Booking');
  return { title: t('paySuccessTitle'), robots: { index: false } };
}

/** pay-success (spec §2). */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  await requireSite(params);
  return <PayResult ok={true} />;
}
