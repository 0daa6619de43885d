import type { z } from 'zod';
import { AppError } from './errors';

/**
 * A request a zod schema refused, as a 400 naming the fields (issue 26: the answer names the field
 * and, for a number, its range — the schemas' own messages, lib/contract/whole-number.ts).
 */

/** Each refused field's first message, by its path: `{ 'travellers.0.birth_date': ['…'] }`. */
export function fieldMessages(
  error: z.ZodError,
  messageOf: (issue: z.core.$ZodIssue) => string = (issue) => issue.message,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'data';
    errors[field] ??= [messageOf(issue)];
  }
  return errors;
}

/**
 * The answer's one-line message: the field's message when it already names the field ("adults
 * must be between 1 and 9."), else "field: message" ("departure_date: Enter a date that exists.").
 */
export const namedMessage = (field: string, message: string): string =>
  message.startsWith(`${field} `) ? message : `${field}: ${message}`;

export function invalidRequest(error: z.ZodError, fallback: string): AppError {
  const errors = fieldMessages(error);
  const [first] = Object.entries(errors);
  const message = first?.[1][0] !== undefined ? namedMessage(first[0], first[1][0]) : fallback;
  return new AppError('invalid_request', 400, message, errors);
}
