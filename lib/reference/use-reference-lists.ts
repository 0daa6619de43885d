'use client';

import useSWRImmutable from 'swr/immutable';
import { REFERENCE_LISTS_PATH, type ReferenceLists } from './browser-lists';

async function fetchLists(path: string): Promise<ReferenceLists> {
  const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`reference lists: ${res.status}`);
  return (await res.json()) as ReferenceLists;
}

/**
 * The site's reference lists once `needed` (a chooser is open), fetched once per page and kept;
 * undefined until they arrive.
 */
export function useReferenceLists(needed: boolean): ReferenceLists | undefined {
  return useSWRImmutable(needed ? REFERENCE_LISTS_PATH : null, fetchLists).data;
}
