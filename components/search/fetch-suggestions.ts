import type { AutocompleteMode } from '@/lib/contract/autocomplete-modes';
import type { TAutocompleteItem } from '@/lib/contract/search';

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
 * is left out.
 */
export async function fetchSuggestions(q: SuggestionQuery, signal?: AbortSignal): Promise<Suggestions> {
  const params = new URLSearchParams({ text: q.text.trim(), mode: String(q.mode) });
  if (q.currency) params.set('currency', q.currency);
  if (q.agencyId != null) params.set('agency_id', String(q.agencyId));
  const reader = itemReader();
  // Observed here too: if the request fails first, the reader's own failure is not reported twice.
  reader.catch(() => undefined);
  const res = await fetch(`/api/auto_complete?${params.toString()}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`auto_complete answered ${res.status}`);
  const body: unknown = await res.json();
  const read = await reader;
  const list = read(body);
  if (!list) throw new Error('auto_complete answered no list');
  return { items: list.items, ports: sideList(body, 'ports', read), rails: sideList(body, 'rails', read) };
}
