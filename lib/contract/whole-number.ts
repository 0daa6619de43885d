import { z } from 'zod';

/**
 * Whole numbers at the border (issue 26, Input). `z.coerce.number()` read `true`, `[1]`, `"0x1"`
 * and `"1e0"` as 1, so `adults: true` booked one adult and `accepted_total: [99500]` was a price;
 * and a schema-wide `{ error: 'This field is required.' }` answered that text for 12 adults too.
 *
 * What is taken: a JSON number that is a whole number, or a string of decimal digits (an optional
 * minus sign, nothing else). The strings are part of the contract: spec §7's wrapper sends bodies
 * form-encoded, where every value is text, and query strings are text too; a browser's
 * `<input type="number">` also gives text. An empty string is "not given". Anything else is refused
 * with a message naming the field and its range, and a value out of range names the range.
 */

export const REQUIRED_MESSAGE = 'This field is required.';
const DECIMAL = /^-?\d+$/;

/** "adults must be between 1 and 9." */
export const rangeMessage = (field: string, min: number, max: number) =>
  `${field} must be between ${min} and ${max}.`;

/** "adults must be a whole number between 1 and 9." */
export const wholeNumberMessage = (field: string, min: number, max: number) =>
  `${field} must be a whole number between ${min} and ${max}.`;

/** Whether a message is one of the two above (routes that replace zod's texts keep these). */
export const isNumberRuleMessage = (message: string) =>
  /^[\w.]+ must be (a whole number )?between -?\d+ and -?\d+\b/.test(message);

/** Strict decimal text → number; '' → not given (`fallback`); anything else as it came, to be judged. */
const fromText = (fallback: number | undefined) => (v: unknown) => {
  if (v === '' || v === undefined) return fallback;
  return typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v;
};

/**
 * A whole number from `min` to `max`, named `field` in its messages. A value not given (absent or
 * '') is `fallback` when there is one, accepted as undefined when `optional`, else "This field is
 * required.".
 */
export function zWholeNumber(field: string, min: number, max: number, opts: { fallback?: number } = {}) {
  const given = z.custom<number | string>();
  return opts.fallback === undefined
    ? given.transform(fromText(undefined)).pipe(judge(field, min, max))
    : given
        .optional()
        .transform(fromText(opts.fallback))
        .pipe(judge(field, min, max));
}

/** zWholeNumber for a field that may be left out (absent, '' or undefined: not given). */
export const zOptionalWholeNumber = (field: string, min: number, max: number) =>
  z
    .custom<number | string>()
    .optional()
    .transform(fromText(undefined))
    .pipe(judge(field, min, max).optional());

function judge(field: string, min: number, max: number) {
  const notWhole = wholeNumberMessage(field, min, max);
  const outOfRange = rangeMessage(field, min, max);
  return z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : notWhole) })
    .int({ error: notWhole, abort: true })
    .min(min, outOfRange)
    .max(max, outOfRange);
}

/** The largest amount a money column stores (PostgreSQL integer, minor units). */
export const MAX_MINOR_AMOUNT = 2_147_483_647;

/** An amount in minor units (a price the traveller accepted or saw, a fee): 0 to MAX_MINOR_AMOUNT. */
export const zMinorAmount = (field: string) => zWholeNumber(field, 0, MAX_MINOR_AMOUNT);
export const zOptionalMinorAmount = (field: string) => zOptionalWholeNumber(field, 0, MAX_MINOR_AMOUNT);
