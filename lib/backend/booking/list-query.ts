import { BOOKING_STATUSES, type BookingStatus, isBookingStatus } from '@/lib/booking/states';
import {
  FILTER_DATE_MESSAGE,
  filterDate,
  filterInstant,
  PAGE_MESSAGE,
  pageNumber,
} from '../http/filter-bounds';

/**
 * My Bookings' search (issue 29 item 3), read from get-bookings / booking-list's query string:
 * reference, traveller (any traveller of the booking), customer (the booking's user: name or
 * e-mail), departure date and booked date ranges, status, page and page_size. Pure; a bad value is
 * named by its parameter.
 */

export const BOOKING_PAGE_SIZE = 20;
export const MAX_BOOKING_PAGE_SIZE = 100;
/** The longest text filter kept (longer text cannot match a name, an e-mail or a reference). */
const MAX_TEXT = 200;

export interface BookingQuery {
  /** Part of the reference, any case. */
  reference: string | null;
  /** Part of any traveller's name ("first last"), any case. */
  traveller: string | null;
  /** Part of the customer's name or e-mail, any case. */
  customer: string | null;
  /** departure_date bounds, 'YYYY-MM-DD', inclusive. */
  departFrom: string | null;
  departTo: string | null;
  /** created_at >= this instant. */
  createdFrom: Date | null;
  /** created_at < this instant (a date-only bound includes that whole day, UTC). */
  createdBefore: Date | null;
  status: BookingStatus | null;
  page: number;
  pageSize: number;
}

export type BookingQueryResult =
  | { ok: true; query: BookingQuery }
  | { ok: false; errors: Record<string, string[]> };

export function parseBookingQuery(params: Record<string, string | undefined>): BookingQueryResult {
  const errors: Record<string, string[]> = {};
  const get = (k: string) => params[k]?.trim() || null;
  const text = (k: string) => {
    const v = get(k);
    if (v && v.length > MAX_TEXT) errors[k] = [`Enter at most ${MAX_TEXT} characters.`];
    return v;
  };
  const day = (k: string) => {
    const v = get(k);
    if (v && !filterDate(v)) errors[k] = [FILTER_DATE_MESSAGE];
    return v;
  };
  const instant = (k: string, endOfDay: boolean) => {
    const v = get(k);
    const at = v ? filterInstant(v, endOfDay) : null;
    if (v && !at) errors[k] = [FILTER_DATE_MESSAGE];
    return at;
  };

  const reference = text('reference');
  const traveller = text('traveller');
  const customer = text('customer');
  const departFrom = day('departure_date__gte');
  const departTo = day('departure_date__lte');
  const createdFrom = instant('created_at__gte', false);
  const createdBefore = instant('created_at__lte', true);

  const statusRaw = get('status');
  if (statusRaw && !isBookingStatus(statusRaw))
    errors.status = [`Choose a status from: ${BOOKING_STATUSES.join(', ')}.`];
  const status = statusRaw && isBookingStatus(statusRaw) ? statusRaw : null;

  const page = pageNumber(get('page') ?? '1');
  if (page < 1) errors.page = [PAGE_MESSAGE];
  const pageSize = pageNumber(get('page_size') ?? String(BOOKING_PAGE_SIZE));
  if (pageSize < 1 || pageSize > MAX_BOOKING_PAGE_SIZE)
    errors.page_size = [`Enter a page size from 1 to ${MAX_BOOKING_PAGE_SIZE}.`];

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: {
      reference,
      traveller,
      customer,
      departFrom,
      departTo,
      createdFrom,
      createdBefore,
      status,
      page,
      pageSize,
    },
  };
}
