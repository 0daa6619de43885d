import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const TRACER = 'itinera';

/**
 * Runs one Travel API call inside a span `Travel API <METHOD> <path>` (a client span, whatever
 * the transport: in-process or HTTP), with the site and the answer's status. The path is the
 * contract's (no query string: searches and tokens stay out of traces).
 */
export function travelApiSpan(
  call: { site: string; method: string; path: string; external: boolean },
  work: () => Promise<Response>,
): Promise<Response> {
  const path = call.path.split('?')[0] ?? call.path;
  return trace.getTracer(TRACER).startActiveSpan(
    `Travel API ${call.method} ${path}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'itinera.site': call.site,
        'itinera.travel_api.path': path,
        'itinera.travel_api.transport': call.external ? 'http' : 'in-process',
        'http.request.method': call.method,
      },
    },
    async (span) => {
      try {
        const res = await work();
        span.setAttribute('http.response.status_code', res.status);
        if (res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return res;
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.name : 'error' });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}
