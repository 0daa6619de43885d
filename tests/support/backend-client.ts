import type { Backend } from '@/lib/backend/app';
import { peerHeaderName } from '@/lib/http/peer-address';
import { SITE_HEADER } from '@/lib/tenant/site-header';

/** One answer of the in-process backend, read once. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read loosely typed JSON answers
  json: any;
  headers: Headers;
  /** `name=value` of every cookie the answer sets, ready for a Cookie header. */
  cookies: string[];
}

export interface CallOptions {
  body?: unknown;
  /** A Cookie header to send. */
  cookie?: string;
  /**
   * The client's address, as the server stamps it on every connection (peer-address.ts): each
   * address is its own client for the per-client limits.
   */
  ip?: string;
  headers?: Record<string, string>;
}

/** Calls the built-in backend in-process as a client of `site`, from `ip` when given. */
export function backendCaller(backend: () => Backend) {
  return async function call(
    site: string,
    method: string,
    path: string,
    opts: CallOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { [SITE_HEADER]: site, ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.ip) headers[peerHeaderName()] = opts.ip;
    const res = await backend().request(path, {
      method,
      headers,
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      json: text ? JSON.parse(text) : null,
      headers: res.headers,
      cookies: res.headers.getSetCookie().map((line) => line.split(';')[0] ?? ''),
    };
  };
}

/** Freezes `Date` (only) at `at`, so limits that wait for time see none pass unless the test moves it. */
export function freezeDate(at: number): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    now: at,
  });
}
