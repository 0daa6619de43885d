import type { HTMLInputTypeAttribute } from 'react';

/** Input kinds whose text runs left to right in every language: addresses, phone numbers, codes, digits. */
const LTR_TYPES = new Set<string>(['email', 'tel', 'url', 'number']);
const LTR_INPUT_MODES = new Set<string>(['email', 'tel', 'url', 'numeric', 'decimal']);

/**
 * The writing direction of an input, for a right-to-left page: an e-mail address, phone number,
 * one-time code or amount stays left to right (`dir="ltr"`), or its `+` and digits would be drawn
 * at the wrong end under dir="rtl"; other text follows the page (undefined). A `dir` the caller
 * gives wins.
 */
export function fieldDirection(input: {
  type?: HTMLInputTypeAttribute;
  inputMode?: string;
  dir?: string;
}): string | undefined {
  if (input.dir) return input.dir;
  if (input.type && LTR_TYPES.has(input.type)) return 'ltr';
  if (input.inputMode && LTR_INPUT_MODES.has(input.inputMode)) return 'ltr';
  return undefined;
}
