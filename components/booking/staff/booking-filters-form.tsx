import { useTranslations } from 'next-intl';
import { FilterFormActions } from '@/components/common/filter-form-actions';
import { BOOKING_STATUSES } from '@/lib/booking/states';
import type { BookingFilters } from '@/lib/client/booking-filters';
import { SHELL_ROUTES } from '@/lib/shell/routes';

const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink aria-[invalid=true]:border-red-700';

/** The server's refusals by parameter name (400 invalid_request: errors.<param> = [text]). */
type FieldErrors = Record<string, string | undefined>;

type FieldKey =
  | 'reference'
  | 'traveller'
  | 'customer'
  | 'departFrom'
  | 'departTo'
  | 'bookedFrom'
  | 'bookedTo';

function Field({
  name,
  label,
  value,
  error,
  type,
  wide,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  type: 'search' | 'date';
  wide?: boolean;
}) {
  const id = `b-${name}`;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${wide ? 'col-span-2' : ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        maxLength={type === 'search' ? 200 : undefined}
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
 * My Bookings' search (issue 29 item 3): reference, traveller, customer (staff only: anyone else
 * searches their own bookings), departure and booked dates, status. A plain GET form to the page
 * itself: the filters live in the address (lib/client/booking-filters), so a search can be linked
 * and the back button returns to the one before.
 */
export function BookingFiltersForm({
  filters,
  errors,
  staff,
}: {
  filters: BookingFilters;
  errors: FieldErrors;
  staff: boolean;
}) {
  const t = useTranslations('StaffBookings.filters');
  const tb = useTranslations('Booking');
  const field = (key: FieldKey, name: string, type: 'search' | 'date', wide = false) => (
    <Field
      key={name}
      name={name}
      label={t(key)}
      value={filters[key]}
      error={errors[name]}
      type={type}
      wide={wide}
    />
  );
  return (
    <form
      method="get"
      action={SHELL_ROUTES.bookings}
      aria-label={t('legend')}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
    >
      {field('reference', 'reference', 'search', true)}
      {field('traveller', 'traveller', 'search', true)}
      {staff && field('customer', 'customer', 'search', true)}
      <div className="col-span-2 flex min-w-0 flex-col gap-1">
        <label htmlFor="b-status" className="text-sm font-medium text-slate-700">
          {t('status')}
        </label>
        <select
          id="b-status"
          name="status"
          defaultValue={filters.status}
          aria-invalid={errors.status ? true : undefined}
          className={inputClass}
        >
          <option value="">{t('anyStatus')}</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tb('statusName', { status: s })}
            </option>
          ))}
        </select>
      </div>
      {field('departFrom', 'departure_date__gte', 'date')}
      {field('departTo', 'departure_date__lte', 'date')}
      {field('bookedFrom', 'created_at__gte', 'date')}
      {field('bookedTo', 'created_at__lte', 'date')}
      <FilterFormActions
        searchLabel={t('search')}
        clearLabel={t('clear')}
        clearHref={SHELL_ROUTES.bookings}
        className="col-span-2 flex items-end gap-3 lg:col-span-4"
      />
    </form>
  );
}
