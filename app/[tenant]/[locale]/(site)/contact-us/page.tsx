import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '@/components/info/contact-details';
import { InfoPage } from '@/components/info/info-page';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';
import { contactModel } from '@/lib/content/contact';
import { canonicalOf } from '@/lib/seo/route-canonical';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: { params: Promise<object> }): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations('Info.contactUs');
  return { title: t('title'), ...(await canonicalOf(params, '/contact-us')) };
}

/** Customer-care phone, e-mail and contact text, and the agency's own details. */
export default async function ContactUsPage({ params }: Props) {
  await routeLocale(params);
  const model = contactModel(await requireSite(params));
  const t = await getTranslations('Info.contactUs');
  return (
    <InfoPage title={t('title')} intro={model.intro ?? t('intro')}>
      <ContactDetails model={model} />
    </InfoPage>
  );
}
