import { CountryCurrencyChip } from '@/components/currency/country-currency-chip';
import type { ChooserLists } from '@/components/currency/types';
import { COUNTRIES, CURRENCIES, currencyForCountry } from '@/lib/reference';

// Built once per server process: the chooser's lists, trimmed to what the browser needs.
let lists: ChooserLists | null = null;
function chooserLists(): ChooserLists {
  lists ??= {
    countries: COUNTRIES.map((c) => ({
      code: c.code,
      name: c.en_short_name,
      currency: currencyForCountry(c.code) ?? '',
    })),
    currencies: CURRENCIES.map((c) => ({ code: c.code, name: c.name })),
  };
  return lists;
}

/**
 * The country and currency chip (spec §2 dialog 6), shown only on search/trips. A server component:
 * the reference lists come from lib/reference here and reach the client chip as props.
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
    <CountryCurrencyChip
      agencyCountry={country}
      agencyCurrency={currency}
      label={label}
      lists={chooserLists()}
    />
  );
}
