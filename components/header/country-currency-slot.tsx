/**
 * Placeholder for the country and currency chip (spec §2 dialog 6), shown only on search/trips.
 * The search work replaces it with the real chip and its chooser; until then it shows the agency's
 * default country and currency codes as a static chip.
 */
export function CountryCurrencySlot({
  country,
  currency,
  label,
}: {
  country: string | null;
  currency: string | null;
  /** 'Country GB, currency GBP' for screen readers. */
  label: string;
}) {
  if (!country && !currency) return null;
  return (
    <span
      data-slot="country-currency"
      className="inline-flex h-9 items-center gap-2 rounded-full border border-black/15 px-3 text-sm font-medium text-ink"
    >
      <span aria-hidden="true" className="inline-flex items-center gap-2">
        {country && <span>{country}</span>}
        {country && currency && <span className="h-4 w-px bg-black/20" />}
        {currency && <span>{currency}</span>}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
