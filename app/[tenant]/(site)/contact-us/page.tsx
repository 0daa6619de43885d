import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '@/components/info/contact-details';
import { InfoPage } from '@/components/info/info-page';
import { requireSite } from '@/lib/client/require-site';
import { contactModel } from '@/lib/content/contact';
import { canonicalFor } from '@/lib/seo';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Info.contactUs');
  return { title: t('title'), ...canonicalFor('/contact-us') };
}

/** Customer-care phone, e-mail and contact text, and the agency's own details. */
export default async function ContactUsPage({ params }: Props) {
  const model = contactModel(await requireSite(params));
  const t = await getTranslations('Info.contactUs');
  return (
    <InfoPage title={t('title')} intro={model.intro ?? t('intro')}>
      <ContactDetails model={model} />
    </InfoPage>
  );
}
