import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeForm } from '@/components/notify-engine/unsubscribe-form';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('NotifyCampaigns');
  return { title: t('unsubscribe.title'), robots: { index: false } };
}

/**
 * unsubscribe?t=… : a campaign mail's link. GET only shows the confirmation (a mail scanner opening
 * the link unsubscribes no one); the button POSTs, as a mail client's one-click does (RFC 8058).
 */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  await requireSite(params);
  const t = await getTranslations('NotifyCampaigns');
  const raw = (await searchParams).t;
  const token = typeof raw === 'string' ? raw : '';
  return (
    <main className="mx-auto w-full max-w-xl p-4">
      <h1 className="mb-4 text-2xl font-semibold">{t('unsubscribe.title')}</h1>
      <UnsubscribeForm token={token} />
    </main>
  );
}
