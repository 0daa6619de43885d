import { useTranslations } from 'next-intl';

/** The sections of each legal template, in reading order (their texts live in Info.json). */
export const LEGAL_SECTIONS = {
  privacy: ['who', 'collect', 'use', 'sharing', 'retention', 'rights', 'cookies', 'contact'],
  conditions: [
    'about',
    'booking',
    'prices',
    'changes',
    'suppliers',
    'documents',
    'liability',
    'complaints',
    'law',
  ],
  terms: ['using', 'account', 'information', 'use', 'ownership', 'links', 'changes', 'contact'],
} as const;

export type LegalDocumentKind = keyof typeof LEGAL_SECTIONS;

/** Values the templates are filled with; 'none' selects the wording for a missing value. */
export interface LegalValues {
  agency: string;
  country: string;
  email: string;
}

/**
 * A generic legal text filled in with the agency's name, country and contact address: a table of
 * contents beside numbered sections on desktop, one column on mobile.
 */
export function LegalDocument({ kind, values }: { kind: LegalDocumentKind; values: LegalValues }) {
  const t = useTranslations('Info');
  const sections = LEGAL_SECTIONS[kind];
  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-14">
      <nav aria-label={t('onThisPage')} className="hidden lg:block">
        <div className="sticky top-24">
          <p className="text-xs font-semibold uppercase tracking-widest text-slate-500">{t('onThisPage')}</p>
          <ol className="mt-3 border-s border-slate-200 text-sm [&>*+*]:mt-1">
            {sections.map((key) => (
              <li key={key}>
                <a
                  href={`#${key}`}
                  className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-slate-600 hover:border-brand hover:text-brand"
                >
                  {t(`legal.${kind}.sections.${key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <div className="max-w-3xl">
        <ol className="[&>*+*]:mt-8">
          {sections.map((key, i) => (
            <li key={key} id={key} className="scroll-mt-24">
              <h2 className="flex items-baseline gap-3 text-xl font-bold text-ink lg:text-2xl">
                <span aria-hidden="true" className="text-base font-semibold text-brand">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {t(`legal.${kind}.sections.${key}.title`)}
              </h2>
              {t(`legal.${kind}.sections.${key}.body`, { ...values })
                .split('\n\n')
                .map((paragraph) => (
                  <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))}
            </li>
          ))}
        </ol>
        <p className="mt-12 rounded-xl bg-slate-50 p-4 text-sm text-slate-600 ring-1 ring-slate-200">
          {t('legal.summaryNote', { ...values })}
        </p>
      </div>
    </div>
  );
}
