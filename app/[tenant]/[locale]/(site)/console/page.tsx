import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteConsole } from '@/components/console/site-console';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';

// Per signed-in admin: a shell around a client leaf that asks the console's calls.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Console');
  return { title: t('title'), robots: { index: false } };
}

/** console (issue 32, the agency admin): the site's brand, published as versions, any restorable. */
export default async function Page({ params }: Props) {
  await routeLocale(params);
  await requireSite(params);
  return <SiteConsole />;
}
