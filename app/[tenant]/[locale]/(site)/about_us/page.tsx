import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/common/rich-text';
import { InfoPage } from '@/components/info/info-page';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';
import { hasRichText } from '@/lib/content/sanitize';
import { canonicalOf } from '@/lib/seo/route-canonical';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Info');
  return { title: t('aboutUs.title'), ...(await canonicalOf(params, '/about_us')) };
}

/** The agency's configured about-us text; a site that configures none has no such page. */
export default async function AboutUsPage({ params }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  if (!wc.about_us || !hasRichText(wc.about_us)) notFound();
  const t = await getTranslations('Info');
  return (
    <InfoPage title={t('aboutUs.title')}>
      <RichText html={wc.about_us} />
    </InfoPage>
  );
}
