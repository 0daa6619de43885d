import { call, dataOf } from '@/lib/client/booking-api';
import type { TBookingCustomer, TVariantReprice } from '@/lib/contract/booking-variant';

/** Browser calls for booking a planned variant or an accepted quotation (routes/booking-variant.ts). */

export type VariantSource = { lead_id: string } | { quotation_id: string };

export const repriceVariant = (source: VariantSource, seenTotal?: number) =>
  call<TVariantReprice>(
    'api/booking/variant/reprice',
    { method: 'POST', body: { ...source, seen_total: seenTotal } },
    dataOf,
  );

export const holdVariant = (body: Record<string, unknown>, idempotencyKey: string) =>
  call<{ id: string; reference: string; status: string }>(
    'api/booking/variant/hold',
    { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } },
    dataOf,
  );

export const acceptQuotation = (quotationId: string) =>
  call<{ id: string; accepted_at: string | null }>(
    'api/booking/accept-quotation',
    { method: 'POST', body: { quotation_id: quotationId } },
    dataOf,
  );

export const findCustomers = (q: string) =>
  call<TBookingCustomer[]>('api/booking/customers', { query: { q } }, (b) => {
    const d = (b as { data?: unknown } | null)?.data;
    return Array.isArray(d) ? (d as TBookingCustomer[]) : null;
  });
