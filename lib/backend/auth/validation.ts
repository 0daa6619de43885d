import 'server-only';
import type { z } from 'zod';
import { AppError } from '../http/errors';

/**
 * Parses input with the shared contract schema; on failure a 400 whose message is the first
 * field's message (spec §5 text) and whose errors list every field: `{ 'details.title': ['Title is required'] }`.
 */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'non_field_errors';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  const first = parsed.error.issues[0]?.message ?? 'Invalid request';
  throw new AppError('validation', 400, first, fields);
}
