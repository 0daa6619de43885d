import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Payit } from '@/components/booking/payit';
import { requireSite } from '@/lib/tenant/require-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Booking');
  return { title: t('processing'), robots: { index: false } };
}

/** payit (spec §2): the gateway's return page. */
export default async function Page({ params }: Props) {
  await requireSite(params);
  return <Payit />;
}
