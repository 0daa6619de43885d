import { legalMetadata, renderLegalPage } from '@/components/info/legal-route';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ tenant: string }> };

export const generateMetadata = ({ params }: { params: Promise<object> }) =>
  legalMetadata('conditions', '/terms_conditions', params);

export default async function TermsConditionsPage({ params }: Props) {
  await routeLocale(params);
  return renderLegalPage('conditions', params);
}
