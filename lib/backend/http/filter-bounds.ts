/**
 * The date bounds and page numbers of a list call's query string (the staff quotation list, My
 * Bookings), read one way: a bad one is named by its parameter in a 400 (`invalid_request`). Pure.
 */

export const FILTER_DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
export const PAGE_MESSAGE = 'Enter a page number from 1.';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Years a filter may name: anything else cannot be a stored date (and year 0 cannot be stored). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/** A calendar date that exists (2026-02-30 does not) within the years above. */
export function filterDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A date-only or ISO date-time bound; `endOfDay` moves a date-only upper bound to the next midnight.
 * A date-time's own date must exist too (JavaScript would roll 2026-02-30T… over into March).
 */
export function filterInstant(value: string, endOfDay: boolean): Date | null {
  if (filterDate(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    if (endOfDay) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  if (!filterDate(value.slice(0, 10))) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return endOfDay ? new Date(d.getTime() + 1) : d;
}

/** A page number from 1 (up to six digits), or 0 when the text is not one. */
export const pageNumber = (raw: string): number => (/^\d{1,6}$/.test(raw) ? Number(raw) : 0);
