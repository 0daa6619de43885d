import { legalMetadata, renderLegalPage } from '@/components/info/legal-route';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ tenant: string }> };

export const generateMetadata = ({ params }: { params: Promise<object> }) =>
  legalMetadata('terms', '/terms', params);

export default async function TermsPage({ params }: Props) {
  await routeLocale(params);
  return renderLegalPage('terms', params);
}
