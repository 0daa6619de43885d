/**
 * How the payment page hands the browser to a gateway (spec §4 "Payment by method group"), read
 * from make_payment's answer field by field so an external Travel API's answer works too:
 * (a) a form in response_content → submit it after 1000 ms;
 * (b) nothing to follow yet → read the stored details (get_payment_details/?payment_id=), then go to
 *     the redirect URL after 1000 ms, or submit the encrypted request when there is one;
 * (c) a URL → remember payment id, attempt id and amount for the browser session, then go there.
 * Only http(s) addresses and same-site paths are followed: an answer can never run script.
 */

export interface HandOffForm {
  action: string;
  method: 'GET' | 'POST';
  fields: Record<string, string>;
}

export type HandOffStep =
  | { kind: 'submit'; form: HandOffForm }
  | { kind: 'readStored'; paymentId: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'fail'; message?: string | null };

/** What group (c) keeps in sessionStorage before it leaves (its key and shape). */
export const URL_PAYMENT_KEY = 'urlPayment';
export interface UrlPaymentMemo {
  payment_id: string;
  payment_attempt_id: string;
  amount: string;
}

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** A gateway address the browser may go to: https/http anywhere, or a path on this site. */
export function safeGatewayUrl(url: unknown): string | null {
  const u = text(url);
  if (!u) return null;
  if (u.startsWith('/') && !u.startsWith('//') && !u.startsWith('/\\')) return u;
  try {
    const parsed = new URL(u);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** A form to submit, when `v` is one with a safe action (fields kept only when they are strings). */
export function readForm(v: unknown): HandOffForm | null {
  const r = record(v);
  const action = safeGatewayUrl(r?.action);
  if (!r || !action) return null;
  const method = String(r.method ?? 'POST').toUpperCase() === 'GET' ? 'GET' : 'POST';
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(record(r.fields) ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') fields[name] = String(value);
  }
  return { action, method, fields };
}

/** The first step after make_payment answered INTERMEDIATE with `data`. */
export function firstStep(data: unknown): HandOffStep {
  const d = record(data);
  if (!d) return { kind: 'fail' };
  const content = d.response_content;
  const group = text(d.method_group);
  const url = safeGatewayUrl(typeof content === 'string' ? content : record(content)?.url);
  if (group !== 'form' && url) return { kind: 'redirect', url };
  const form = readForm(content);
  if (form) return { kind: 'submit', form };
  const paymentId = text(d.payment_id);
  if ((group === 'stored' || content === null || content === undefined) && paymentId)
    return { kind: 'readStored', paymentId };
  return { kind: 'fail' };
}

/** The step after reading the stored details of group (b): the encrypted request wins over the URL. */
export function storedStep(details: unknown): HandOffStep {
  const d = record(details);
  const form = readForm(d?.encrypted_request);
  if (form) return { kind: 'submit', form };
  const url = safeGatewayUrl(d?.redirect_url);
  return url ? { kind: 'redirect', url } : { kind: 'fail' };
}

/** What group (c) remembers, from make_payment's data and the amount being paid. */
export function urlPaymentMemo(data: unknown, amount: string): UrlPaymentMemo {
  const d = record(data);
  const paymentId = text(d?.payment_id) ?? '';
  return { payment_id: paymentId, payment_attempt_id: text(d?.payment_attempt_id) ?? paymentId, amount };
}
