import { LOCALE_HEADER } from '@/i18n/routing';
import { type ApiResult, NO_ANSWER, readAnswer } from './answer';

/**
 * The browser's one fetch helper: same-origin calls to the contract mount (`/api/<spec path>`),
 * whose every answer is read by lib/client/answer.ts. The caller decides which catalogue text to
 * show, and never sees an exception for a plain HTTP error or a lost connection (status 0).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Query = Record<string, string | number | boolean | undefined>;

export interface CallOptions {
  method?: Method;
  /** Query parameters in this order; undefined ones are left out. */
  query?: Query;
  body?: unknown;
  /** A file sent as the body itself, with its own type (a CSV upload); instead of `body`. */
  file?: Blob;
  /** Extra request headers for the site's own server. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** `/api/` + a contract path (leading slashes dropped) + its query. */
export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return `/api/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

/** The page's language, from its root element; none outside a browser. */
function pageLocale(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const lang = document.documentElement.lang;
  return lang ? { [LOCALE_HEADER]: lang } : {};
}

/** `T`: what the caller will read the body as (lib/client/answer.ts reads it as unknown). */
export async function callApi<T = unknown>(
  path: string,
  { method = 'GET', query, body, file, headers, signal }: CallOptions = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: {
        ...pageLocale(),
        ...headers,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(file === undefined ? {} : { 'content-type': file.type || 'application/octet-stream' }),
      },
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      ...(signal ? { signal } : {}),
    });
  } catch {
    return NO_ANSWER;
  }
  return (await readAnswer(res)) as ApiResult<T>;
}
