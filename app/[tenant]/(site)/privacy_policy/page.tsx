import { legalMetadata, renderLegalPage } from '@/components/info/legal-route';

type Props = { params: Promise<{ tenant: string }> };

export const generateMetadata = () => legalMetadata('privacy', '/privacy_policy');

export default function PrivacyPolicyPage({ params }: Props) {
  return renderLegalPage('privacy', params);
}
