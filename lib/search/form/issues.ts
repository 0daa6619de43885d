import type { z } from 'zod';
import { isSearchErrorCode, type SearchErrorCode } from '@/lib/contract/search-rules';

/** Field path (`rooms.0.adults`) → the first problem code found there. */
export type FieldErrors = Record<string, SearchErrorCode>;

/**
 * Zod issues of the shared search schema as one code per field. Messages that are not our codes
 * (zod's own, e.g. a wrong type) become 'invalid', so no library wording reaches a visitor.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (out[key]) continue;
    out[key] = isSearchErrorCode(issue.message) ? issue.message : 'invalid';
  }
  return out;
}
