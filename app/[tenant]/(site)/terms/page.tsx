import { legalMetadata, renderLegalPage } from '@/components/info/legal-route';

type Props = { params: Promise<{ tenant: string }> };

export const generateMetadata = () => legalMetadata('terms', '/terms');

export default function TermsPage({ params }: Props) {
  return renderLegalPage('terms', params);
}
