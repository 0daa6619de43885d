import { getLocale, getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, toLocale } from '@/i18n/locales';
import { nextMonths } from './format';
import type { ListQuery } from './list-filters';

const field =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** The list's filters: a plain GET form, so it works before (and without) JavaScript. */
export async function PackageFilters({
  action,
  query,
  budgetCurrency,
  compact,
}: {
  action: string;
  query: ListQuery;
  budgetCurrency: string | null;
  compact: boolean;
}) {
  const t = await getTranslations('Packages');
  const locale = toLocale(await getLocale()) ?? DEFAULT_LOCALE;
  return (
    <form
      method="get"
      action={action}
      aria-label={t('filters')}
      className={`grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 ${compact ? 'grid-cols-1' : 'grid-cols-5 items-end'}`}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {t('destination')}
        <input
          name="destination"
          type="search"
          defaultValue={query.destination}
          placeholder={t('destinationPlaceholder')}
          className={field}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {t('month')}
        <select name="month" defaultValue={query.month} className={field}>
          <option value="">{t('anyMonth')}</option>
          {nextMonths(new Date(), locale).map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      {budgetCurrency && (
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t('budget', { currency: budgetCurrency })}
          <input
            name="budget"
            type="number"
            dir="ltr"
            inputMode="numeric"
            min={0}
            step={50}
            defaultValue={query.budget}
            placeholder={t('anyBudget')}
            className={field}
          />
        </label>
      )}
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {t('duration')}
        <select name="duration" defaultValue={query.duration} className={field}>
          <option value="">{t('anyDuration')}</option>
          <option value="short">{t('durationShort')}</option>
          <option value="medium">{t('durationMedium')}</option>
          <option value="long">{t('durationLong')}</option>
        </select>
      </label>
      <button
        type="submit"
        className="min-h-11 rounded-xl bg-brand px-5 text-sm font-semibold text-on-brand hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('apply')}
      </button>
    </form>
  );
}
