import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/info/info-page';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';
import { HOME_PATH } from '@/lib/shell/path-rules';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await routeLocale(params);
  const wc = await requireSite(params);
  const t = await getTranslations('Info.share');
  return { title: t('title', { agency: wc.agency_name }), robots: { index: false } };
}

/**
 * The user-profile share page (spec §2): every `…/user_prof/share/<code>&…` address renders this one
 * page (the proxy rewrites to it, so it is cached once per site). The code never reaches the server
 * render: the browser reads it from its own address and sends it as check_auth's referer
 * (lib/shell/share-referer.ts, lib/browser/auth/storage.ts `refererFor`).
 */
export default async function SharePage({ params }: Props) {
  await routeLocale(params);
  const wc = await requireSite(params);
  const t = await getTranslations('Info.share');
  return (
    <InfoPage title={t('title', { agency: wc.agency_name })} intro={t('intro', { agency: wc.agency_name })}>
      <p className="max-w-2xl text-base leading-relaxed text-slate-700">{t('body')}</p>
      <a href={HOME_PATH} className="mt-6 button-brand">
        {t('start')}
      </a>
    </InfoPage>
  );
}
