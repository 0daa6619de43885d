import type { AutocompleteMode } from '@/lib/contract/autocomplete-modes';
import type { TAutocompleteItem } from '@/lib/contract/search';
import type { TSearchApiInput } from '@/lib/contract/search-api';
import { callApi } from './browser-api';

/** The search pages' browser calls (spec §7 auto_complete, v2/search_api), same-origin through /api/. */

/** The item reader (zod) loads with the first suggestions, not with the page. */
const itemReader = async () => {
  const [{ readList }, { ZAutocompleteItem }] = await Promise.all([
    import('@/lib/contract/list-reader'),
    import('@/lib/contract/search'),
  ]);
  return (body: unknown) => readList(body, ZAutocompleteItem);
};

export interface SuggestionQuery {
  text: string;
  mode: AutocompleteMode;
  currency?: string | null;
  /** Sent only for agencies with the `autocompleteSendsAgencyId` capability (§6). */
  agencyId?: number | null;
}

export interface Suggestions {
  items: TAutocompleteItem[];
  ports: TAutocompleteItem[] | null;
  rails: TAutocompleteItem[] | null;
}

/** Ports and rails may come as their own lists beside `data` (§5: they override it when present). */
function sideList(
  body: unknown,
  key: 'ports' | 'rails',
  read: Awaited<ReturnType<typeof itemReader>>,
): TAutocompleteItem[] | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const list = (body as Record<string, unknown>)[key];
  return Array.isArray(list) ? (read(list)?.items ?? null) : null;
}

/**
 * GET auto_complete (§7, newer form) on the site's own origin. The answer is a bare list of §3
 * autocomplete items or `{data: […]}` (with `ports`/`rails` beside it); an item that cannot be read
 * is left out. A refused or lost call, or an answer without a list, rejects.
 */
export async function fetchSuggestions(q: SuggestionQuery, signal?: AbortSignal): Promise<Suggestions> {
  const reader = itemReader();
  // Observed here too: if the request fails first, the reader's own failure is not reported twice.
  reader.catch(() => undefined);
  const res = await callApi('auto_complete', {
    query: {
      text: q.text.trim(),
      mode: String(q.mode),
      currency: q.currency || undefined,
      agency_id: q.agencyId != null ? String(q.agencyId) : undefined,
    },
    signal,
  });
  if (!res.ok) throw new Error(`auto_complete answered ${res.status}`);
  const read = await reader;
  const list = read(res.body);
  if (!list) throw new Error('auto_complete answered no list');
  return {
    items: list.items,
    ports: sideList(res.body, 'ports', read),
    rails: sideList(res.body, 'rails', read),
  };
}

/** What v2/search_api made of a search: its package, the fields it refused (400), or nothing. */
export type SearchSubmission =
  | { kind: 'accepted'; packageId: string }
  | { kind: 'refused'; errors: Record<string, string> }
  | { kind: 'failed' };

/** A 400's `errors`: each field's first message (a field with none is left out). */
function fieldMessages(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const server = (body as { errors: Record<string, unknown> }).errors;
  return Object.fromEntries(
    Object.entries(server)
      .filter(([, v]) => Array.isArray(v) && typeof v[0] === 'string')
      .map(([k, v]) => [k, (v as string[])[0] as string]),
  );
}

/**
 * POST v2/search_api. Its answer's reader (zod) is the one the form validated the request with,
 * loaded by then. A 400 naming no field, or an answer without a package, failed.
 */
export async function submitSearch(request: TSearchApiInput): Promise<SearchSubmission> {
  const res = await callApi('v2/search_api', { method: 'POST', body: request });
  if (res.status === 400) {
    const errors = fieldMessages(res.body);
    if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  }
  if (!res.ok) return { kind: 'failed' };
  const { ZSearchApiResponse } = await import('@/lib/contract/search-api');
  const parsed = ZSearchApiResponse.safeParse(res.body);
  return parsed.success ? { kind: 'accepted', packageId: parsed.data.package_id } : { kind: 'failed' };
}
