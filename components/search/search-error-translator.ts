import { createTranslator } from 'next-intl';
import enGB from '@/messages/en-GB/SearchErrors.json';

/** The SearchErrors catalogue of each locale, loaded with the search schema when a search is sent. */
const SEARCH_ERRORS_BY_LOCALE: Readonly<Record<string, typeof enGB>> = { 'en-GB': enGB };

/**
 * The translator of the search form's error texts in `locale` (a field's problem, the summary above
 * the button); lib/search/form/error-text.ts gives the backend the English text of one code. Pages
 * inline only the one shown when this module itself cannot be loaded (SearchErrors.network).
 */
export function searchErrorTranslator(locale: string) {
  return createTranslator({
    locale,
    messages: { SearchErrors: SEARCH_ERRORS_BY_LOCALE[locale] ?? enGB },
    namespace: 'SearchErrors',
  });
}

export type SearchErrorTranslator = ReturnType<typeof searchErrorTranslator>;
