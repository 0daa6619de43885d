import { type Money, toMinorUnits } from '@/lib/money';
import { type Answer, answerOf, dataOf } from './answer';
import { callApi } from './browser-api';

/** The payment pages' browser calls, same-origin through the /api/ mount (spec §4, §7 payments). */

/** make_payment's data as it came (lib/booking/hand-off.ts reads it field by field). */
export const makePayment = async (body: Record<string, unknown>): Promise<Answer<Record<string, unknown>>> =>
  answerOf(await callApi('make_payment/', { method: 'POST', body }), (b) =>
    (b as { status?: unknown } | null)?.status === 'INTERMEDIATE' ? dataOf<Record<string, unknown>>(b) : null,
  );

/** The stored hand-off of a 'stored' method group payment (spec §4 (b)). */
export const storedPaymentDetails = async (paymentId: string): Promise<Answer<Record<string, unknown>>> =>
  answerOf(
    await callApi('get_payment_details/', { query: { payment_id: paymentId } }),
    dataOf<Record<string, unknown>>,
  );

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
function paymentLinesOf(b: unknown): PaymentLine[] | null {
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
}

export const paymentLines = async (bookingId: string): Promise<Answer<PaymentLine[]>> =>
  answerOf(await callApi('get_payment_details/', { query: { booking_id: bookingId } }), paymentLinesOf);

/**
 * The gateway's methods, each with its method group, and the site's word when it offers none
 * because its gateway is not set up (get_payment_methods' message).
 */
export interface PaymentMethods {
  methods: { id: string; name: string }[];
  message: string | null;
}

function methodsOf(b: unknown): PaymentMethods | null {
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
}

export const paymentMethods = async (): Promise<Answer<PaymentMethods>> =>
  answerOf(await callApi('api/payment/get_payment_methods/'), methodsOf);

/** save_payment/: the gateway's return parameters, as the payment attempt's answer. */
export const savePayment = async (
  params: Record<string, string>,
): Promise<Answer<{ status: string; message: string | null }>> =>
  answerOf(
    await callApi('save_payment/', {
      method: 'POST',
      body: { payment_attempt_id: params.payment_id ?? '', api_response: params },
    }),
    (b) =>
      b && typeof b === 'object' && 'status' in b ? (b as { status: string; message: string | null }) : null,
  );
