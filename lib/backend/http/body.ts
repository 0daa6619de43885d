/**
 * Request bodies arrive as JSON or form-encoded (the original client sends form-encoded, often with
 * a `data` field holding JSON). This turns either into one plain object; bad input is an empty
 * object for the schema to reject with its own message, never a crash.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') || '').toLowerCase();
  const text = await request.text();
  if (!text.trim()) return {};
  if (type.includes('application/json') || /^\s*[{[]/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  return formToObject(new URLSearchParams(text));
}

/** `a=1&data={"x":2}&data[y]=3` → `{ a: '1', data: { x: 2, y: '3' } }`. */
export function formToObject(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of params) {
    const bracket = /^([^[\]]+)\[([^[\]]*)\]$/.exec(rawKey);
    if (bracket?.[1] !== undefined) {
      const [, parent, child] = bracket;
      const target = (out[parent] && typeof out[parent] === 'object' ? out[parent] : {}) as Record<
        string,
        unknown
      >;
      if (child) target[child] = value;
      out[parent] = target;
      continue;
    }
    out[rawKey] = maybeJson(value);
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
