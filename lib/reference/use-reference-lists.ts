'use client';

import useSWRImmutable from 'swr/immutable';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { useAppLocale } from '@/i18n/use-app-locale';
import { REFERENCE_LISTS_PATH, type ReferenceLists } from './browser-lists';

async function fetchLists(path: string): Promise<ReferenceLists> {
  const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`reference lists: ${res.status}`);
  return (await res.json()) as ReferenceLists;
}

/** The lists' address for a locale: one cacheable URL per locale, the bare one for en-GB. */
export const referenceListsPath = (locale: Locale): string =>
  locale === DEFAULT_LOCALE
    ? REFERENCE_LISTS_PATH
    : `${REFERENCE_LISTS_PATH}?locale=${encodeURIComponent(locale)}`;

/**
 * The site's reference lists once `needed` (a chooser is open), named in the page's locale, fetched
 * once per page and locale and kept; undefined until they arrive.
 */
export function useReferenceLists(needed: boolean): ReferenceLists | undefined {
  const locale = useAppLocale();
  return useSWRImmutable(needed ? referenceListsPath(locale) : null, fetchLists).data;
}
