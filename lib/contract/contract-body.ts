import type { z } from 'zod';

/**
 * An answer of the planner's API in the contract's shape, bare or wrapped in `data` as the original
 * backend answers; null when it fits neither (the caller turns that into a bad gateway, never a crash).
 * Read by the pages' server-side calls of the planner and the search results (lib/client/planner.ts,
 * lib/client/results.ts).
 */
export function parseContractBody<T extends z.ZodTypeAny>(schema: T, body: unknown): z.infer<T> | null {
  const direct = schema.safeParse(body);
  if (direct.success) return direct.data;
  if (body && typeof body === 'object' && 'data' in body) {
    const inner = schema.safeParse((body as { data: unknown }).data);
    if (inner.success) return inner.data;
  }
  return null;
}
