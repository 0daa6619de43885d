import { BOOKING_STATUSES, type BookingStatus } from '@/lib/booking/states';
import { SHELL_ROUTES } from '@/lib/shell/routes';

/**
 * My Bookings' search (issue 29 item 3): the page keeps its filters in its own address under the
 * API's names (get-bookings' query), so a search can be linked, reloaded and paged with the
 * browser's back button. Pure: the page's address → filters → the list call's query and the paging
 * links.
 */
export interface BookingFilters {
  reference: string;
  traveller: string;
  customer: string;
  departFrom: string;
  departTo: string;
  bookedFrom: string;
  bookedTo: string;
  /** '' for any status. */
  status: BookingStatus | '';
  page: number;
}

/** The text and date filters and their parameters (the API's names, and the page address's). */
export const BOOKING_FILTER_PARAMS = [
  ['reference', 'reference'],
  ['traveller', 'traveller'],
  ['customer', 'customer'],
  ['departFrom', 'departure_date__gte'],
  ['departTo', 'departure_date__lte'],
  ['bookedFrom', 'created_at__gte'],
  ['bookedTo', 'created_at__lte'],
] as const;
type TextFilter = (typeof BOOKING_FILTER_PARAMS)[number][0];

const MAX_TEXT = 200;
const MAX_PAGE = 999_999;

type Params = Record<string, string | string[] | undefined>;

/** One value of a parameter (the first when repeated), trimmed. */
const one = (params: Params, key: string): string => {
  const v = params[key];
  return (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();
};

/**
 * The filters in a page address (Next's searchParams). What a person can type is kept as typed
 * (so the server names a bad date); an unknown status is any status, and the page 1 when it is
 * not a whole number from 1.
 */
export function bookingFiltersFromParams(params: Params): BookingFilters {
  const texts = Object.fromEntries(
    BOOKING_FILTER_PARAMS.map(([key, param]) => [key, one(params, param).slice(0, MAX_TEXT)]),
  ) as Record<TextFilter, string>;
  const status = one(params, 'status');
  const pageRaw = one(params, 'page');
  const page = /^\d{1,6}$/.test(pageRaw) ? Number(pageRaw) : 1;
  return {
    ...texts,
    status: (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : '',
    page: Math.min(Math.max(page, 1), MAX_PAGE),
  };
}

/** The list call's query: only the filters that are set, page 1 left out. Also the page's own address. */
export function bookingListQuery(f: BookingFilters): Record<string, string> {
  const q: Record<string, string> = {};
  for (const [key, param] of BOOKING_FILTER_PARAMS) if (f[key]) q[param] = f[key];
  if (f.status) q.status = f.status;
  if (f.page > 1) q.page = String(f.page);
  return q;
}

/** Whether any filter is set (the page then says "no booking matches" rather than "no bookings yet"). */
export const searching = (f: BookingFilters): boolean =>
  Object.keys(bookingListQuery({ ...f, page: 1 })).length > 0;

/** The address of My Bookings with these filters on another page (the paging links). */
export function bookingsHref(f: BookingFilters, page: number): string {
  const qs = new URLSearchParams(bookingListQuery({ ...f, page })).toString();
  return qs ? `${SHELL_ROUTES.bookings}?${qs}` : SHELL_ROUTES.bookings;
}
