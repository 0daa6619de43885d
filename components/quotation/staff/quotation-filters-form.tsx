import { useTranslations } from 'next-intl';
import { FilterFormActions } from '@/components/common/filter-form-actions';
import { DATE_FILTERS, type QuotationFilters } from '@/lib/client/quotation-filters';
import { QUOTATION_SEARCH_FIELDS } from '@/lib/contract/planner';
import { SHELL_ROUTES } from '@/lib/shell/routes';

const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink aria-[invalid=true]:border-red-700';

/** The server's refusals by parameter name (400 invalid_request: errors.<param> = [text]). */
export type FieldErrors = Record<string, string | undefined>;

function Field({
  id,
  name,
  label,
  value,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The filters of the staff quotation list (spec §3): created from/to, travel from/to and one
 * search-by field with its text. A plain GET form to the page itself: the filters live in the
 * address (lib/client/quotation-filters), so it works before any script and a result can be linked.
 */
export function QuotationFiltersForm({
  filters,
  errors,
}: {
  filters: QuotationFilters;
  errors: FieldErrors;
}) {
  const t = useTranslations('StaffQuotations.filters');
  return (
    <form
      method="get"
      action={SHELL_ROUTES.quotations}
      aria-label={t('legend')}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
    >
      {DATE_FILTERS.map(([key, name]) => (
        <Field
          key={name}
          id={`q-${name}`}
          name={name}
          label={t(key)}
          value={filters[key]}
          error={errors[name]}
        />
      ))}
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <label htmlFor="q-search-by" className="text-sm font-medium text-slate-700">
          {t('searchBy')}
        </label>
        <select id="q-search-by" name="search_by" defaultValue={filters.searchBy} className={inputClass}>
          {QUOTATION_SEARCH_FIELDS.map((f) => (
            <option key={f} value={f}>
              {t(`field.${f}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex flex-col gap-1">
        <label htmlFor="q-search-value" className="text-sm font-medium text-slate-700">
          {t('searchText')}
        </label>
        <input
          id="q-search-value"
          name="search_value"
          type="search"
          maxLength={200}
          defaultValue={filters.searchText}
          className={inputClass}
        />
      </div>
      <FilterFormActions
        searchLabel={t('search')}
        clearLabel={t('clear')}
        clearHref={SHELL_ROUTES.quotations}
        className="col-span-2 flex items-end gap-3 lg:col-span-1"
      />
    </form>
  );
}
