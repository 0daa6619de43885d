import { callApi } from '@/lib/client/browser-api';
import type { TBooking } from '@/lib/contract/booking';
import type { TPriceBreakdown } from '@/lib/contract/planner';
import { type Money, toMinorUnits } from '@/lib/money';

/** Browser calls of the booking and payment pages, same-origin through the /api/ mount (spec §7). */

export type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string | null; body: unknown };

export async function call<T>(
  path: string,
  init: Parameters<typeof callApi>[1],
  pick: (body: unknown) => T | null,
): Promise<Answer<T>> {
  const res = await callApi<unknown>(path, init);
  if (!res.ok) return { ok: false, status: res.status, message: res.message, body: res.body };
  const data = pick(res.body);
  return data === null ? { ok: false, status: 502, message: null, body: res.body } : { ok: true, data };
}

export const dataOf = <T>(body: unknown): T | null => {
  const d = (body as { data?: unknown } | null)?.data;
  return d && typeof d === 'object' ? (d as T) : null;
};

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

export const reprice = (party: PartyInput, seenTotal?: number) =>
  call<Reprice>('api/booking/reprice', { method: 'POST', body: { ...party, seen_total: seenTotal } }, dataOf);

export const holdBooking = (body: Record<string, unknown>, idempotencyKey: string) =>
  call<{ id: string; reference: string; status: string }>(
    'api/booking/hold',
    { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } },
    dataOf,
  );

export const listBookings = () =>
  call<TBooking[]>('api/booking/get-bookings', {}, (b) => {
    const d = (b as { data?: unknown } | null)?.data;
    return Array.isArray(d) ? (d as TBooking[]) : null;
  });

export const bookingDetails = (id: string) =>
  call<TBooking>('api/booking/get-booking-details', { query: { booking_id: id } }, dataOf);

export const cancelBooking = (id: string, acceptedFee: number) =>
  call<TBooking>(
    'api/booking/cancel',
    { method: 'POST', body: { booking_id: id, accepted_fee: acceptedFee } },
    dataOf,
  );

/** make_payment's data as it came (lib/booking/hand-off.ts reads it field by field). */
export const makePayment = (body: Record<string, unknown>) =>
  call<Record<string, unknown>>('make_payment/', { method: 'POST', body }, (b) =>
    (b as { status?: unknown } | null)?.status === 'INTERMEDIATE' ? dataOf(b) : null,
  );

/** The stored hand-off of a 'stored' method group payment (spec §4 (b)). */
export const storedPaymentDetails = (paymentId: string) =>
  call<Record<string, unknown>>('get_payment_details/', { query: { payment_id: paymentId } }, dataOf);

/** One line of get_payment_details/?booking_id= (amounts in major units, as the call gives them). */
export interface PaymentLine {
  id: string;
  method_name: string;
  amount: Money;
  status: string;
  created_at: string;
}

/** Minor units of a major amount, or null for an amount or currency that cannot be one. */
function minorOf(amount: number, currency: string): Money | null {
  try {
    return { amount: toMinorUnits(amount, currency), currency };
  } catch {
    return null;
  }
}

/** What was paid towards a booking, read field by field (a line without an id or a readable amount is dropped). */
export const paymentLines = (bookingId: string) =>
  call<PaymentLine[]>('get_payment_details/', { query: { booking_id: bookingId } }, (b) => {
    const d = (b as { data?: unknown } | null)?.data;
    if (!Array.isArray(d)) return null;
    return d.flatMap((raw) => {
      const r = (raw ?? {}) as Record<string, unknown>;
      const amount =
        typeof r.amount === 'number' && typeof r.currency === 'string' ? minorOf(r.amount, r.currency) : null;
      if (typeof r.id !== 'string' || !amount) return [];
      const str = (v: unknown, fallback: string) => (typeof v === 'string' && v !== '' ? v : fallback);
      return [
        {
          id: r.id,
          method_name: str(r.method_name, str(r.method, '')),
          amount,
          status: str(r.status, 'unknown'),
          created_at: str(r.created_at, ''),
        },
      ];
    });
  });

/**
 * The gateway's methods, each with its method group, and the site's word when it offers none
 * because its gateway is not set up (get_payment_methods' message).
 */
export const paymentMethods = () =>
  call<{ methods: { id: string; name: string }[]; message: string | null }>(
    'api/payment/get_payment_methods/',
    {},
    (b) => {
      const body = b as { data?: unknown; message?: unknown } | null;
      const d = body?.data;
      if (!Array.isArray(d)) return null;
      const methods = d.flatMap((m) => {
        const r = m as { id?: unknown; name?: unknown } | null;
        return typeof r?.id === 'string' && r.id !== ''
          ? [{ id: r.id, name: typeof r.name === 'string' && r.name !== '' ? r.name : r.id }]
          : [];
      });
      return { methods, message: typeof body?.message === 'string' ? body.message : null };
    },
  );

export const savePayment = (params: Record<string, string>) =>
  call<{ status: string; message: string | null }>(
    'save_payment/',
    { method: 'POST', body: { payment_attempt_id: params.payment_id ?? '', api_response: params } },
    (b) =>
      b && typeof b === 'object' && 'status' in b ? (b as { status: string; message: string | null }) : null,
  );

/** One cart entry (cart/check_orders, cart/order). */
export interface CartEntry {
  id: string;
  page_url: string;
  page_type: string;
  title: string;
  added_at: string;
}

/** Cart entries read field by field; one without an id or a site path is dropped. */
function cartEntry(raw: unknown): CartEntry | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const url = str(r.page_url);
  if (!str(r.id) || !url.startsWith('/') || url.startsWith('//')) return null;
  return {
    id: str(r.id),
    page_url: url,
    page_type: str(r.page_type),
    title: str(r.title) || url,
    added_at: str(r.added_at),
  };
}

export const cartEntries = () =>
  call<CartEntry[]>('cart/check_orders/', {}, (b) => {
    const d = (b as { data?: unknown } | null)?.data;
    return Array.isArray(d) ? d.flatMap((e) => cartEntry(e) ?? []) : null;
  });

export const addCartEntry = (pageUrl: string, pageType: string) =>
  call<CartEntry>('cart/order/', { method: 'POST', body: { page_url: pageUrl, page_type: pageType } }, (b) =>
    cartEntry((b as { data?: unknown } | null)?.data),
  );
