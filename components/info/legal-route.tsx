import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/common/rich-text';
import { routeLocale } from '@/i18n/route-locale';
import { requireSite } from '@/lib/client/require-site';
import { agencyFacts, legalTemplateValues } from '@/lib/content/agency';
import { agencyLegalHtml } from '@/lib/content/legal';
import { canonicalOf } from '@/lib/seo/route-canonical';
import { InfoPage } from './info-page';
import { LegalDocument, type LegalDocumentKind } from './legal-document';

/**
 * privacy_policy, terms_conditions and terms: the agency's own text when its configuration has one
 * (sanitised rich text), else one generic template each, filled per agency. The booking conditions
 * page also carries the agency's cancellation policy, where one is configured.
 */
export async function legalMetadata(
  kind: LegalDocumentKind,
  path: string,
  params: Promise<object>,
): Promise<Metadata> {
  await routeLocale(params);
  const t = await getTranslations(`Info.legal.${kind}`);
  return { title: t('title'), ...(await canonicalOf(params, path)) };
}

export async function renderLegalPage(kind: LegalDocumentKind, params: Promise<{ tenant: string }>) {
  const wc = await requireSite(params);
  const values = legalTemplateValues(agencyFacts(wc));
  const own = agencyLegalHtml(wc.legal, kind);
  const cancellation = kind === 'conditions' ? agencyLegalHtml(wc.legal, 'cancellation') : null;
  const t = await getTranslations('Info.legal');
  return (
    <InfoPage title={t(`${kind}.title`)} intro={t(`${kind}.intro`, { agency: values.agency })}>
      {own ? (
        <div data-legal="agency">
          <RichText html={own} />
        </div>
      ) : (
        <LegalDocument kind={kind} values={values} />
      )}
      {cancellation ? (
        <section
          id="cancellation"
          aria-labelledby="cancellation-title"
          className="mt-12 max-w-3xl scroll-mt-24"
        >
          <h2 id="cancellation-title" className="text-xl font-bold text-ink lg:text-2xl">
            {t('cancellationTitle')}
          </h2>
          <RichText html={cancellation} className="mt-3" />
        </section>
      ) : null}
    </InfoPage>
  );
}
