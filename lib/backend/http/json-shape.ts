/**
 * How deep and how wide a request body may be (issue 26, Input). 10,000–30,000 nested arrays fit in
 * 20–60 kB, under the body limit; the recursive walk that looked for forbidden keys then overflowed
 * the stack ("Maximum call stack size exceeded", a 500 on every route), and each such body held the
 * event loop long enough to slow every other request.
 *
 * Nothing here recurses. JSON text is scanned for depth BEFORE it is parsed (V8's JSON.parse is
 * itself iterative: 5,000,000 levels parse without overflow on Node 20, but a 60 kB body of 30,000
 * levels still costs it 3–20 ms, while the scan refuses it in microseconds); the parsed value (and
 * a form body's nested keys) is then walked with an explicit stack, which counts entries and leaves
 * nothing deep for any later recursion (zod, JSON.stringify into a jsonb column) to trip on.
 *
 * The limits are far above any request of the contract: a whole tenant definition, the largest body
 * taken, has ~300 entries 6 levels deep; a booking ~40 entries 4 levels deep.
 */

/** Levels of arrays and objects, the outermost counted as 1. */
export const MAX_JSON_DEPTH = 32;
/** Object members plus array items, over the whole body. */
export const MAX_JSON_ENTRIES = 5_000;

export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
export const TOO_MANY_ENTRIES_MESSAGE = `The request has too many fields or items (at most ${MAX_JSON_ENTRIES.toLocaleString('en-GB')}).`;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests deeper than `maxDepth`, by counting brackets outside strings (a bracket
 * inside a string, escaped quotes included, is text). Malformed text is judged the same way; the
 * parser refuses it afterwards.
 */
export function jsonTextTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

export type ShapeProblem =
  | { kind: 'too_deep'; path: string }
  | { kind: 'too_many_entries'; path: string }
  | { kind: 'key'; path: string; key: string }
  | { kind: 'string'; path: string };

export interface WalkRules {
  /** A key that must not appear (prototype keys, NUL characters): true refuses it. */
  badKey: (key: string) => boolean;
  /** A string value that must not appear: true refuses it. */
  badString: (value: string) => boolean;
  maxDepth?: number;
  maxEntries?: number;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Walks a parsed value with an explicit stack (no recursion, whatever its depth) and reports the
 * first problem: deeper than allowed, more entries than allowed, a refused key or string. `path`
 * names where (dot-separated keys and indexes), so the answer can name the field.
 */
export function findShapeProblem(value: unknown, rules: WalkRules, basePath = ''): ShapeProblem | null {
  const maxDepth = rules.maxDepth ?? MAX_JSON_DEPTH;
  const maxEntries = rules.maxEntries ?? MAX_JSON_ENTRIES;
  let entries = 0;
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: basePath, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: v, path, depth } = item;
    if (typeof v === 'string') {
      if (rules.badString(v)) return { kind: 'string', path };
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth + 1 > maxDepth) return { kind: 'too_deep', path };
    if (Array.isArray(v)) {
      entries += v.length;
      if (entries > maxEntries) return { kind: 'too_many_entries', path };
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], path: join(path, String(i)), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(v);
    entries += keys.length;
    if (entries > maxEntries) return { kind: 'too_many_entries', path };
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      const field = join(path, key);
      if (rules.badKey(key)) return { kind: 'key', path: field, key };
      stack.push({ value: (v as Record<string, unknown>)[key], path: field, depth: depth + 1 });
    }
  }
  return null;
}
