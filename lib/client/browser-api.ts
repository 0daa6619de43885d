/**
 * Same-origin calls to the contract mount (`/api/<spec path>`) from the browser. Every answer is
 * turned into `{ ok, status, body, message }`: the caller decides which catalogue text to show,
 * and never sees an exception for a plain HTTP error.
 */

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  body: T | null;
  /** The server's user-facing message (`message` or `errors.message`), when it sent one. */
  message: string | null;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface CallOptions {
  method?: Method;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Extra request headers for the site's own server. */
  headers?: Record<string, string>;
}

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

export function apiUrl(path: string, query?: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return `/api/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

export async function callApi<T>(
  path: string,
  { method = 'GET', query, body, headers }: CallOptions = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: {
        ...headers,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, body: null, message: null };
  }
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  return { ok: res.ok, status: res.status, body: parsed as T | null, message: messageOf(parsed) };
}
