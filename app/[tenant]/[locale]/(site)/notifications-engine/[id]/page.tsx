import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CampaignDetail } from '@/components/notify-engine/campaign-detail';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in staff member: a shell around a client leaf that asks the campaign (the server guards it).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string; id: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('NotifyCampaigns');
  return { title: t('title'), robots: { index: false } };
}

/** notifications-engine/{id} (spec §2; issue 29 item 1): one campaign, its recipients, send/schedule/cancel. */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  await requireSite(params);
  const { id } = await params;
  return (
    <main className="mx-auto w-full max-w-4xl p-4">
      <CampaignDetail id={id} />
    </main>
  );
}
