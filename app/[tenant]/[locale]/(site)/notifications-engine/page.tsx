import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { engineTabOf } from '@/components/notify-engine/engine-tabs';
import { NotifyEngine } from '@/components/notify-engine/notify-engine';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in staff member: a shell around the client leaf that asks who may see it.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('NotifyEngine');
  return { title: t('title'), robots: { index: false } };
}

/** notifications-engine (spec §2, issue 29 item 1): Campaigns / Segments / Templates / Customers by `?tab=`. */
export default async function Page({ params, searchParams }: Props) {
  await routeLocale(params);
  await requireSite(params);
  const tab = engineTabOf((await searchParams).tab);
  return <NotifyEngine tab={tab} />;
}
