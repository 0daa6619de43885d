import { hasCapability, type WorkingConfig } from '@/lib/tenant/working-config';

/** What the search forms need from the working configuration (plain data, passed to the client). */
export interface SearchSettings {
  style: 'new' | 'old';
  autofocus: boolean;
  autocompleteAgencyId: number | null;
  hideLastTwoOptions: boolean;
  /** The agency's currency: the visitor's stored choice wins in the browser (lib/preferences). */
  agencyCurrency: string;
}

/** Used when an agency's country maps to no currency (e.g. Antarctica). */
export const FALLBACK_CURRENCY = 'EUR';

export function searchSettingsFor(wc: WorkingConfig): SearchSettings {
  return {
    style: wc.searchFormStyle,
    autofocus: hasCapability(wc, 'searchAutofocus'),
    autocompleteAgencyId: hasCapability(wc, 'autocompleteSendsAgencyId') ? wc.agency_id : null,
    hideLastTwoOptions: hasCapability(wc, 'hideLastTwoDropdownOptions'),
    agencyCurrency: (wc.currency || wc.invoice_currency || FALLBACK_CURRENCY).toUpperCase(),
  };
}
