import Link from '@/components/i18n/locale-link';

/**
 * The end of a staff list's filter form (bookings, quotations): submit the filters, or go back to
 * the list without any (`clearHref`, the list's own address). `className` places the row in the
 * form's grid.
 */
export function FilterFormActions({
  searchLabel,
  clearLabel,
  clearHref,
  className,
}: {
  searchLabel: string;
  clearLabel: string;
  clearHref: string;
  className: string;
}) {
  return (
    <div className={className}>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 text-sm font-semibold text-on-brand"
      >
        {searchLabel}
      </button>
      <Link href={clearHref} className="inline-flex min-h-11 items-center text-sm text-brand underline">
        {clearLabel}
      </Link>
    </div>
  );
}
