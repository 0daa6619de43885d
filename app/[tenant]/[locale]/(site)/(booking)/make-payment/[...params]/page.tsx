import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PaymentHandOff } from '@/components/booking/payment-hand-off';
import { routeLocale } from '@/i18n/route-locale';
import { readMakePaymentPath } from '@/lib/booking/payment-path';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string; params: string[] }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Booking');
  return { title: t('paymentInProgress'), robots: { index: false } };
}

/** make-payment/{16 parameters} (spec §2): the payment hand-off; any other shape is the 404 page. */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  await requireSite(params);
  const { params: segments } = await params;
  const read = readMakePaymentPath(segments);
  if (!read) notFound();
  return <PaymentHandOff params={read} />;
}
