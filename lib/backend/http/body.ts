import {
  BODY_TOO_LARGE_MESSAGE,
  BodyTooLargeError,
  DEFAULT_BODY_LIMIT_BYTES,
  readBodyBytes,
} from '@/lib/http/body-limit';
import { isPrototypeKey } from '@/lib/security/prototype-keys';
import { AppError } from './errors';
import { namedMessage } from './zod-errors';

/**
 * Request bodies arrive as JSON or form-encoded (the original client sends form-encoded, often with
 * a `data` field holding JSON). This turns either into one plain object; a malformed body is an
 * empty object for the schema to reject with its own message, never a crash.
 *
 * What is refused, with a 400 naming the field:
 * - keys that reach an object's prototype when merged or assigned (`__proto__`, `constructor`,
 *   `prototype`), at any depth, in JSON and in form keys (`a[__proto__][x]=1`);
 * - NUL characters in any key or value (PostgreSQL cannot store them; they also split strings in
 *   logs and C libraries).
 * Form bodies are built from null-prototype objects, so even an unchecked key could not reach
 * Object.prototype. Bodies over the size limit are refused with 413 before they are read.
 */

export const FIELD_NOT_ALLOWED = 'This field is not allowed.';
export const FIELD_HAS_NUL = 'This field contains a character that is not allowed.';

export function fieldError(field: string, message: string): AppError {
  return new AppError('invalid_field', 400, namedMessage(field, message), { [field]: [message] });
}

export const bodyTooLarge = () => new AppError('body_too_large', 413, BODY_TOO_LARGE_MESSAGE);

const hasNul = (s: string) => s.includes('\u0000');

/**
 * Throws a 400 naming the first forbidden key or NUL-carrying value found in a parsed body (or
 * query). Arrays are walked too; depth is bounded by the body's size.
 */
export function assertSafeInput(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (hasNul(value)) throw fieldError(path || 'body', FIELD_HAS_NUL);
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      assertSafeInput(v, path ? `${path}.${i}` : String(i));
    });
    return;
  }
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    if (isPrototypeKey(key)) throw fieldError(field, FIELD_NOT_ALLOWED);
    if (hasNul(key)) throw fieldError(field, FIELD_HAS_NUL);
    assertSafeInput((value as Record<string, unknown>)[key], field);
  }
}

export interface ReadBodyOptions {
  /** Largest body accepted, in bytes (default 64 kB). */
  maxBytes?: number;
}

export async function readBody(
  request: Request,
  { maxBytes = DEFAULT_BODY_LIMIT_BYTES }: ReadBodyOptions = {},
): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') || '').toLowerCase();
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, maxBytes);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw bodyTooLarge();
    throw err;
  }
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return {};
  if (type.includes('application/json') || /^\s*[{[]/.test(text)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return {};
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    assertSafeInput(parsed);
    return parsed as Record<string, unknown>;
  }
  return formToObject(new URLSearchParams(text));
}

/** `a[b][c]` → ['a', 'b', 'c']; a key that is not in that shape is one segment. */
function keySegments(rawKey: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(rawKey);
  if (!m?.[1] || !m[2]) return [rawKey];
  return [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1] ?? '')];
}

const emptyRecord = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

/**
 * `a=1&data={"x":2}&data[y]=3&p[q][r]=4` → `{ a: '1', data: { x: 2, y: '3' }, p: { q: { r: '4' } } }`,
 * every object without a prototype. An empty segment (`a[]=1`) keeps the parent object and ignores
 * the value, as before. Forbidden keys and NUL characters are refused (400 naming the field).
 */
export function formToObject(params: URLSearchParams): Record<string, unknown> {
  const out = emptyRecord();
  for (const [rawKey, value] of params) {
    const segments = keySegments(rawKey);
    const field = segments.filter(Boolean).join('.');
    for (const s of segments) if (isPrototypeKey(s)) throw fieldError(field, FIELD_NOT_ALLOWED);
    if (hasNul(rawKey) || hasNul(value)) throw fieldError(field || 'body', FIELD_HAS_NUL);
    if (segments.length === 1) {
      const parsed = maybeJson(value);
      if (parsed !== value) assertSafeInput(parsed, field);
      out[rawKey] = parsed;
      continue;
    }
    let target = out;
    const last = segments.length - 1;
    for (let i = 0; i < last; i++) {
      const key = segments[i] as string;
      if (!key) break;
      const next = target[key];
      const child =
        next && typeof next === 'object' && !Array.isArray(next)
          ? (next as Record<string, unknown>)
          : emptyRecord();
      target[key] = child;
      target = child;
      if (i === last - 1 && segments[last]) target[segments[last] as string] = value;
    }
  }
  return out;
}

function maybeJson(value: string): unknown {
  const t = value.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return value;
  try {
    return JSON.parse(t);
  } catch {
    return value;
  }
}
