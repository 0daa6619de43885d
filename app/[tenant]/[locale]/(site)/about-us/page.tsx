import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CustomAbout } from '@/components/info/custom-about';
import { routeLocale } from '@/i18n/route-locale';
import { localizePath } from '@/i18n/routing';
import { requireSite } from '@/lib/client/require-site';
import { contactModel } from '@/lib/content/contact';
import { homeModel } from '@/lib/content/home';
import { hasRichText } from '@/lib/content/sanitize';
import { canonicalOf } from '@/lib/seo/route-canonical';
import { hasCapability } from '@/lib/tenant/working-config';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await routeLocale(params);
  const wc = await requireSite(params);
  const t = await getTranslations('Info');
  return {
    title: t('customAbout.title', { agency: wc.agency_name }),
    ...(await canonicalOf(params, '/about-us')),
  };
}

/** A custom page for agencies with the customAboutPage capability (spec §2, §6); others go to /about_us. */
export default async function CustomAboutPage({ params }: Props) {
  const locale = await routeLocale(params);
  const wc = await requireSite(params);
  if (!hasCapability(wc, 'customAboutPage')) redirect(localizePath('/about_us', locale, wc.defaultLocale));
  const home = homeModel(wc);
  return (
    <CustomAbout
      contact={contactModel(wc)}
      aboutHtml={wc.about_us && hasRichText(wc.about_us) ? wc.about_us : null}
      background={home.secondaryBackground ?? home.background.desktop}
      certificates={home.certificates}
    />
  );
}
