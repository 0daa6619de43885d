import type { DialCodeEntry } from './countries';

/**
 * The reference lists a browser needs only when a visitor opens a chooser (the country and currency
 * dialog, the dial code of the registration form). They are fetched then, from one cached file per
 * site, rather than inlined as props into every cached page (≈ 30 kB of each page's HTML).
 */
export const REFERENCE_LISTS_PATH = '/reference-lists.json';

export interface CountryOption {
  code: string;
  name: string;
  /** The country's currency (spec §3 fixed map); '' when it has none. */
  currency: string;
}

export interface CurrencyOption {
  code: string;
  name: string;
}

/** The country and currency chooser's lists. */
export interface ChooserLists {
  countries: CountryOption[];
  currencies: CurrencyOption[];
}

export interface ReferenceLists {
  chooser: ChooserLists;
  dialCodes: DialCodeEntry[];
}
