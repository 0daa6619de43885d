import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { payitFailureTarget } from '@/components/booking/pay-failure-path';
import { Payit } from '@/components/booking/payit';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Booking');
  return { title: t('processing'), robots: { index: false } };
}

/**
 * payit (spec §2): the gateway's return. A result other than CAPTURED goes to pay-failure with the
 * gateway's msg straight from the server; a capture is checked by save_payment from the page.
 */
export default async function Page({ params, searchParams }: Props) {
  await requireSite(params);
  const failed = payitFailureTarget(await searchParams);
  if (failed) redirect(failed);
  return <Payit />;
}
