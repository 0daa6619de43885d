import type { TBooking } from '@/lib/contract/booking';
import type { TCreditNote, TVoucher } from '@/lib/contract/booking-lifecycle';
import type { TBookingStaffView } from '@/lib/contract/booking-staff';
import type { TBookingCustomer, TVariantReprice } from '@/lib/contract/booking-variant';
import type { TPriceBreakdown } from '@/lib/contract/planner';
import type { TProductReprice } from '@/lib/contract/products';
import { type Answer, answerOf, dataListOf, dataOf } from './answer';
import { apiUrl, type CallOptions, callApi } from './browser-api';

/** The booking pages' browser calls, same-origin through the /api/ mount (spec §7 bookings). */

const call = async <T>(
  path: string,
  init: CallOptions,
  pick: (body: unknown) => T | null,
): Promise<Answer<T>> => answerOf(await callApi(path, init), pick);

/** What a hold answers: the booking it opened. */
export interface Held {
  id: string;
  reference: string;
  status: string;
}

/** A hold: one idempotency key per accepted price, so a repeated Continue holds once. */
const hold = (path: string, body: Record<string, unknown>, idempotencyKey: string) =>
  call<Held>(path, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } }, dataOf);

export interface PartyInput {
  package_id: string;
  departure_date: string;
  adults: number;
  children: number;
  infants: number;
  currency: string;
}

export interface Reprice {
  price: TPriceBreakdown;
  seats_left: number;
  available: boolean;
  price_changed: boolean;
}

/** A static package (routes/booking.ts). */
export const reprice = (party: PartyInput, seenTotal?: number) =>
  call<Reprice>('api/booking/reprice', { method: 'POST', body: { ...party, seen_total: seenTotal } }, dataOf);

export const holdBooking = (body: Record<string, unknown>, idempotencyKey: string) =>
  hold('api/booking/hold', body, idempotencyKey);

/** A planned variant or an accepted quotation (routes/booking-variant.ts). */
export type VariantSource = { lead_id: string } | { quotation_id: string };

export const repriceVariant = (source: VariantSource, seenTotal?: number) =>
  call<TVariantReprice>(
    'api/booking/variant/reprice',
    { method: 'POST', body: { ...source, seen_total: seenTotal } },
    dataOf,
  );

export const holdVariant = (body: Record<string, unknown>, idempotencyKey: string) =>
  hold('api/booking/variant/hold', body, idempotencyKey);

export const acceptQuotation = (quotationId: string) =>
  call<{ id: string; accepted_at: string | null }>(
    'api/booking/accept-quotation',
    { method: 'POST', body: { quotation_id: quotationId } },
    dataOf,
  );

/** An agent's customers matching `q`, for the booking form. */
export const findCustomers = (q: string) =>
  call<TBookingCustomer[]>('api/booking/customers', { query: { q } }, dataListOf);

/** One search result (routes/booking-product.ts). */
export const repriceOffer = (packageId: string, ref: string, seenTotal?: number) =>
  call<TProductReprice>(
    'api/booking/product/reprice',
    { method: 'POST', body: { package_id: packageId, ref, seen_total: seenTotal } },
    dataOf,
  );

export const holdOffer = (body: Record<string, unknown>, idempotencyKey: string) =>
  hold('api/booking/product/hold', body, idempotencyKey);

/** A page of My Bookings: the bookings, and how many match the search in all. */
export interface BookingPage {
  results: TBooking[];
  count: number;
  page: number;
  pageSize: number;
}

const wholeNumber = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;

/** get-bookings' answer: `data` (the bookings) with `page`, `page_size` and `count` beside it. */
function readBookingPage(body: unknown): BookingPage | null {
  const results = dataListOf<TBooking>(body);
  if (!results) return null;
  const b = body as { count?: unknown; page?: unknown; page_size?: unknown };
  return {
    results,
    count: wholeNumber(b.count, results.length),
    page: wholeNumber(b.page, 1),
    pageSize: wholeNumber(b.page_size, Math.max(results.length, 1)),
  };
}

/** My Bookings with the search of lib/client/booking-filters (get-bookings' query). */
export const listBookings = (query: Record<string, string> = {}) =>
  call<BookingPage>('api/booking/get-bookings', { query }, readBookingPage);

/** Staff: the booking's customer and audit trail (403 for anyone else). */
export const bookingStaffView = (id: string) =>
  call<TBookingStaffView>('api/booking/audit-trail', { query: { booking_id: id } }, dataOf);

/** Staff: update_booking_user, the booking given to another customer of the site. */
export const reassignBooking = (id: string, userId: string) =>
  call<TBooking>(
    'api/booking/update_booking_user',
    { method: 'POST', body: { booking_id: id, user_id: userId } },
    dataOf,
  );

/** Staff: send_book_email/, the confirmation sent to the traveller again; the server's message. */
export const resendConfirmation = async (id: string): Promise<Answer<{ message: string | null }>> => {
  const res = await callApi('send_book_email/', { method: 'POST', body: { booking_id: id } });
  return answerOf(res, () => ({ message: res.message }));
};

export const bookingDetails = (id: string) =>
  call<TBooking>('api/booking/get-booking-details', { query: { booking_id: id } }, dataOf);

/** confirm-hold: pays what the booking owes from the agent's balance (the auto-debit method, spec §9). */
export const payFromBalance = (id: string) =>
  call<TBooking>('api/booking/confirm-hold', { method: 'POST', body: { booking_id: id } }, dataOf);

export const cancelBooking = (id: string, acceptedFee: number) =>
  call<TBooking>(
    'api/booking/cancel',
    { method: 'POST', body: { booking_id: id, accepted_fee: acceptedFee } },
    dataOf,
  );

/** A booking's documents: a list that cannot be had reads as none. */
async function documents<T>(path: string, bookingId: string): Promise<T[]> {
  const res = await callApi(path, { query: { booking_id: bookingId } });
  return (res.ok ? dataListOf<T>(res.body) : null) ?? [];
}

export const bookingVouchers = (bookingId: string) => documents<TVoucher>('api/booking/vouchers', bookingId);

export const creditNotes = (bookingId: string) =>
  documents<TCreditNote>('api/booking/credit-note-list', bookingId);

/** Where the browser downloads a booking's invoice. */
export const invoiceHref = (bookingId: string) =>
  `${apiUrl('api/booking/invoice')}?booking_id=${encodeURIComponent(bookingId)}`;
