import { legalMetadata, renderLegalPage } from '@/components/info/legal-route';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ tenant: string }> };

export const generateMetadata = ({ params }: { params: Promise<object> }) =>
  legalMetadata('privacy', '/privacy_policy', params);

export default async function PrivacyPolicyPage({ params }: Props) {
  await routeLocale(params);
  return renderLegalPage('privacy', params);
}
