import { QUOTATION_SEARCH_FIELDS, type QuotationSearchField } from '@/lib/contract/planner';
import {
  FILTER_DATE_MESSAGE as DATE_MESSAGE,
  filterInstant as instant,
  PAGE_MESSAGE,
  pageNumber,
  filterDate as validDate,
} from '../http/filter-bounds';

/**
 * The agents' quotation list filters (spec §3: created_at__lte, created_at__gte, travel_date__gte,
 * travel_date__lte, page, plus search-by fields), parsed from the query string. Pure.
 */

export const QUOTATION_PAGE_SIZE = 20;

/** The contract's list of search-by fields (the staff page offers the same). */
const SEARCH_FIELDS = QUOTATION_SEARCH_FIELDS;
export type SearchField = QuotationSearchField;

export interface QuotationQuery {
  /** created_at >= this instant. */
  createdFrom: Date | null;
  /** created_at < this instant (a date-only bound includes that whole day, UTC). */
  createdBefore: Date | null;
  /** travel_date bounds, 'YYYY-MM-DD', inclusive. */
  travelFrom: string | null;
  travelTo: string | null;
  page: number;
  search: { field: SearchField; value: string }[];
}

export type ParseResult =
  | { ok: true; query: QuotationQuery }
  | { ok: false; errors: Record<string, string[]> };

export function parseQuotationQuery(params: Record<string, string | undefined>): ParseResult {
  const errors: Record<string, string[]> = {};
  const get = (k: string) => params[k]?.trim() || null;
  const fail = (k: string, m: string) => {
    errors[k] = [m];
  };

  const createdFromRaw = get('created_at__gte');
  const createdToRaw = get('created_at__lte');
  const createdFrom = createdFromRaw ? instant(createdFromRaw, false) : null;
  const createdBefore = createdToRaw ? instant(createdToRaw, true) : null;
  if (createdFromRaw && !createdFrom) fail('created_at__gte', DATE_MESSAGE);
  if (createdToRaw && !createdBefore) fail('created_at__lte', DATE_MESSAGE);

  const travelFrom = get('travel_date__gte');
  const travelTo = get('travel_date__lte');
  if (travelFrom && !validDate(travelFrom)) fail('travel_date__gte', DATE_MESSAGE);
  if (travelTo && !validDate(travelTo)) fail('travel_date__lte', DATE_MESSAGE);

  const pageRaw = get('page') ?? '1';
  const page = pageNumber(pageRaw);
  if (page < 1) fail('page', PAGE_MESSAGE);

  const search: QuotationQuery['search'] = [];
  const by = get('search_by');
  const byValue = get('search_value');
  if (by) {
    if (!(SEARCH_FIELDS as readonly string[]).includes(by))
      fail('search_by', `Search by one of: ${SEARCH_FIELDS.join(', ')}.`);
    else if (byValue) search.push({ field: by as SearchField, value: byValue.slice(0, 200) });
  }
  // The search-by fields also work as their own parameters (?customer_email=…).
  for (const field of SEARCH_FIELDS) {
    const v = get(field);
    if (v) search.push({ field, value: v.slice(0, 200) });
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: { createdFrom, createdBefore, travelFrom, travelTo, page, search },
  };
}
