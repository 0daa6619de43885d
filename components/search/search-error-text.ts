import { createTranslator } from 'next-intl';
import enGB from '@/messages/en-GB/SearchErrors.json';

/** The SearchErrors catalogue of each locale, loaded with the search schema when a search is sent. */
const SEARCH_ERRORS_BY_LOCALE: Readonly<Record<string, typeof enGB>> = { 'en-GB': enGB };

/**
 * The search form's error texts (a field's problem, the summary above the button). Pages inline
 * only the one shown when this module itself cannot be loaded (SearchErrors.network).
 */
export function searchErrorText(locale: string) {
  return createTranslator({
    locale,
    messages: { SearchErrors: SEARCH_ERRORS_BY_LOCALE[locale] ?? enGB },
    namespace: 'SearchErrors',
  });
}

export type SearchErrorText = ReturnType<typeof searchErrorText>;
