import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PaymentHandOff } from '@/components/booking/payment-hand-off';
import { readMakePaymentPath } from '@/lib/booking/payment-path';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string; params: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Booking');
  return { title: t('paymentInProgress'), robots: { index: false } };
}

/** make-payment/{16 parameters} (spec §2): the payment hand-off; any other shape is the 404 page. */
export default async function Page({ params }: Props) {
  await requireSite(params);
  const { params: segments } = await params;
  const read = readMakePaymentPath(segments);
  if (!read) notFound();
  return <PaymentHandOff params={read} />;
}
