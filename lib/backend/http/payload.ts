import { readBody } from './body';

/**
 * The payload of a request body: the original client wraps its fields in a `data` object, newer
 * callers send them bare. Either way the route sees the fields themselves (a `data` that is not an
 * object, such as a bare id, is left as a field of the body).
 */
export function unwrapData(body: Record<string, unknown>): Record<string, unknown> {
  const data = body.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : body;
}

/** readBody (JSON or form) and unwrapData in one: the fields a POST route validates. */
export async function readPayload(request: Request): Promise<Record<string, unknown>> {
  return unwrapData(await readBody(request));
}
