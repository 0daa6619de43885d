import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { payFailureMessage } from '@/components/booking/pay-failure-path';
import { PayResult } from '@/components/booking/pay-result';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Booking');
  return { title: t('payFailureTitle'), robots: { index: false } };
}

/** pay-failure (spec §2): its msg rendered on the server, so it is in the page as delivered. */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  await requireSite(params);
  return <PayResult ok={false} msg={payFailureMessage(await searchParams)} />;
}
