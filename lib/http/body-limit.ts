/**
 * Request body size limits, shared by the built-in backend (Hono's bodyLimit) and the storefront's
 * contract mount (app/api/[...path], a Next route handler, which has no limit of its own). A body
 * whose Content-Length is over the limit is refused before a byte of it is read; a body without one
 * is counted while it streams in and refused as soon as it passes the limit. Either way: 413.
 */

/** JSON and form bodies: far more than any call of the contract sends (a search is ~2 kB). */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/** The few routes that need more, by path as the server sees it. */
const LARGER_LIMITS: readonly { path: RegExp; bytes: number }[] = [
  // A whole tenant definition (site configuration with its HTML pages) from `npm run tenant:upsert`.
  { path: /^\/api\/internal\/tenants\/?$/, bytes: 1024 * 1024 },
  // A whole site configuration published or previewed from the console (issue 32), as large as a tenant file.
  { path: /^(\/api)?\/api\/console\/site\/(publish|draft)\/?$/, bytes: 1024 * 1024 },
  // One inventory CSV uploaded from the console (issue 32), the file itself as the body: 5 MB holds
  // tens of thousands of rows (a hotels row of the example file is about 250 bytes).
  { path: /^(\/api)?\/api\/console\/inventory\/[^/]+\/?$/, bytes: 5 * 1024 * 1024 },
  // A CSV of customers for the notifications engine: 2 MB holds well over 10,000 rows. The path as
  // the backend sees it, and as the storefront's mount does (`/api/` + the spec path).
  { path: /^(\/api)?\/api\/v1\/customer\/customer_upload\/?$/, bytes: 2 * 1024 * 1024 },
  // A template image, the file itself as the body (2 MB at most, lib/backend/notify-engine/image-type.ts,
  // told apart from a larger one); the storefront's mount sees the path with its own /api/ in front.
  { path: /^(\/api)?\/api\/v1\/customer\/image\/?$/, bytes: 3 * 1024 * 1024 },
];

export function bodyLimitFor(pathname: string): number {
  return LARGER_LIMITS.find((l) => l.path.test(pathname))?.bytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

export const BODY_TOO_LARGE_MESSAGE = 'The request is too large.';

export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor(readonly limitBytes: number) {
    super(BODY_TOO_LARGE_MESSAGE);
    this.name = 'BodyTooLargeError';
  }
}

/** The declared Content-Length, or null when absent or not a plain number. */
export function declaredLength(headers: Headers): number | null {
  const raw = headers.get('content-length');
  return raw !== null && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** True when the request says up front that its body is over the limit (nothing read yet). */
export function declaresTooLarge(headers: Headers, maxBytes: number): boolean {
  const length = declaredLength(headers);
  return length !== null && length > maxBytes;
}

/**
 * The body's bytes, at most `maxBytes`: refused from the Content-Length before reading, else while
 * streaming (the stream is cancelled at the first byte past the limit). Throws BodyTooLargeError.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresTooLarge(request.headers, maxBytes)) throw new BodyTooLargeError(maxBytes);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
