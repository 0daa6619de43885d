import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayResult } from '@/components/booking/pay-result';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Booking');
  return { title: t('paySuccessTitle'), robots: { index: false } };
}

/** pay-success (spec §2). */
export default async function Page({ params }: Props) {
  await requireSite(params);
  return <PayResult ok={true} />;
}
