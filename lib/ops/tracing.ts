import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import { type Attributes, SpanKind } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { siteOfHost } from './request-observer';

/**
 * OpenTelemetry traces (issue 34 item 4), only when an OTLP endpoint is configured
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, the SDK's own variables;
 * OTEL_SERVICE_NAME names the service, default `itinera`). A trace is the incoming request (the
 * HTTP instrumentation's server span, with its host and the site it worked for, `itinera.host`
 * and `itinera.site`; Next.js adds its route
 * as `http.route` and its own render spans beneath), each Travel API call (lib/client/travel-api-span.ts,
 * beside the one module that makes them), and beneath it the database (PostgreSQL's driver, `pg`) and
 * any outgoing fetch (the external Travel API, gateways). Without an endpoint nothing is loaded
 * and the API's no-op tracer costs a function call.
 */

/** Requests nobody wants a trace of: probes, metrics and the build's static files. */
const UNTRACED = /^\/(?:healthz|readyz|metrics)(?:$|\?)|^\/(?:_next\/static|assets)\//;

export const isUntracedPath = (url: string | undefined): boolean => UNTRACED.test(url ?? '/');

export const tracingConfigured = (env: Record<string, string | undefined>): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim()) &&
  env.OTEL_SDK_DISABLED !== 'true';

/** What the server span of an incoming request carries besides the HTTP semantics: its host. */
export const incomingAttributes = (req: Pick<IncomingMessage, 'headers'>): Attributes => {
  const host = siteOfHost(req.headers.host);
  return host ? { 'itinera.host': host } : {};
};

const SITE = 'itinera.site';
const ROUTE = 'http.route';

/** A query string with every value replaced: which parameters, never what they said. */
export const redactQuery = (query: string): string =>
  query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=REDACTED`)
    .join('&');

/** Attributes of a request's spans that could carry personal data (a search, a token, an address). */
function redactRequest(span: Span): void {
  const { attributes } = span;
  const query = attributes['url.query'];
  if (typeof query === 'string') span.setAttribute('url.query', redactQuery(query));
  const target = attributes['http.target'];
  if (typeof target === 'string' && target.includes('?')) {
    const [path, rest] = [target.slice(0, target.indexOf('?')), target.slice(target.indexOf('?') + 1)];
    span.setAttribute('http.target', `${path}?${redactQuery(rest)}`);
  }
  for (const key of ['client.address', 'network.peer.address']) {
    if (key in attributes) span.setAttribute(key, 'REDACTED');
  }
}

/**
 * Completes a request's server span: the site (tenant) it worked for, and the route Next.js
 * matched. The host only names the site (a subdomain, an agency's own domain); the site is
 * resolved later, in the Travel API call, whose span carries it. Next.js puts the route on its own
 * request span, beneath ours. Both are copied onto the request's span while it is still open. And
 * no query value or client address leaves in a span.
 */
export class SiteOnRequestSpan implements SpanProcessor {
  private readonly requests = new Map<string, Span>();

  onStart(span: Span): void {
    redactRequest(span);
    const { traceId } = span.spanContext();
    if (span.kind === SpanKind.SERVER && !this.requests.has(traceId)) {
      this.requests.set(traceId, span);
      return;
    }
    this.completeRequest(span);
  }

  onEnd(span: ReadableSpan): void {
    const { traceId, spanId } = span.spanContext();
    if (this.requests.get(traceId)?.spanContext().spanId === spanId) this.requests.delete(traceId);
    else this.completeRequest(span);
  }

  /**
   * The site and route a span beneath the request names, set on the request's span while it is
   * open (Next.js names the route on its spans as `next.route`, some at their start, some at their end).
   */
  private completeRequest(span: Pick<ReadableSpan, 'attributes' | 'spanContext'>): void {
    const request = this.requests.get(span.spanContext().traceId);
    if (!request || request.spanContext().spanId === span.spanContext().spanId) return;
    const site = span.attributes[SITE];
    if (typeof site === 'string' && request.attributes[SITE] === undefined) request.setAttribute(SITE, site);
    const route = span.attributes['next.route'] ?? span.attributes[ROUTE];
    if (typeof route === 'string' && request.attributes[ROUTE] === undefined) {
      request.setAttribute(ROUTE, route);
      const method = request.attributes['http.request.method'];
      request.updateName(`${typeof method === 'string' ? method : 'HTTP'} ${route}`);
    }
  }

  forceFlush = () => Promise.resolve();
  shutdown = () => Promise.resolve();
}

interface Tracing {
  /** Sends what is buffered and stops (a stopping server). */
  shutdown: () => Promise<void>;
}

const g = globalThis as typeof globalThis & { __itineraTracing?: Tracing };

/**
 * Starts tracing when configured (idempotent); null when not. Called first at server start
 * (instrumentation.ts), before the database driver is loaded, so its instrumentation hooks it.
 */
export async function startTracing(
  env: Record<string, string | undefined> = process.env,
): Promise<Tracing | null> {
  if (g.__itineraTracing) return g.__itineraTracing;
  if (!tracingConfigured(env)) return null;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const [
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { UndiciInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME?.trim() || 'itinera',
      'service.instance.id': `${hostname()}:${process.pid}`,
    }),
    spanProcessors: [new SiteOnRequestSpan(), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => isUntracedPath(req.url),
        startIncomingSpanHook: (req) => incomingAttributes(req),
        // Outgoing calls only inside a request or job's trace (not the exporter's own posts).
        requireParentforOutgoingSpans: true,
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  const tracing: Tracing = { shutdown: () => provider.shutdown() };
  g.__itineraTracing = tracing;
  return tracing;
}

/** Flushes and stops tracing, when it was started (graceful stop). */
export async function stopTracing(): Promise<void> {
  const tracing = g.__itineraTracing;
  g.__itineraTracing = undefined;
  await tracing?.shutdown();
}
