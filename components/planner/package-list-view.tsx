import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/locale-link';
import type { TGetPackageResponse } from '@/lib/contract/planner';
import { PlannerStatus } from '../common/planner-status';
import { BudgetFilter } from './budget-filter';
import { PdfDownloadButton } from './pdf-download-button';
import { type Budget, listPath, searchPath } from './routes';
import { SearchHeading, useTravellersText } from './search-heading';
import { VariantCard } from './variant-card';

/** list/{package_id}: the ranked trips of one search, a budget filter and the list's PDF. */
export function PackageListView({
  pkg,
  budget,
  priceInclusive,
}: {
  pkg: TGetPackageResponse;
  budget: Budget;
  priceInclusive: boolean;
}) {
  const t = useTranslations('Planner');
  const travellers = useTravellersText()(pkg.search);
  const path = listPath(pkg.package_id);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 lg:px-6 lg:py-8">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <SearchHeading search={pkg.search} />
        <div className="lg:w-56">
          <PdfDownloadButton type="package_list" data={{ package_id: pkg.package_id }} testId="list-pdf" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <BudgetFilter action={path} range={pkg.budget_range} chosen={budget} />
        </aside>
        <section aria-labelledby="results-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="results-heading" className="text-sm font-semibold text-slate-700" aria-live="polite">
            {t('results', { count: pkg.variants.length })}
          </h2>
          {pkg.variants.length === 0 ? (
            <div
              className="rounded-2xl border border-dashed border-slate-300 p-8 text-center"
              data-testid="list-empty"
            >
              <p className="font-semibold text-ink">{t('empty')}</p>
              <p className="mt-1 text-sm text-slate-700">{t('emptyHint')}</p>
              <Link
                href={searchPath}
                className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand underline"
              >
                {t('changeSearch')}
              </Link>
            </div>
          ) : (
            <ol className="flex flex-col gap-4">
              {pkg.variants.map((v) => (
                <li key={v.index}>
                  <VariantCard
                    packageId={pkg.package_id}
                    variant={v}
                    travellers={travellers}
                    priceInclusive={priceInclusive}
                    budget={budget}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}

/** The page's message when the list cannot be shown (error, with a way back) or is still being built. */
export function PlannerMessage({ kind, text }: { kind: 'error' | 'loading'; text: string }) {
  const t = useTranslations('Planner');
  return (
    <PlannerStatus kind={kind} text={text}>
      {kind === 'error' && (
        <Link
          href={searchPath}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline"
        >
          {t('changeSearch')}
        </Link>
      )}
    </PlannerStatus>
  );
}
