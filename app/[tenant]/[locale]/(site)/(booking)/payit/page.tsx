import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { payitFailureTarget } from '@/components/booking/pay-failure-path';
import { Payit } from '@/components/booking/payit';
import { routeLocale } from '@/i18n/route-locale';
import { localizePath } from '@/i18n/routing';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Booking');
  return { title: t('processing'), robots: { index: false } };
}

/**
 * payit (spec §2): the gateway's return. A result other than CAPTURED goes to pay-failure with the
 * gateway's msg straight from the server; a capture is checked by save_payment from the page.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { defaultLocale } = await requireSite(params);
  const failed = payitFailureTarget(await searchParams);
  if (failed) redirect(localizePath(failed, locale, defaultLocale));
  return <Payit />;
}
