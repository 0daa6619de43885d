import { randomUUID } from 'node:crypto';
import dc from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { collectDefaultMetrics, register } from 'prom-client';
import { normaliseHost } from '@/lib/tenant/host';
import { counterOnce, histogramOnce } from './metric-once.mjs';

/**
 * Every request of this process, seen from Node's diagnostics channels before Next does (issue 34
 * item 4): an id (the caller's `X-Request-Id` when it is a plain token, else a new one, answered
 * in the same header), a Prometheus count and latency by route group and status class, and — with
 * REQUEST_LOG=json — one JSON line per request from pino: id, site, route, method, status, ms. The
 * route is the path's pattern (routePattern: no query, ids folded), so no search term, token or
 * e-mail reaches the log; the health probes and /metrics are left out. Installed once, at server start (instrumentation.ts).
 */

const g = globalThis as typeof globalThis & { __itineraObserver?: boolean };

const SKIPPED = new Set(['/healthz', '/readyz', '/metrics']);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A path segment that names one thing (an id, a code, a token), not a kind of page. */
const isIdLike = (segment: string): boolean =>
  /\d/.test(segment) && /^[A-Za-z0-9_-]{4,}$/.test(segment) && !/^v\d+$/.test(segment);

/**
 * The route a path belongs to: ids folded into `:id`, at most four segments, the build's and the
 * artwork's folders as one each. What the log says and metrics count, so no token in a path either.
 */
export function routePattern(path: string): string {
  const bare = path.split('?')[0] ?? '/';
  if (bare.startsWith('/_next/')) return '/_next';
  if (bare.startsWith('/assets/')) return '/assets';
  const segments = bare
    .split('/')
    .filter(Boolean)
    .slice(0, 4)
    .map((s) => (isIdLike(s) ? ':id' : s.toLowerCase()));
  return `/${segments.join('/')}`;
}

/** The route for metrics: anything answered 404 is `unmatched`, so scanners add no series. */
export const routeGroup = (path: string, status: number): string =>
  status === 404 ? 'unmatched' : routePattern(path);

/** The site a Host header names, without its port (the first of several). */
export const siteOfHost = (host: string | undefined): string | null => {
  const first = host?.split(',')[0]?.trim();
  return first ? normaliseHost(first) : null;
};

const metrics = () => ({
  requests: counterOnce(
    'http_requests_total',
    'HTTP requests answered, by route group, method and status class',
    ['route', 'method', 'status'],
  ),
  latency: histogramOnce(
    'http_request_duration_seconds',
    'Time to answer an HTTP request, by route group',
    ['route'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  ),
});

interface Seen {
  id: string;
  at: number;
}

/** Starts observing (idempotent); `destination` is where log lines go (stdout by default). */
export function installRequestObserver(
  env: Record<string, string | undefined> = process.env,
  destination?: pino.DestinationStream,
): void {
  if (g.__itineraObserver) return;
  g.__itineraObserver = true;
  const { requests, latency } = metrics();
  // Node's own: memory, CPU, event-loop lag, garbage collection.
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();
  const options = { base: null, timestamp: pino.stdTimeFunctions.isoTime };
  const log = env.REQUEST_LOG === 'json' ? (destination ? pino(options, destination) : pino(options)) : null;
  const seen = new WeakMap<IncomingMessage, Seen>();

  dc.subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const given = request.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    seen.set(request, { id, at: performance.now() });
    if (!response.headersSent) response.setHeader('x-request-id', id);
  });

  dc.subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const start = seen.get(request);
    if (!start) return;
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (SKIPPED.has(path)) return;
    const ms = performance.now() - start.at;
    const status = response.statusCode;
    const route = routeGroup(path, status);
    requests.inc({ route, method: request.method ?? 'GET', status: `${Math.floor(status / 100)}xx` });
    latency.observe({ route }, ms / 1000);
    log?.info({
      id: start.id,
      site: siteOfHost(request.headers.host),
      method: request.method,
      route: routePattern(path),
      status,
      ms: Math.round(ms * 10) / 10,
    });
  });
}
