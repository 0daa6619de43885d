/** @jest-environment node */
import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { travelApiSpan } from '@/lib/client/travel-api-span';
import {
  incomingAttributes,
  isUntracedPath,
  redactQuery,
  SiteOnRequestSpan,
  tracingConfigured,
} from './tracing';

describe('when tracing is on', () => {
  it('needs an OTLP endpoint, and OTEL_SDK_DISABLED turns it off', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' })).toBe(
      true,
    );
    expect(
      tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
  });

  it.each([
    ['/healthz', true],
    ['/readyz?x=1', true],
    ['/metrics', true],
    ['/_next/static/chunks/a.js', true],
    ['/assets/tenants/demo/logo.svg', true],
    ['/search/trips', false],
    ['/api/v1/get_webconfig', false],
    ['/healthz-page', false],
  ])('%s untraced: %s', (url, untraced) => {
    expect(isUntracedPath(url)).toBe(untraced);
  });

  it('keeps the names of query parameters, never their values', () => {
    expect(redactQuery('q=paris&token=abc&flag')).toBe('q=REDACTED&token=REDACTED&flag=REDACTED');
    expect(redactQuery('')).toBe('');
  });

  it("names the request's host without its port", () => {
    expect(incomingAttributes({ headers: { host: 'Demo.localhost:3000' } })).toEqual({
      'itinera.host': 'demo.localhost',
    });
    expect(incomingAttributes({ headers: {} })).toEqual({});
  });
});

describe('spans', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({
    spanProcessors: [new SiteOnRequestSpan(), new SimpleSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('test');

  beforeAll(() => {
    provider.register();
  });
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
  });
  beforeEach(() => exporter.reset());

  /** A request's server span with `work` inside it, ended after. */
  const request = async (work: () => Promise<unknown>) =>
    tracer.startActiveSpan('GET', { kind: SpanKind.SERVER }, async (span) => {
      await work();
      span.end();
    });

  it('a Travel API call is a client span beneath the request, with its site, path and status', async () => {
    await request(() =>
      travelApiSpan({ site: 'demo', method: 'GET', path: 'v1/search?q=secret', external: false }, async () =>
        Response.json({}, { status: 201 }),
      ),
    );
    const [call, root] = exporter.getFinishedSpans();
    expect(call?.name).toBe('Travel API GET v1/search');
    expect(call?.kind).toBe(SpanKind.CLIENT);
    expect(call?.parentSpanContext?.spanId).toBe(root?.spanContext().spanId);
    expect(call?.attributes).toMatchObject({
      'itinera.site': 'demo',
      'itinera.travel_api.path': 'v1/search',
      'itinera.travel_api.transport': 'in-process',
      'http.response.status_code': 201,
    });
    // The query (a search term, a token) stays out of the trace.
    expect(JSON.stringify(call?.attributes)).not.toContain('secret');
    // The request's span learns the site it worked for.
    expect(root?.attributes['itinera.site']).toBe('demo');
  });

  it('a failed call marks its span as an error and still throws', async () => {
    await expect(
      request(() =>
        travelApiSpan({ site: 'b2b', method: 'POST', path: 'v1/x', external: true }, async () => {
          throw new TypeError('fetch failed');
        }),
      ),
    ).rejects.toThrow('fetch failed');
    const call = exporter.getFinishedSpans().find((s) => s.name === 'Travel API POST v1/x');
    expect(call?.status.code).toBe(2); // ERROR
    expect(call?.attributes['itinera.travel_api.transport']).toBe('http');
  });

  it("the request's span takes the route a span beneath it matched, and loses query values and addresses", async () => {
    await tracer.startActiveSpan(
      'GET',
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': 'GET',
          'url.query': 'email=someone%40example.com',
          'client.address': '203.0.113.9',
        },
      },
      async (span) => {
        tracer
          .startSpan('GET /list/[id]', { attributes: { 'http.target': '/list/7?token=secret' } })
          .setAttribute('http.route', '/[site]/[locale]/list/[id]')
          .end();
        span.end();
      },
    );
    const [inner, root] = exporter.getFinishedSpans();
    expect(root?.name).toBe('GET /[site]/[locale]/list/[id]');
    expect(root?.attributes).toMatchObject({
      'http.route': '/[site]/[locale]/list/[id]',
      'url.query': 'email=REDACTED',
      'client.address': 'REDACTED',
    });
    expect(inner?.attributes['http.target']).toBe('/list/7?token=REDACTED');
  });

  it('the first site named in a trace is the one its request keeps', async () => {
    await request(async () => {
      await travelApiSpan(
        { site: 'demo', method: 'GET', path: 'a', external: false },
        async () => new Response(),
      );
      await travelApiSpan(
        { site: 'b2b', method: 'GET', path: 'b', external: false },
        async () => new Response(),
      );
    });
    const root = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.SERVER);
    expect(root?.attributes['itinera.site']).toBe('demo');
  });
});
