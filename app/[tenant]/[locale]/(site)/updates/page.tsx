import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/common/rich-text';
import { InfoPage } from '@/components/info/info-page';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';
import { hasRichText } from '@/lib/content/sanitize';
import { canonicalOf } from '@/lib/seo/route-canonical';
import { UPDATES_LABEL_PREFIX } from '@/lib/tenant/capabilities';
import { hasCapability, type WorkingConfig } from '@/lib/tenant/working-config';

type Props = { params: Promise<{ tenant: string }> };

/** 'Updates', or 'Visa Updates' for an agency with the updatesLabelPrefix capability (spec §6: 473). */
async function updatesTitle(wc: WorkingConfig): Promise<string> {
  const t = await getTranslations('Info.updates');
  return hasCapability(wc, 'updatesLabelPrefix')
    ? t('titleWithPrefix', { prefix: UPDATES_LABEL_PREFIX })
    : t('title');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await routeLocale(params);
  return { title: await updatesTitle(await requireSite(params)), ...(await canonicalOf(params, '/updates')) };
}

/** The agency's configured updates; a site that configures none has no such page. */
export default async function UpdatesPage({ params }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  if (!wc.updates || !hasRichText(wc.updates)) notFound();
  return (
    <InfoPage title={await updatesTitle(wc)}>
      <RichText html={wc.updates} />
    </InfoPage>
  );
}
