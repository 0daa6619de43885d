/** The chooser's lists, prepared on the server from lib/reference (which stays out of the browser). */
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

export interface ChooserLists {
  countries: CountryOption[];
  currencies: CurrencyOption[];
}
