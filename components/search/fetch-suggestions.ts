import { z } from 'zod';
import {
  type AutocompleteMode,
  type TAutocompleteItem,
  ZAutocompleteItem,
  ZAutocompleteResponse,
} from '@/lib/contract/search';

/** Ports and rails may come as their own lists beside `data` (§5: they override it when present). */
const ZSuggestions = ZAutocompleteResponse.extend({
  ports: z.array(ZAutocompleteItem).nullish(),
  rails: z.array(ZAutocompleteItem).nullish(),
}).loose();

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

/** GET auto_complete (§7, newer form) on the site's own origin. */
export async function fetchSuggestions(q: SuggestionQuery, signal?: AbortSignal): Promise<Suggestions> {
  const params = new URLSearchParams({ text: q.text.trim(), mode: String(q.mode) });
  if (q.currency) params.set('currency', q.currency);
  if (q.agencyId != null) params.set('agency_id', String(q.agencyId));
  const res = await fetch(`/api/auto_complete?${params.toString()}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`auto_complete answered ${res.status}`);
  const parsed = ZSuggestions.parse(await res.json());
  return { items: parsed.data, ports: parsed.ports ?? null, rails: parsed.rails ?? null };
}
