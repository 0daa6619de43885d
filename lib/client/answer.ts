/**
 * The one reader of a Travel API answer, for the browser's calls (browser-api.ts) and the pages'
 * server-side ones (server-api.ts) alike: an HTTP error is an answer like any other, never an
 * exception, and a body that is not JSON reads as null. The per-area modules of lib/client then
 * turn the body into the contract's shape (answerOf) or hand the result on with its body read.
 */

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  body: T | null;
  /** The server's user-facing message (`message` or `errors.message`), when it sent one. */
  message: string | null;
}

/** A call's answer in the contract's shape, or why there is none (502: an answer that did not fit). */
export type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string | null; body: unknown };

function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { message?: unknown; errors?: unknown };
  if (typeof b.message === 'string' && b.message) return b.message;
  if (b.errors && typeof b.errors === 'object') {
    const m = (b.errors as { message?: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return null;
}

/** The part of a Response the reader needs (what the component tests' fakes of fetch answer). */
type Answered = Pick<Response, 'ok' | 'status' | 'json'>;

export async function readAnswer(res: Answered): Promise<ApiResult<unknown>> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  return { ok: res.ok, status: res.status, body, message: messageOf(body) };
}

/** A transport failure (no answer at all): status 0, as a browser reports it. */
export const NO_ANSWER: ApiResult<never> = { ok: false, status: 0, body: null, message: null };

/** The result's body read by `read` (null: it cannot be read), its status and message kept. */
export function withBody<T>(res: ApiResult<unknown>, read: (body: unknown) => T | null): ApiResult<T> {
  return { ...res, body: read(res.body) };
}

/** A refused call as it came; an accepted one whose body `pick` cannot read is a bad gateway. */
export function answerOf<T>(res: ApiResult<unknown>, pick: (body: unknown) => T | null): Answer<T> {
  if (!res.ok) return { ok: false, status: res.status, message: res.message, body: res.body };
  const data = pick(res.body);
  return data === null ? { ok: false, status: 502, message: null, body: res.body } : { ok: true, data };
}

/** The answer's `data` object (§7's envelope), or null. */
export const dataOf = <T>(body: unknown): T | null => {
  const d = (body as { data?: unknown } | null)?.data;
  return d && typeof d === 'object' ? (d as T) : null;
};

/** The answer's `data` list, or null. */
export const dataListOf = <T>(body: unknown): T[] | null => {
  const d = (body as { data?: unknown } | null)?.data;
  return Array.isArray(d) ? (d as T[]) : null;
};

/** A reader for `withBody` from a schema (zod or any with safeParse): the parsed body, or null. */
export const parsedBy =
  <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }) =>
  (body: unknown): T | null => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : null;
  };

/** The first text of each refused field of a 400 answer's body (`errors.<field>: [text]`). */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors as Record<string, unknown>))
    if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0];
  return out;
}
