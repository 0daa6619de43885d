import {
  BODY_TOO_LARGE_MESSAGE,
  BodyTooLargeError,
  DEFAULT_BODY_LIMIT_BYTES,
  readBodyBytes,
} from '@/lib/http/body-limit';
import { isPrototypeKey } from '@/lib/security/prototype-keys';
import { AppError } from './errors';
import {
  findShapeProblem,
  jsonTextTooDeep,
  MAX_JSON_DEPTH,
  MAX_JSON_ENTRIES,
  TOO_DEEP_MESSAGE,
  TOO_MANY_ENTRIES_MESSAGE,
} from './json-shape';
import { namedMessage } from './parse-or-400';

/**
 * Request bodies arrive as JSON or form-encoded (the original client sends form-encoded, often with
 * a `data` field holding JSON). This turns either into one plain object; a malformed body is an
 * empty object for the schema to reject with its own message, never a crash.
 *
 * What is refused, with a 400 naming the field:
 * - keys that reach an object's prototype when merged or assigned (`__proto__`, `constructor`,
 *   `prototype`), at any depth, in JSON and in form keys (`a[__proto__][x]=1`);
 * - NUL characters in any key or value (PostgreSQL cannot store them; they also split strings in
 *   logs and C libraries);
 * - nesting deeper than 32 levels or more than 5,000 entries in all (json-shape.ts: checked
 *   without recursion, JSON text before it is parsed).
 * Form bodies are built from null-prototype objects, so even an unchecked key could not reach
 * Object.prototype. Bodies over the size limit are refused with 413 before they are read.
 */

export const FIELD_NOT_ALLOWED = 'This field is not allowed.';
export const FIELD_HAS_NUL = 'This field contains a character that is not allowed.';

export function fieldError(field: string, message: string): AppError {
  return new AppError('invalid_field', 400, namedMessage(field, message), { [field]: [message] });
}

export const bodyTooLarge = () => new AppError('body_too_large', 413, BODY_TOO_LARGE_MESSAGE);

/** A body (or the field `field` of one) nested or spread beyond json-shape.ts's limits: 400. */
const shapeError = (code: 'too_deep' | 'too_many_entries', field: string) => {
  const message = code === 'too_deep' ? TOO_DEEP_MESSAGE : TOO_MANY_ENTRIES_MESSAGE;
  return new AppError(code, 400, namedMessage(field, message), { [field]: [message] });
};

const hasNul = (s: string) => s.includes('\u0000');

/**
 * Throws a 400 naming the first forbidden key, NUL-carrying value, too deep or too wide part found
 * in a parsed body (or query). Iterative: any depth is walked without recursion.
 */
export function assertSafeInput(value: unknown, path = ''): void {
  const problem = findShapeProblem(
    value,
    { badKey: (k) => isPrototypeKey(k) || hasNul(k), badString: hasNul },
    path,
  );
  if (!problem) return;
  const field = problem.path || 'body';
  switch (problem.kind) {
    case 'key':
      throw fieldError(field, isPrototypeKey(problem.key) ? FIELD_NOT_ALLOWED : FIELD_HAS_NUL);
    case 'string':
      throw fieldError(field, FIELD_HAS_NUL);
    default:
      throw shapeError(problem.kind, field);
  }
}

/** JSON text → value, refusing text nested too deeply before the parser sees it; malformed → undefined. */
function parseJson(text: string, field: string): unknown {
  if (jsonTextTooDeep(text)) throw shapeError('too_deep', field);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
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
    const parsed = parseJson(text, 'body');
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
  let count = 0;
  for (const [rawKey, value] of params) {
    if (++count > MAX_JSON_ENTRIES) throw shapeError('too_many_entries', 'body');
    const segments = keySegments(rawKey);
    const field = segments.filter(Boolean).join('.');
    if (segments.length > MAX_JSON_DEPTH) throw shapeError('too_deep', segments[0] || 'body');
    for (const s of segments) if (isPrototypeKey(s)) throw fieldError(field, FIELD_NOT_ALLOWED);
    if (hasNul(rawKey) || hasNul(value)) throw fieldError(field || 'body', FIELD_HAS_NUL);
    if (segments.length === 1) {
      out[rawKey] = maybeJson(value, field);
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
  // The fields holding JSON and the bracketed keys together: one bound on depth and entries.
  assertSafeInput(out);
  return out;
}

function maybeJson(value: string, field: string): unknown {
  const t = value.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return value;
  const parsed = parseJson(t, field);
  return parsed === undefined ? value : parsed;
}
