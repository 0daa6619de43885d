import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/locale-link';
import { useAppLocale } from '@/i18n/use-app-locale';
import { formatMoney, toMajorUnits } from '@/lib/money';

/**
 * The budget filter (budget_range): a plain GET form, so it works before hydration and the chosen
 * budget stays in the URL (budget_min / budget_max in major units of the search currency).
 */
export function BudgetFilter({
  action,
  range,
  chosen,
}: {
  /** The list page's own path. */
  action: string;
  range: { min: number; max: number; currency: string };
  /** The budget in the URL, minor units. */
  chosen: { min: number | null; max: number | null };
}) {
  const locale = useAppLocale();
  const t = useTranslations('Planner');
  const { currency } = range;
  const lo = Math.floor(toMajorUnits(range.min, currency));
  const hi = Math.ceil(toMajorUnits(range.max, currency));
  const field = 'min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-ink';
  return (
    <form
      method="get"
      action={action}
      aria-labelledby="budget-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="budget-heading" className="text-base font-semibold text-ink">
        {t('budget')}
      </h2>
      <p className="text-xs text-slate-600">
        {t('budgetRange', {
          min: formatMoney({ amount: range.min, currency }, { locale }),
          max: formatMoney({ amount: range.max, currency }, { locale }),
        })}
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
        <label className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
          {t('budgetMin', { currency })}
          <input
            className={field}
            type="number"
            name="budget_min"
            dir="ltr"
            inputMode="numeric"
            min={0}
            step="any"
            placeholder={String(lo)}
            defaultValue={chosen.min === null ? undefined : toMajorUnits(chosen.min, currency)}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
          {t('budgetMax', { currency })}
          <input
            className={field}
            type="number"
            name="budget_max"
            dir="ltr"
            inputMode="numeric"
            min={0}
            step="any"
            placeholder={String(hi)}
            defaultValue={chosen.max === null ? undefined : toMajorUnits(chosen.max, currency)}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand px-4 text-sm font-semibold text-on-brand"
        >
          {t('applyBudget')}
        </button>
        {(chosen.min !== null || chosen.max !== null) && (
          <Link href={action} className="inline-flex min-h-11 items-center text-sm text-brand underline">
            {t('clearBudget')}
          </Link>
        )}
      </div>
    </form>
  );
}
