import type { z } from 'zod';

/**
 * A list a Travel API answers: bare (`[…]`, as §7 allows for auto_complete, get_currency and
 * others) or wrapped (`{data: […]}`, `{results: […]}`, `{data: {results: […]}}`). Items are read one
 * by one: an item that does not fit is left out (and counted), never the whole list. Null when the
 * answer holds no list at all.
 */
export interface ListReading<T> {
  items: T[];
  /** Items left out because they could not be read. */
  dropped: number;
}

const LIST_KEYS = ['data', 'results', 'items'] as const;

/** The array inside an answer, looking one level into the usual envelopes. */
export function listIn(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (!body || typeof body !== 'object') return null;
  for (const key of LIST_KEYS) {
    const inner = (body as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner;
    if (inner && typeof inner === 'object') {
      const nested = listIn(inner);
      if (nested) return nested;
    }
  }
  return null;
}

export function readList<T extends z.ZodType>(body: unknown, item: T): ListReading<z.infer<T>> | null {
  const raw = listIn(body);
  if (!raw) return null;
  const items: z.infer<T>[] = [];
  for (const entry of raw) {
    const parsed = item.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
  }
  return { items, dropped: raw.length - items.length };
}
