import { createTranslator } from 'next-intl';
import { isSearchErrorCode, SEARCH_LIMITS, type SearchErrorCode } from '@/lib/contract/search-api';
import messages from '@/messages/en-GB/SearchErrors.json';

/**
 * The English text of a search validation code, outside React (the backend's error bodies). Forms
 * translate the same codes through next-intl with the same catalogue.
 */
const t = createTranslator({
  locale: 'en-GB',
  messages: { SearchErrors: messages },
  namespace: 'SearchErrors',
});

export const searchErrorText = (code: string): string =>
  t(isSearchErrorCode(code) ? code : ('invalid' satisfies SearchErrorCode), SEARCH_LIMITS);

export const searchSummaryText = (): string => t('summary');
