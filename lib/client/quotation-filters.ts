import { QUOTATION_SEARCH_FIELDS, type QuotationSearchField } from '@/lib/contract/planner';
import { SHELL_ROUTES } from '@/lib/shell/routes';

/**
 * The staff quotation list's filters (spec §3 Quotation search filters: created_at__gte,
 * created_at__lte, travel_date__gte, travel_date__lte, page, plus a search-by field and its text).
 * The page keeps them in its own address under the API's names, so a filtered page can be linked,
 * reloaded and paged with the browser's back button. Pure: the page's address → filters → the
 * list call's query and the paging links.
 */
export interface QuotationFilters {
  createdFrom: string;
  createdTo: string;
  travelFrom: string;
  travelTo: string;
  searchBy: QuotationSearchField;
  searchText: string;
  page: number;
}

/** The date filters and their parameters (the API's names, and the page address's). */
export const DATE_FILTERS = [
  ['createdFrom', 'created_at__gte'],
  ['createdTo', 'created_at__lte'],
  ['travelFrom', 'travel_date__gte'],
  ['travelTo', 'travel_date__lte'],
] as const;
type DateFilter = (typeof DATE_FILTERS)[number][0];

const DEFAULT_SEARCH_BY: QuotationSearchField = 'customer_name';
const MAX_TEXT = 200;
const MAX_PAGE = 999_999;

const isSearchField = (v: string): v is QuotationSearchField =>
  (QUOTATION_SEARCH_FIELDS as readonly string[]).includes(v);

type Params = Record<string, string | string[] | undefined>;

/** One value of a parameter (the first when repeated), trimmed. */
const one = (params: Params, key: string): string => {
  const v = params[key];
  return (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();
};

/**
 * The filters in a page address (Next's searchParams). What a person can type is kept as typed,
 * so the server names a bad date; an unknown search field falls back to the default, and the page
 * to 1 when it is not a whole number from 1.
 */
export function filtersFromParams(params: Params): QuotationFilters {
  const by = one(params, 'search_by');
  const pageRaw = one(params, 'page');
  const page = /^\d{1,6}$/.test(pageRaw) ? Number(pageRaw) : 1;
  const dates = Object.fromEntries(DATE_FILTERS.map(([key, param]) => [key, one(params, param)])) as Record<
    DateFilter,
    string
  >;
  return {
    ...dates,
    searchBy: isSearchField(by) ? by : DEFAULT_SEARCH_BY,
    searchText: one(params, 'search_value').slice(0, MAX_TEXT),
    page: Math.min(Math.max(page, 1), MAX_PAGE),
  };
}

/**
 * The list call's query: only the filters that are set (a search field without text says nothing),
 * page 1 left out. The same object is the page address of these filters (`listHref`).
 */
export function quotationListQuery(f: QuotationFilters): Record<string, string> {
  const q: Record<string, string> = {};
  for (const [key, param] of DATE_FILTERS) if (f[key]) q[param] = f[key];
  if (f.searchText) {
    q.search_by = f.searchBy;
    q.search_value = f.searchText;
  }
  if (f.page > 1) q.page = String(f.page);
  return q;
}

/** The address of the list with these filters on another page (the paging links). */
export function listHref(f: QuotationFilters, page: number): string {
  const qs = new URLSearchParams(quotationListQuery({ ...f, page })).toString();
  return qs ? `${SHELL_ROUTES.quotations}?${qs}` : SHELL_ROUTES.quotations;
}

/** How many pages `count` quotations fill (at least 1, so "Page 1 of 1" for none). */
export function pageCount(count: number, pageSize: number): number {
  if (!Number.isFinite(count) || count <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(count / pageSize);
}
