import { legalMetadata, renderLegalPage } from '@/components/info/legal-route';

type Props = { params: Promise<{ tenant: string }> };

export const generateMetadata = () => legalMetadata('conditions', '/terms_conditions');

export default function TermsConditionsPage({ params }: Props) {
  return renderLegalPage('conditions', params);
}
