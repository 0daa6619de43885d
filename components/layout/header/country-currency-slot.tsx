import { CountryCurrencyChip } from '@/components/currency/country-currency-chip';

/**
 * The country and currency chip (spec §2 dialog 6), shown only on search/trips. The chip fetches the
 * dialog's reference lists when it opens (lib/reference/browser-lists.ts): the cached page does not
 * carry them.
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
  return <CountryCurrencyChip agencyCountry={country} agencyCurrency={currency} label={label} />;
}
