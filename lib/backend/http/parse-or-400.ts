import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Request input a zod schema refused, answered the one way every route of the built-in backend
 * answers it: 400 with code `invalid_request`, a one-line message, and each refused field under
 * its path with its text (issue 26: the answer names the field and, for a number, its range — the
 * schemas' own messages, lib/contract/whole-number.ts):
 *
 *   { data: null, message: 'adults must be between 1 and 9.',
 *     errors: { code: 'invalid_request', message: '…', adults: ['adults must be between 1 and 9.'] } }
 *
 * (the envelope is app.ts's, as for every AppError). What differs from route to route is only the
 * wording: which text a field gets and which line sums the refusal up.
 */
export interface Wording {
  /**
   * The answer's message: a fixed line (a form that marks its fields and says so once), or made
   * from the first refused field and its text. Default: namedMessage.
   */
  message?: string | ((field: string, text: string) => string);
  /** A refused field's text, from its zod issue and the whole input. Default: the schema's message. */
  text?: (issue: z.core.$ZodIssue, input: unknown) => string;
}

/**
 * The answer's one-line message: the field's text when it already names the field ("adults must be
 * between 1 and 9."), else "field: text" ("departure_date: Enter a date that exists.").
 */
export const namedMessage = (field: string, text: string): string =>
  text.startsWith(`${field} `) ? text : `${field}: ${text}`;

/** The first field's text as it is: texts written to be read alone (spec §5's sign-in texts). */
export const textAlone = (_field: string, text: string): string => text;

/** Each refused field's first text, by its path (`travellers.0.birth_date`; the body itself: `data`). */
function fieldTexts(
  error: z.ZodError,
  textOf: (issue: z.core.$ZodIssue) => string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'data';
    errors[field] ??= [textOf(issue)];
  }
  return errors;
}

/** An invalidInput answer: its details are the refused fields' texts. */
export type InvalidInputError = AppError & { readonly details: Record<string, string[]> };

/** The 400 for input a schema refused (see the top of this file). */
export function invalidInput(error: z.ZodError, input: unknown, wording: Wording = {}): InvalidInputError {
  const errors = fieldTexts(error, (issue) => wording.text?.(issue, input) ?? issue.message);
  // A ZodError has at least one issue, so there is a first field.
  const [field, texts] = Object.entries(errors)[0] ?? ['data', []];
  const summary = wording.message ?? namedMessage;
  const message = typeof summary === 'string' ? summary : summary(field, texts[0] ?? '');
  return new AppError('invalid_request', 400, message, errors) as InvalidInputError;
}

/**
 * invalidInput's answer with the refused fields listed once more under `fields`, where three answers
 * (supplier availability, organised-package search, a tenant's currency rates) carried them before
 * there was one shape, and where their tests read them: as the field map itself, or as
 * 'field: text' lines.
 */
export function withFieldsListed(refused: InvalidInputError, as: 'map' | 'lines'): AppError {
  const fields =
    as === 'map'
      ? refused.details
      : Object.entries(refused.details).map(([field, texts]) => `${field}: ${texts.join(' ')}`);
  return new AppError(refused.code, refused.status, refused.userMessage, { ...refused.details, fields });
}

/** The input as the schema reads it, or the 400 of invalidInput. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown, wording?: Wording): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error, input, wording);
}
