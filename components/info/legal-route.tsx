import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireSite } from '@/lib/client/require-site';
import { agencyFacts, legalTemplateValues } from '@/lib/content/agency';
import { canonicalFor } from '@/lib/seo';
import { InfoPage } from './info-page';
import { LegalDocument, type LegalDocumentKind } from './legal-document';

/** privacy_policy, terms_conditions and terms: one generic template each, filled per agency. */
export async function legalMetadata(kind: LegalDocumentKind, path: string): Promise<Metadata> {
  const t = await getTranslations(`Info.legal.${kind}`);
  return { title: t('title'), ...canonicalFor(path) };
}

export async function renderLegalPage(kind: LegalDocumentKind, params: Promise<{ tenant: string }>) {
  const values = legalTemplateValues(agencyFacts(await requireSite(params)));
  const t = await getTranslations(`Info.legal.${kind}`);
  return (
    <InfoPage title={t('title')} intro={t('intro', { agency: values.agency })}>
      <LegalDocument kind={kind} values={values} />
    </InfoPage>
  );
}
