import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { payFailureMessage } from '@/components/booking/pay-failure-path';
import { PayResult } from '@/components/booking/pay-result';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Booking');
  return { title: t('payFailureTitle'), robots: { index: false } };
}

/** pay-failure (spec §2): its msg rendered on the server, so it is in the page as delivered. */
export default async function Page({ params, searchParams }: Props) {
  await requireSite(params);
  return <PayResult ok={false} msg={payFailureMessage(await searchParams)} />;
}
